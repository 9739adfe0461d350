import CountriesUI

/// A terminal screen that records what it was asked to do, and can be told
/// the window was resized or a signal came.
@MainActor
package final class RecordingTerminalScreen: TerminalScreen {
    package enum Action: Equatable, Sendable {
        case start, stop, clear, prompt
    }

    package private(set) var actions: [Action] = []
    private var onResize: (@MainActor (Int, Int) -> Void)?
    private var onSignal: (@MainActor (Int32) -> Void)?

    package init() {}

    package func start(
        onResize: @escaping @MainActor (_ columns: Int, _ lines: Int) -> Void,
        onSignal: @escaping @MainActor (_ signal: Int32) -> Void
    ) {
        actions.append(.start)
        self.onResize = onResize
        self.onSignal = onSignal
    }

    package func stop() { actions.append(.stop) }
    package func clear() { actions.append(.clear) }
    package func prompt() { actions.append(.prompt) }

    /// As SIGWINCH would.
    package func resize(columns: Int, lines: Int) {
        onResize?(columns, lines)
    }

    /// As Ctrl-C (SIGINT), SIGTERM or Ctrl-\ (SIGQUIT) would.
    package func signal(_ number: Int32) {
        onSignal?(number)
    }
}
