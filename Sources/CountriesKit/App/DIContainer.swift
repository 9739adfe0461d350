/// The objects one run works with, built by the composition root
/// (`Sources/countries/main.swift`) or, in tests, from doubles.
@MainActor
public struct DIContainer {
    public let appState: AppState
    public let interactors: Interactors
    /// The window `browse` draws in; nil unless stdin and stdout are terminals.
    public let screen: (any TerminalScreen)?
    /// The lines `browse` reads.
    public let input: any LineInput

    public init(appState: AppState, interactors: Interactors, screen: (any TerminalScreen)?, input: any LineInput) {
        self.appState = appState
        self.interactors = interactors
        self.screen = screen
        self.input = input
    }

    public struct Interactors {
        public let countries: any CountriesInteractor
        public let navigation: any NavigationInteractor

        public init(countries: any CountriesInteractor, navigation: any NavigationInteractor) {
            self.countries = countries
            self.navigation = navigation
        }
    }
}
