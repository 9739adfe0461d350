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
    let fileRepository: any CountriesFileRepository
    let reading: SubdivisionReading
    let names: CLDRNames

    package init(appState: AppState, fileRepository: any CountriesFileRepository, worldData: any WorldDataRepository) {
        self.appState = appState
        self.fileRepository = fileRepository
        reading = SubdivisionReading(worldData: worldData, appState: appState)
        names = CLDRNames(worldData: worldData, appState: appState)
    }

    package func showSubdivisions(of country: String) {
        guard catalog() != nil else { return }
        names.apply()
        guard let catalog = appState.userData.countries.value else { return }
        do {
            let found = try CountryLookup.country(country, in: catalog, locale: appState.system.locale)
            appState.routing.screen = .subdivisions(cca3: found.cca3)
            reading.loadSubdivisions(ofCountry: found.cca2)
        } catch let LookupError.notFound(query, suggestions) {
            appState.routing.notice = .noSuchCountry(query, suggestions: suggestions)
        } catch let LookupError.ambiguous(query, candidates) {
            appState.routing.notice = .ambiguous(query, candidates: candidates)
        } catch {
            appState.routing.notice = .noSuchCountry(country)
        }
    }

    /// The countries, read as `CountriesInteractor.loadCountries` reads
    /// them, without calling it: no interactor calls another.
    private func catalog() -> CountryCatalog? {
        if let catalog = appState.userData.countries.value { return catalog }
        appState.userData.countries = .isLoading(last: nil)
        do {
            appState.userData.countries = .loaded(try fileRepository.loadCountries())
        } catch {
            appState.userData.countries = .failed(error)
        }
        return appState.userData.countries.value
    }
}
