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

package struct RealSubdivisionsInteractor: SubdivisionsInteractor {
    let appState: AppState
    let catalog: CatalogLoading
    let reading: SubdivisionReading
    let names: CLDRNames

    package init(appState: AppState, catalog: CatalogLoading, worldData: any WorldDataRepository) {
        self.appState = appState
        self.catalog = catalog
        reading = SubdivisionReading(worldData: worldData, appState: appState)
        names = CLDRNames(worldData: worldData, appState: appState)
    }

    package func showSubdivisions(of country: String) {
        guard catalog.catalogOrRetry() != nil else { return }
        names.apply()
        guard let countries = appState.userData.countries.value else { return }
        do {
            let found = try CountryLookup.country(country, in: countries, locale: appState.system.locale)
            appState.routing.screen = .subdivisions(cca3: found.cca3)
            reading.loadSubdivisions(ofCountry: found.cca2)
        } catch {
            if case LookupError.notFound = error, reading.noticeWithdrawn(code: country) { return }
            appState.routing.notice = Notice(failure: error) ?? .lookupFailed(.notFound(country))
        }
    }
}
