import CountriesCLI
@testable import CountriesModel
import CountriesStore
@testable import CountriesUI
import Testing

/// Fuzzing found names, capitals and currencies from a server printed raw: a
/// hostile record cleared the screen, set the window title and forged a row.
@Suite struct HostileDataTests {
    static let evil = Country(
        name: CountryName(common: "Evil\u{1B}]0;owned\u{07}\nLand\tX", official: "\u{1B}[2JCleared"),
        flag: "\u{1B}[31m", cca2: "EV", cca3: "EVL", capitals: ["Cap\u{1B}[H\u{1B}[2Jital"], region: "Eur\nope",
        currencies: [Currency(code: "EVC", name: "evil\u{9B}2J", symbol: "\u{07}")], borders: []
    )
    static let catalog = CountryCatalog([evil])

    /// A control character, a tab aside when `allowingTabs`.
    private func hasControl(_ line: String, allowingTabs: Bool = false) -> Bool {
        line.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && !(allowingTabs && scalar == "\t")) || (0x7F...0x9F).contains(scalar.value)
        }
    }

    @Test func aPipe_getsOneLineOfFiveFields_andNoEscape() {
        let lines = CountriesListView.lines([Self.evil], shown: .whole(Self.catalog), system: SystemState(isTerminal: false))
        #expect(lines.count == 1)
        #expect(lines.first?.split(separator: "\t", omittingEmptySubsequences: false).count == 5)
        #expect(!lines.contains { hasControl($0, allowingTabs: true) })
    }

    @Test func aTerminal_getsNoEscape_fromTheData_inAnyScreen() {
        let system = SystemState(width: 80, height: 24, isTerminal: true)
        let shown = CountriesListView.lines([Self.evil], shown: .whole(Self.catalog), system: system)
            + CountryDetailsView.lines(Self.evil, shown: .whole(Self.catalog), system: system)
            + [BrowseView.title(.details(cca3: "EVL"), shown: .whole(Self.catalog, locale: .english))]
        for line in shown {
            #expect(!hasControl(line), "\(line.debugDescription)")
        }
        #expect(shown.contains { $0.contains("Evil") && $0.contains("Land X") })
    }

    @Test func aNameThatFitsSeveral_isListedWithoutItsEscapes() {
        let twins = CountryCatalog([Self.evil, .fixture("EVM", common: "Evil\u{1B}]0;owned\u{07}\nLand\tX")])
        do {
            _ = try CountryLookup.country("Evil\u{1B}]0;owned\u{07}\nLand\tX", in: twins, locale: .english)
            Issue.record("two countries have that name")
        } catch {
            #expect(!hasControl(String(describing: error)), "\(error)")
        }
    }

    @Test func json_ofAStoredRecord_escapesDELAndC1_soNoTerminalObeysThem() {
        let records = CountryRecordValues.read(RecordTexts(["EVL": "{\"name\": {\"common\": \"Evil\u{9B}2J\u{85}\u{7F}\"}, \"cca3\": \"EVL\"}"]), reading: .text)
        for text in [CountriesJSONView.list([Self.evil], records: records), CountriesJSONView.details(Self.evil, records: records)] {
            #expect(!text.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) }, "\(text.debugDescription)")
            #expect(text.contains(#"Evil\u009b2J\u0085\u007f"#))
        }
    }

    /// Fuzzing found a refreshed name's escape printed raw in Tab's hints and
    /// the completed line, and a cca3's in the screen's title.
    @Test func completionAndTitles_carryNoControlFromTheData() {
        var coded = Self.evil
        coded.cca3 = "E\u{1B}]0;PWNED\u{07}"
        let catalog = CountryCatalog([coded])
        let shown = BrowseCompletion.candidates("evil", catalog: catalog, locale: .english)
            + BrowseCompletion.candidates("e", catalog: catalog, locale: .english)
            + [BrowseView.title(.details(cca3: coded.cca3), shown: .whole(catalog, locale: .english)),
               BrowseView.title(.neighbors(cca3: coded.cca3), shown: .whole(catalog, locale: .english))]
        #expect(shown.contains { $0.hasPrefix("Evil") })
        for line in shown {
            #expect(!hasControl(line), "\(line.debugDescription)")
        }
    }
}
