import CountriesData
import CountriesModel
import CountriesStore

/// The intents about a country's ISO 3166-2 subdivisions. Each is one call
/// that writes its whole outcome into the store and returns nothing.
@MainActor
package protocol SubdivisionsInteractor {
    /// `subdivisions <country>`: the country a code or name means, then its
    /// subdivisions, names in the chosen language; or a notice that no
    /// single country fits.
    func showSubdivisions(of country: String)
}

// MARK: - Real

package struct RealSubdivisionsInteractor: SubdivisionsInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    package func showSubdivisions(of country: String) {
        appState.routing.startCommand()
        guard let countries = dataAtHand() else { return }
        let resolver = source.resolver(of: countries, in: appState.system.locale)
        do {
            let found = try PlaceLookup(source).country(country, in: countries, locale: appState.system.locale, resolver: resolver)
            appState.routing.screen = .subdivisions(cca3: found.cca3)
            appState.userData.subdivisions = .isLoading(last: appState.userData.subdivisions.value)
            appState.userData.subdivisions = Loadable(Result {
                try SubdivisionReading(worldData: source.worldData).subdivisions(ofCountry: found.cca2, in: countries, locale: appState.system.locale)
            })
            showContent(of: countries)
        } catch {
            appState.routing.notice = Notice(failure: error) ?? .worldDataDamaged(String(describing: error))
        }
    }
}
