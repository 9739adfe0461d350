import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of when
/// a session reads and adds to its history.
@MainActor
package final class MockedHistoryInteractor: HistoryInteractor {
    package enum Action: Equatable, Sendable {
        case loadHistory
        case remember(String)
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package func loadHistory() { log.append(.history(.loadHistory)) }
    package func remember(_ line: String) { log.append(.history(.remember(line))) }
}
