import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Foundation
import Testing

/// Every country's name, in every language, region and script the program
/// takes (and in tags as systems write them: `zh_TW.UTF-8`, `sr_RS@latin`),
/// against CLDR's as Babel resolves the tag: Tests/Corpus/cldr-country-names.tsv,
/// which the world-data generator writes. REST Countries' own translations
/// are shown where it has them: where they differ from CLDR's, docs/DATA.md
/// lists each (`DataReportTests` holds it to the data).
@MainActor
@Suite struct CountryNamesAgainstCLDRTests {
    struct Row {
        let tag: String
        let babelLocale: String
        /// By cca2; "" where CLDR names none.
        let names: [String: String]
    }

    static func table() throws -> [Row] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/cldr-country-names.tsv").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        let codes = try #require(lines.first).split(separator: "\t", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
        var byTag: [String: [String: String]] = [:]
        var rows: [Row] = []
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let names: [String: String]
            if fields.count == 3, fields[2].hasPrefix("=") {
                names = try #require(byTag[String(fields[2].dropFirst())], "\(fields[0]) refers to an unknown line")
            } else {
                try #require(fields.count == codes.count + 2, "\(fields[0]): \(fields.count - 2) names for \(codes.count) countries")
                names = Dictionary(uniqueKeysWithValues: zip(codes, fields.dropFirst(2)))
            }
            byTag[fields[0]] = names
            rows.append(Row(tag: fields[0], babelLocale: fields[1], names: names))
        }
        return rows
    }

    /// What `--locale tag` shows for each country, by cca2, and the locale chosen.
    static func shown(_ tag: String) -> (NameLocale, [String: String]) {
        // The whole list on show, as the names are read again in the language.
        let state = AppState(userData: UserData(countries: .loaded(ShownCountries())))
        let source = CatalogSource(
            webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)),
            worldData: RealWorldDataRepository()
        )
        RealSettingsInteractor(appState: state, source: source).changeLocale(tag)
        let shown = state.userData.countries.value ?? ShownCountries()
        var names: [String: String] = [:]
        for row in shown.list?.rows ?? [] { names[row.country.cca2] = shown.name(of: row.country).common }
        return (state.system.locale, names)
    }

    /// REST Countries' translations that differ from CLDR's, as docs/DATA.md lists them: "de XK".
    static func listedDisagreements() throws -> Set<String> {
        try Set(DataReport.read().table(under: "### Translations").map { "\($0[0]) \($0[1])" }
            + DataReport.read().table(under: "### English").map { "en \($0[0])" })
    }

    @Test func everyLanguageTheProgramTakes_namesEveryCountryAsCLDRDoes_orAsDATAmdSays() throws {
        let rows = try Self.table()
        #expect(rows.count > 300)
        let listed = try Self.listedDisagreements()
        var differing: [String] = []
        var unlisted: [String] = []
        var compared = 0
        for row in rows {
            let (locale, shown) = Self.shown(row.tag)
            #expect(locale != .english || row.tag.hasPrefix("en"), "\(row.tag) is not taken")
            // The language as the lists of DATA.md name it: "de" for REST Countries' deu.
            let language = locale.languageCode
            for (code, cldr) in row.names where !cldr.isEmpty {
                compared += 1
                guard let name = shown[code], name != cldr else { continue }
                if locale.isCLDROnly {
                    differing.append("\(row.tag) \(code): \(name), CLDR (\(row.babelLocale)) \(cldr)")
                } else if !listed.contains("\(language) \(code)") {
                    unlisted.append("\(row.tag) (\(language)) \(code): \(name), CLDR \(cldr)")
                }
            }
        }
        #expect(compared > 70_000)
        #expect(differing == [])
        #expect(unlisted == [])
    }

    @Test func regionsAndScripts_followCLDR() {
        #expect(Self.shown("zh_TW.UTF-8").1["TL"] == "東帝汶")
        #expect(Self.shown("zh-Hant").1["TL"] == "東帝汶")
        #expect(Self.shown("zh-HK").1["TL"] == "東帝汶")
        #expect(Self.shown("zh_CN.UTF-8").1["TL"] == "东帝汶")
        #expect(Self.shown("sr-Latn").1["DE"] == "Nemačka")
        #expect(Self.shown("sr_RS@latin").1["DE"] == "Nemačka")
        #expect(Self.shown("sr_RS.UTF-8").1["DE"] == "Немачка")
        #expect(Self.shown("nb_NO.UTF-8").1["TL"] == "Øst-Timor")
        #expect(Self.shown("nn").1["TL"] == "Aust-Timor")
    }
}
