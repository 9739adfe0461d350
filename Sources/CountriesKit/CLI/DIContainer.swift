/// The objects one run works with, built by the composition root
/// (`Sources/countries/main.swift`) or, in tests, from stubs.
@MainActor
public struct DIContainer {
    public let appState: AppState
    public let interactors: Interactors

    public init(appState: AppState, interactors: Interactors) {
        self.appState = appState
        self.interactors = interactors
    }

    public struct Interactors {
        public let countries: any CountriesInteractor

        public init(countries: any CountriesInteractor) {
            self.countries = countries
        }
    }
}
