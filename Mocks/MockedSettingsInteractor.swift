import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of which
/// intent a browse line or a window's resize becomes.
@MainActor
package final class MockedSettingsInteractor: SettingsInteractor {
    package enum Action: Equatable, Sendable {
        case changeLocale(String)
        case resize(columns: Int, lines: Int)
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .settings(action) = $0 { action } else { nil } }
    }

    package func changeLocale(_ code: String) { log.append(.settings(.changeLocale(code))) }
    package func resize(columns: Int, lines: Int) { log.append(.settings(.resize(columns: columns, lines: lines))) }
}
