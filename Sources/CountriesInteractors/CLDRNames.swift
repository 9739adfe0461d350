import CountriesData
import CountriesModel

/// Country names in languages only CLDR has (`--locale el`), as values laid
/// over the data, and a name in any CLDR language found when nothing else
/// fits. It writes nothing: the interactor that asks writes what it returns.
/// A run in English or a REST Countries language reads nothing here.
package struct CLDRNames: Sendable {
    let worldData: any WorldDataRepository

    /// `catalog` with `locale`'s names laid over it, where only CLDR has them.
    func laid(over catalog: CountryCatalog, in locale: NameLocale) throws -> CountryCatalog {
        guard locale.isCLDROnly, let key = locale.translationKey else { return catalog }
        let byCCA2 = try worldData.countryNames(in: key)
        var byCCA3: [String: String] = [:]
        for country in catalog.countries {
            byCCA3[country.cca3] = byCCA2[country.cca2]
        }
        return CountryCatalog(records: CLDRNamesOverlay(base: catalog.records, key: key, names: byCCA3), source: catalog.source)
    }

    /// A `--search` that finds nothing may be in a language other than the
    /// chosen one ("Γερμανία", or just "Γερμ", in English): the catalog with
    /// the countries whose name in some CLDR language holds it named so, or
    /// nil. Only then are the names read: a search that finds something
    /// costs nothing here.
    func found(by query: ListQuery, in catalog: CountryCatalog, locale: NameLocale) -> CountryCatalog? {
        guard let search = query.search?.trimmingWhitespace(), !search.isEmpty,
              CountryListing.countries(in: catalog, query: query, locale: locale).isEmpty,
              let found = try? worldData.countryNames(containing: search), !found.isEmpty else { return nil }
        // Under each name's own language, so the reason reads "el: Γερμανία".
        var byLanguage: [String: [String: String]] = [:]
        for (code, name) in found {
            if let country = catalog.firstCountry(withCode: code, in: .cca2) { byLanguage[name.language, default: [:]][country.cca3] = name.name }
        }
        var records = catalog.records
        for (language, names) in byLanguage.sorted(by: { $0.key < $1.key }) {
            records = CLDRNamesOverlay(base: records, key: language, names: names)
        }
        return CountryCatalog(records: records, source: catalog.source)
    }
}
