import CountriesData
import CountriesModel

/// Country names in every language but English, as values laid over the
/// data: CLDR's, as CLDR's parent locales give them (`--locale de` and
/// `deu` alike, `pt-BR`, `zh-Hant`), and a name in any CLDR language found
/// when nothing else fits. It writes nothing: the interactor that asks
/// writes what it returns. A run in English reads nothing here.
package struct CLDRNames: Sendable {
    let worldData: any WorldDataRepository

    /// `catalog` with `locale`'s names laid over it (docs/DATA.md, "Country
    /// names"): CLDR's in every language, region and script; in a regional
    /// English (`en_001`), those CLDR gives there and not in `en`, over the
    /// records' own. The official name is REST Countries' translation where
    /// it has the language in that script and the translation is of that
    /// country (`OfficialNames`), else the English one; where CLDR names a
    /// country not at all, its English names stand (and it sorts after the
    /// named ones, as a list in a language does). The records' languages,
    /// currencies and regions are named in the language too (`terms`).
    func laid(over catalog: CountryCatalog, in locale: NameLocale) throws -> CountryCatalog {
        guard let key = locale.translationKey else { return catalog }
        let language = locale.languageCode
        let cldr = try worldData.countryNames(in: language)
        if locale.isRegionalEnglish {
            let english = try worldData.countryNames(in: "en")
            var names: [String: CountryName] = [:]
            for country in catalog.countries {
                let own = cldr[country.cca2].flatMap { $0 == english[country.cca2] ? nil : $0 }
                names[country.cca3] = CountryName(common: own ?? country.name.common, official: country.name.official)
            }
            return CountryCatalog(records: CLDRNamesOverlay(base: catalog.records, key: key, names: names, terms: LocalizedTerms()), source: catalog.source)
        }
        var translations: [String: CountryName] = [:]
        if let restKey = locale.officialNamesKey {
            for country in catalog.countries {
                translations[country.cca2] = catalog.records.translation(cca3: country.cca3, key: restKey)
            }
        }
        let trusted = OfficialNames.shown(translations: translations, cldr: cldr)
        var names: [String: CountryName] = [:]
        for country in catalog.countries {
            guard let name = cldr[country.cca2] else { continue }
            let official = trusted.contains(country.cca2) ? translations[country.cca2]?.official : nil
            names[country.cca3] = CountryName(common: name, official: official ?? country.name.official)
        }
        let terms = try worldData.terms(in: language)
        return CountryCatalog(records: CLDRNamesOverlay(base: catalog.records, key: key, names: names, terms: terms), source: catalog.source)
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
