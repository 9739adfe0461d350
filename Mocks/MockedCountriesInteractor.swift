import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of what
/// calls a command or a line makes.
@MainActor
package final class MockedCountriesInteractor: CountriesInteractor {
    package enum Action: Equatable, Sendable {
        case loadCountries
        case refreshCountries
        case refreshCountry(cca3: String)
        case loadRecords([String])
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .countries(action) = $0 { action } else { nil } }
    }

    package func loadCountries() { log.append(.countries(.loadCountries)) }
    package func refreshCountries() async { log.append(.countries(.refreshCountries)) }
    package func refreshCountry(cca3: String) async { log.append(.countries(.refreshCountry(cca3: cca3))) }
    package func loadRecords(_ cca3s: [String]) { log.append(.countries(.loadRecords(cca3s))) }
    /// Not recorded: asked after every screen is made, it is no line's or
    /// command's intent (and writes nothing while the data holds).
    package func confirmReads() {}
}
