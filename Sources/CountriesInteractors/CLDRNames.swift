import CountriesData
import CountriesModel
import CountriesStore

/// Country names in languages only CLDR has (`--locale el`), laid over the
/// data in the store, and a name in any CLDR language found when nothing
/// else fits. Not an interactor: the intents that show names hold it. A run
/// in English or a REST Countries language reads nothing here.
@MainActor
package struct CLDRNames {
    let worldData: any WorldDataRepository
    let appState: AppState

    package init(worldData: any WorldDataRepository, appState: AppState) {
        self.worldData = worldData
        self.appState = appState
    }

    /// The chosen language's names over the data at hand, once.
    func apply() {
        let locale = appState.system.locale
        guard locale.isCLDROnly, let key = locale.translationKey, let catalog = appState.userData.countries.value,
              (catalog.records as? CLDRNamesOverlay)?.key != key else { return }
        do {
            let byCCA2 = try worldData.countryNames(in: key)
            var byCCA3: [String: String] = [:]
            for country in catalog.countries {
                byCCA3[country.cca3] = byCCA2[country.cca2]
            }
            let base = (catalog.records as? CLDRNamesOverlay)?.base ?? catalog.records
            appState.userData.countries = .loaded(CountryCatalog(records: CLDRNamesOverlay(base: base, key: key, names: byCCA3), source: catalog.source))
        } catch {
            appState.userData.countries = .failed(error)
        }
    }

    /// A `--search` that finds nothing may be a country's whole name in a
    /// language other than the chosen one ("Γερμανία" in English): the
    /// countries some CLDR language calls so are found under it. Only then
    /// are the names read: a search that finds something costs nothing here.
    func findByName(_ query: ListQuery) {
        guard let search = query.search?.trimmingWhitespace(), !search.isEmpty, let catalog = appState.userData.countries.value,
              CountryListing.countries(in: catalog, query: query, locale: appState.system.locale).isEmpty,
              let codes = try? worldData.countryCodes(named: search), !codes.isEmpty else { return }
        var names: [String: String] = [:]
        for code in codes {
            if let country = catalog.firstCountry(withCode: code, in: .cca2) { names[country.cca3] = search }
        }
        appState.userData.countries = .loaded(CountryCatalog(records: CLDRNamesOverlay(base: catalog.records, key: Self.searchKey, names: names), source: catalog.source))
    }

    /// The key the names a search found are kept under: no language's.
    static let searchKey = "cldr-search"
}
