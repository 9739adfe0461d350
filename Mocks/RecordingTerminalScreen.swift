import CountriesKit

/// A terminal screen that records what it was asked to do, and can be told
/// the window was resized.
@MainActor
public final class RecordingTerminalScreen: TerminalScreen {
    public enum Action: Equatable, Sendable {
        case start, stop, clear, prompt
    }

    public private(set) var actions: [Action] = []
    private var onResize: (@MainActor (Int, Int) -> Void)?

    public init() {}

    public func start(onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void) {
        actions.append(.start)
        self.onResize = onResize
    }

    public func stop() { actions.append(.stop) }
    public func clear() { actions.append(.clear) }
    public func prompt() { actions.append(.prompt) }

    /// As SIGWINCH would.
    public func resize(columns: Int, lines: Int) {
        onResize?(columns, lines)
    }
}
