import CountriesKit

/// Records the calls it received, and does nothing else: for tests of what
/// calls a command or a line makes.
@MainActor
public final class MockedCountriesInteractor: CountriesInteractor {
    public enum Action: Equatable, Sendable {
        case loadCountries
        case refreshCountries
        case refreshCountry(cca3: String)
    }

    public private(set) var actions: [Action] = []

    public init() {}

    public func loadCountries() { actions.append(.loadCountries) }
    public func refreshCountries() async { actions.append(.refreshCountries) }
    public func refreshCountry(cca3: String) async { actions.append(.refreshCountry(cca3: cca3)) }
}
