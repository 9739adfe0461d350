/// Moves between screens. Navigation is a state change like any other: it
/// writes `AppState.routing` and nothing else.
@MainActor
public struct NavigationInteractor {
    let appState: AppState

    public init(appState: AppState) {
        self.appState = appState
    }

    /// Shows `screen`, keeping the current one to come back to.
    public func open(_ screen: Screen) {
        var routing = appState.routing
        if routing.screen != screen {
            routing.backStack.append(routing.screen)
            routing.screen = screen
            routing.firstRow = 0
        }
        routing.notice = nil
        appState.routing = routing
    }

    /// Returns to the screen before; false when there is none.
    @discardableResult
    public func back() -> Bool {
        var routing = appState.routing
        guard let previous = routing.backStack.popLast() else { return false }
        routing.screen = previous
        routing.firstRow = 0
        routing.notice = nil
        appState.routing = routing
        return true
    }

    /// Pages a long list by `pages` (negative: back), within its rows.
    public func page(by pages: Int, pageSize: Int, rowCount: Int) {
        let last = max(0, (rowCount - 1) / pageSize * pageSize)
        var routing = appState.routing
        routing.firstRow = min(max(0, routing.firstRow + pages * pageSize), last)
        routing.notice = nil
        appState.routing = routing
    }

    public func say(_ notice: String?) {
        appState.routing.notice = notice
    }
}
