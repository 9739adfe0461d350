import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Foundation
import Testing

/// Every country's name in every CLDR locale (and in tags as systems write
/// them: `zh_TW.UTF-8`, `sr_RS@latin`), against CLDR's as Babel resolves
/// the tag: Tests/Corpus/cldr-country-names.tsv, which the world-data
/// generator writes. Every name shown is CLDR's, one rule for all, but the
/// records' own English names docs/DATA.md lists (`DataReportTests` holds
/// that list to the data).
@MainActor
@Suite struct CountryNamesAgainstCLDRTests {
    /// What the whole list shows with `--locale tag`, as the names are read
    /// again in the language, and the locale chosen.
    static func shown(_ tag: String) -> (NameLocale, ShownCountries) {
        let state = AppState(userData: UserData(countries: .loaded(ShownCountries())))
        let source = CatalogSource(
            webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)),
            worldData: RealWorldDataRepository()
        )
        RealSettingsInteractor(appState: state, source: source).changeLocale(tag)
        return (state.system.locale, state.userData.countries.value ?? ShownCountries())
    }

    /// Each country's name `--locale tag` shows, by cca2.
    static func names(_ tag: String) -> (NameLocale, [String: CountryName]) {
        let (locale, shown) = shown(tag)
        var names: [String: CountryName] = [:]
        for row in shown.list?.rows ?? [] {
            // A row holds no cca2: the data's country does.
            if let cca2 = CountryCatalog.snapshot.country(cca3: row.country.cca3)?.cca2 { names[cca2] = shown.name(of: row.country) }
        }
        return (locale, names)
    }

    /// The English names of the records docs/DATA.md lists as shown where CLDR's differ.
    static func listedEnglish() throws -> Set<String> {
        Set(try DataReport.read().table(under: "### English").map { $0[0] })
    }

    @Test func everyLocaleCLDRHas_namesEveryCountryAsCLDRDoes_butTheListedEnglishOnes() throws {
        let table = try CLDRTable("cldr-country-names.tsv")
        #expect(table.rows.count > 1_000)
        let listed = try Self.listedEnglish()
        let englishNames = Dictionary(uniqueKeysWithValues: CountryCatalog.snapshot.countries.map { ($0.cca2, $0.name.common) })
        var byLocale: [NameLocale: [String: CountryName]] = [:]
        var differing: [String] = []
        var refused: [String] = []
        var compared = 0
        for row in table.rows {
            let named = row.names.values.filter { !$0.isEmpty }.count
            guard let locale = NameLocale(code: row.tag) else {
                // A language CLDR names too few countries in (docs/data/world/README.md) is not taken.
                if named >= 200 { refused.append("\(row.tag) (\(named) names)") }
                continue
            }
            let shown = try byLocale[locale] ?? {
                let (chosen, names) = Self.names(row.tag)
                try #require(chosen == locale, "\(row.tag)")
                byLocale[locale] = names
                return names
            }()
            let english = locale == .english || locale.isRegionalEnglish
            #expect(english == row.babelLocale.hasPrefix("en"), "\(row.tag) is taken as \(locale)")
            for (code, cldr) in row.names where !cldr.isEmpty {
                compared += 1
                guard let name = shown[code]?.common, name != cldr else { continue }
                if english, listed.contains(code), name == englishNames[code] { continue }
                differing.append("\(row.tag) \(code): \(name), CLDR (\(row.babelLocale)) \(cldr)")
            }
        }
        #expect(compared > 200_000)
        #expect(refused == [])
        #expect(differing == [])
    }

    /// No two countries share a name in a language, unless CLDR gives them one.
    @Test func noTwoCountries_shareAName_unlessCLDRDoes() throws {
        let table = try CLDRTable("cldr-country-names.tsv")
        var shared: [String] = []
        var seen: Set<NameLocale> = []
        for row in table.rows {
            guard let locale = NameLocale(code: row.tag), seen.insert(locale).inserted else { continue }
            let (_, shown) = Self.names(row.tag)
            let byName = Dictionary(grouping: shown.keys.sorted(), by: { shown[$0]?.common ?? "" })
            for (name, codes) in byName where codes.count > 1 {
                let cldrShares = codes.allSatisfy { row.names[$0] == name }
                if !cldrShares { shared.append("\(row.tag): \(name) \(codes)") }
            }
        }
        #expect(seen.count > 250)
        #expect(shared == [])
    }

    @Test func regionsAndScripts_followCLDR() {
        let name = { (tag: String, code: String) in Self.names(tag).1[code]?.common }
        #expect(name("zh_TW.UTF-8", "TL") == "東帝汶")
        #expect(name("zh-Hant", "TL") == "東帝汶")
        #expect(name("zh-HK", "TL") == "東帝汶")
        #expect(name("zh_CN.UTF-8", "TL") == "东帝汶")
        #expect(name("sr-Latn", "DE") == "Nemačka")
        #expect(name("sr_RS@latin", "DE") == "Nemačka")
        #expect(name("sr_RS.UTF-8", "DE") == "Немачка")
        #expect(name("nb_NO.UTF-8", "TL") == "Øst-Timor")
        #expect(name("nn", "TL") == "Aust-Timor")
        // REST Countries' German and European Portuguese are no longer what de and pt-BR show.
        #expect(name("de", "CI") == name("de-CH", "CI"))
        #expect(name("deu", "BY") == "Belarus")
        #expect(name("pt-BR", "IR") == "Irã" && name("pt-BR", "VN") == "Vietnã" && name("pt-BR", "PL") == "Polônia")
        #expect(name("pt-PT", "IR") == "Irão")
        // British English has its own forms; American is the records' own.
        #expect(name("en_GB.UTF-8", "LC") == "St Lucia" && name("en_AU", "PM") == "St Pierre & Miquelon" && name("en_US", "LC") == "Saint Lucia")
        #expect(name("en_AU", "LC") == "Saint Lucia")
        #expect(name("hu", "TZ") == "Tanzánia" && name("pl", "SS") == "Sudan Południowy" && name("sk", "GF") == "Francúzska Guyana")
    }

    @Test func theOfficialName_isAnOfficialName() {
        let official = { (tag: String, code: String) in Self.names(tag).1[code]?.official }
        // No translation of it: the English one, never the common name.
        #expect(official("el", "DE") == "Federal Republic of Germany")
        #expect(official("zh", "CN") == "People's Republic of China")
        #expect(official("nb", "NO") == "Kingdom of Norway")
        // REST Countries' translation, where it has the language in this script.
        #expect(official("de", "DE") == "Bundesrepublik Deutschland")
        #expect(official("de-CH", "DE") == "Bundesrepublik Deutschland")
        #expect(official("sr", "RS") == "Република Србија")
        #expect(official("sr-Latn", "RS") == "Republic of Serbia")
        #expect(official("zh-Hant", "TW") == "Republic of China (Taiwan)")
        // Its translation of another country is not taken.
        #expect(official("hu", "TZ") == "United Republic of Tanzania")
        #expect(official("hu", "TJ") == "Tádzsik Köztársaság")
        #expect(official("pl", "SS") == "Republic of South Sudan")
        #expect(official("sr", "GN") == "Republic of Guinea")
    }
}
