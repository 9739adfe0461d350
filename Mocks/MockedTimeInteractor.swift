import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedTimeInteractor: TimeInteractor {
    package enum Action: Equatable, Sendable {
        case showTimes(TimeQuery)
        case showTimesOfOpenCountry
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .time(action) = $0 { action } else { nil } }
    }

    package func showTimes(_ query: TimeQuery) { log.append(.time(.showTimes(query))) }
    package func showTimesOfOpenCountry() { log.append(.time(.showTimesOfOpenCountry)) }
}
