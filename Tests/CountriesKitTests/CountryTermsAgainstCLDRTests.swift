import CountriesModel
import Testing

/// The records' languages, currencies and M49 regions in every CLDR locale
/// the program takes but English, against CLDR's as Babel resolves the
/// tag: Tests/Corpus/cldr-terms.tsv, which the world-data generator writes.
/// Where CLDR names one, the program shows CLDR's; where it names none,
/// the records' own English. English shows the records' own words.
@MainActor
@Suite struct CountryTermsAgainstCLDRTests {
    @Test func everyLocale_namesTheRecordsLanguagesCurrenciesAndRegionsAsCLDRDoes() throws {
        let table = try CLDRTable("cldr-terms.tsv")
        #expect(table.rows.count > 700)
        var byLocale: [NameLocale: LocalizedTerms] = [:]
        var differing: [String] = []
        var compared = 0
        for row in table.rows {
            let locale = try #require(NameLocale(code: row.tag), "\(row.tag) is not taken")
            let terms = byLocale[locale] ?? CountryNamesAgainstCLDRTests.shown(row.tag).1.terms
            byLocale[locale] = terms
            if locale == .english || locale.isRegionalEnglish {
                #expect(terms == LocalizedTerms(), "\(row.tag)")
                continue
            }
            for (column, cldr) in row.names {
                let shown: String? = if column.hasPrefix("L-") {
                    terms.languages[column.dropFirst(2).lowercased()]
                } else if column.hasPrefix("C-") {
                    terms.currencies[String(column.dropFirst(2))]
                } else {
                    terms.regions[column]
                }
                compared += 1
                if shown != (cldr.isEmpty ? nil : cldr) { differing.append("\(row.tag) \(column): \(shown ?? "none"), CLDR \(cldr)") }
            }
        }
        #expect(compared > 200_000)
        #expect(differing == [])
    }

    @Test func showInFrench_namesRegionLanguagesAndCurrenciesInFrench() throws {
        let (locale, catalog) = CountryNamesAgainstCLDRTests.shown("fr")
        let terms = catalog.terms
        // The list's rows hold what a row shows: Germany's languages and currencies are the data's.
        let germany = try #require(CountryCatalog.snapshot.country(cca3: "DEU"))
        #expect(locale.translationKey == "fra")
        #expect(terms.regionName(germany.region) == "Europe" && terms.regionName(germany.subregion) == "Europe de l’Ouest")
        #expect(germany.languages.map(terms.name(of:)) == ["allemand"])
        #expect(germany.currencies.map(terms.name(of:)) == ["euro"])
        #expect(terms.regionName("Central Europe") == "Central Europe")
        #expect(terms.regionName("Antarctic") == "Antarctique")
    }
}
