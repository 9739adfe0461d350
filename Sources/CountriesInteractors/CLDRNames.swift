import CountriesData
import CountriesModel
import CountriesStore

/// Country names in languages only CLDR has (`--locale el`), laid over the
/// data in the store, and a name in any CLDR language found when nothing
/// else fits. Not an interactor: the intents that show names hold it. A run
/// in English or a REST Countries language reads nothing here, unless a
/// country it shows has no translation (`zho` has none of China).
@MainActor
package struct CLDRNames {
    let worldData: any WorldDataRepository
    let appState: AppState

    package init(worldData: any WorldDataRepository, appState: AppState) {
        self.worldData = worldData
        self.appState = appState
    }

    /// The chosen language's names over the data at hand, once. In a
    /// language REST Countries translates into, CLDR's name stands in only
    /// for a country it has no translation of (`zho` has none of China),
    /// read when that name is asked for.
    func apply() {
        let locale = appState.system.locale
        guard let key = locale.translationKey, let catalog = appState.userData.countries.value,
              (catalog.records as? CLDRNamesOverlay)?.key != key else { return }
        let base = (catalog.records as? CLDRNamesOverlay)?.base ?? catalog.records
        guard locale.isCLDROnly else {
            let worldData = worldData, language = locale.languageCode
            let overlay = CLDRNamesOverlay(base: base, key: key) { cca2 in try? worldData.name(of: cca2, in: language) }
            appState.userData.countries = .loaded(CountryCatalog(records: overlay, source: catalog.source))
            return
        }
        do {
            let byCCA2 = try worldData.countryNames(in: key)
            var byCCA3: [String: String] = [:]
            for country in catalog.countries {
                byCCA3[country.cca3] = byCCA2[country.cca2]
            }
            appState.userData.countries = .loaded(CountryCatalog(records: CLDRNamesOverlay(base: base, key: key, names: byCCA3), source: catalog.source))
        } catch {
            appState.userData.countries = .failed(error)
        }
    }

    /// A `--search` that finds nothing may be in a language other than the
    /// chosen one ("Γερμανία", or just "Γερμ", in English): the countries
    /// whose name in some CLDR language holds it are found under that name.
    /// Only then are the names read: a search that finds something costs
    /// nothing here.
    func findByName(_ query: ListQuery) {
        guard let search = query.search?.trimmingWhitespace(), !search.isEmpty, let catalog = appState.userData.countries.value,
              CountryListing.countries(in: catalog, query: query, locale: appState.system.locale).isEmpty,
              let found = try? worldData.countryNames(containing: search), !found.isEmpty else { return }
        // Under each name's own language, so the reason reads "el: Γερμανία".
        var byLanguage: [String: [String: String]] = [:]
        for (code, name) in found {
            if let country = catalog.firstCountry(withCode: code, in: .cca2) { byLanguage[name.language, default: [:]][country.cca3] = name.name }
        }
        var records = catalog.records
        for (language, names) in byLanguage.sorted(by: { $0.key < $1.key }) {
            records = CLDRNamesOverlay(base: records, key: language, names: names)
        }
        appState.userData.countries = .loaded(CountryCatalog(records: records, source: catalog.source))
    }
}
