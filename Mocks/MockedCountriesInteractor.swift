import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of what
/// calls a command or a line makes.
@MainActor
package final class MockedCountriesInteractor: CountriesInteractor {
    package enum Action: Equatable, Sendable {
        case refreshCountries
        case confirmReads
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .countries(action) = $0 { action } else { nil } }
    }

    package func refreshCountries() async { log.append(.countries(.refreshCountries)) }
    package func confirmReads() { log.append(.countries(.confirmReads)) }
}
