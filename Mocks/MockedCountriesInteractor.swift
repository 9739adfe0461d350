import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of what
/// calls a command or a line makes.
@MainActor
package final class MockedCountriesInteractor: CountriesInteractor {
    package enum Action: Equatable, Sendable {
        case loadCountries
        case refreshCountries
        case refreshCountry(cca3: String)
        case loadRecordTexts([String])
    }

    package private(set) var actions: [Action] = []

    package init() {}

    package func loadCountries() { actions.append(.loadCountries) }
    package func refreshCountries() async { actions.append(.refreshCountries) }
    package func refreshCountry(cca3: String) async { actions.append(.refreshCountry(cca3: cca3)) }
    package func loadRecordTexts(_ cca3s: [String]) { actions.append(.loadRecordTexts(cca3s)) }
}
