import CountriesInteractors
import CountriesStore
import CountriesUI

/// The objects one run works with, built by the composition root
/// (`Sources/countries/main.swift`) or, in tests, from doubles.
@MainActor
package struct DIContainer {
    package let appState: AppState
    package let interactors: Interactors
    /// The window `browse` draws in; nil unless stdin and stdout are terminals.
    package let screen: (any TerminalScreen)?
    /// The lines `browse` reads.
    package let input: any LineInput

    package init(appState: AppState, interactors: Interactors, screen: (any TerminalScreen)?, input: any LineInput) {
        self.appState = appState
        self.interactors = interactors
        self.screen = screen
        self.input = input
    }

    package struct Interactors {
        package let countries: any CountriesInteractor
        package let navigation: any NavigationInteractor
        package let subdivisions: any SubdivisionsInteractor
        package let memberships: any MembershipsInteractor

        package init(
            countries: any CountriesInteractor, navigation: any NavigationInteractor,
            subdivisions: any SubdivisionsInteractor, memberships: any MembershipsInteractor
        ) {
            self.countries = countries
            self.navigation = navigation
            self.subdivisions = subdivisions
            self.memberships = memberships
        }
    }
}
