@testable import CountriesCLI
@testable import CountriesData
@testable import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Foundation
import Testing

@Suite struct CountriesListViewTests {
    private let pipe = SystemState(width: 80, isTerminal: false)
    private let terminal = SystemState(width: 60, isTerminal: true)

    @Test func pipe_getsTabSeparatedFields_plainDigits_noEscapes() {
        let lines = CountriesListView.lines([.inSnapshot("FRA"), .inSnapshot("USA")], shown: .whole(.snapshot), system: pipe)
        #expect(lines == ["🇫🇷\tFrance\tFRA\t66351959\tEurope", "🇺🇸\tUnited States\tUSA\t340110988\tAmericas"])
    }

    @Test func terminal_getsAHeader_alignedColumns_groupedDigits_withinItsWidth() throws {
        let countries = CountryListing.countries(in: .snapshot, query: ListQuery(), locale: .english)
        let lines = CountriesListView.lines(countries, shown: .whole(.snapshot), system: terminal)
        try #require(lines.count == 251)
        #expect(lines[0].hasPrefix("    NAME"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(lines.filter { DisplayWidth.of($0) > 60 })")
        #expect(lines.contains { $0.contains("USA") && $0.contains("340,110,988") })
        // Long names are cut with an ellipsis; every code starts in the same column.
        #expect(lines.contains { $0.contains("…") })
        let codeColumns = zip(countries, lines.dropFirst()).map { country, line in
            line.range(of: "  \(country.cca3)  ").map { DisplayWidth.of(String(line[..<$0.lowerBound])) }
        }
        #expect(Set(codeColumns).count == 1 && codeColumns.first! != nil)
    }

    @Test func terminal_inAnotherLocale_showsTranslatedNames() {
        var german = terminal
        german.locale = NameLocale(code: "de")!
        #expect(CountriesListView.lines([.inSnapshot("DEU")], shown: .whole(.snapshot, locale: german.locale), system: german).last?.contains("Deutschland") == true)
    }

    @Test func color_wrapsCellsInEscapes_onlyWhenEnabled() {
        var colored = terminal
        colored.colorEnabled = true
        #expect(CountriesListView.lines([.inSnapshot("FRA")], shown: .whole(.snapshot), system: colored).last?.contains("\u{1B}[") == true)
        #expect(CountriesListView.lines([.inSnapshot("FRA")], shown: .whole(.snapshot), system: terminal).last?.contains("\u{1B}[") == false)
    }

    @Test func noCountries_noLines() {
        #expect(CountriesListView.lines([], shown: .whole(.snapshot), system: terminal).isEmpty)
        #expect(CountriesListView.lines([], shown: .whole(.snapshot), system: pipe).isEmpty)
    }
}

@Suite struct CountryDetailsViewTests {
    private func lines(_ cca3: String, _ system: SystemState = SystemState(width: 80, isTerminal: false)) -> [String] {
        CountryDetailsView.lines(.inSnapshot(cca3), shown: .whole(.snapshot, locale: system.locale), system: system, times: Self.parisInWinter)
    }

    /// France's zone as the tz database gives it in January.
    static let parisInWinter = TimeTable(instant: 0, rows: [ZoneTime(
        cca3: "FRA", cca2: "FR", zone: "Europe/Paris", comment: nil,
        reading: ZoneReading(offsetSeconds: 3600, abbreviation: "CET", isDaylightSaving: false), local: CivilDateTime(wallSeconds: 3600), next: nil
    )])

    private func value(_ label: String, of cca3: String) -> String? {
        lines(cca3).first { $0.hasPrefix(label + " ") }.map { String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func france_showsEveryFactTheContractNames() {
        #expect(lines("FRA").first == "🇫🇷  France")
        #expect(value("Official name", of: "FRA") == "French Republic")
        #expect(value("Codes", of: "FRA") == "cca2 FR  cca3 FRA  ccn3 250  cioc FRA")
        #expect(value("Capital", of: "FRA") == "Paris")
        #expect(value("Region", of: "FRA") == "Europe · Western Europe")
        #expect(value("Population", of: "FRA") == "66351959")
        #expect(value("Area", of: "FRA") == "543908 km²")
        #expect(value("Languages", of: "FRA") == "French")
        #expect(value("Currencies", of: "FRA") == "euro (€, EUR)")
        // The tz database's zones with their offsets now, not REST Countries' offsets ("UTC-10:00, ...").
        #expect(value("Timezones", of: "FRA") == "Europe/Paris UTC+01:00")
        #expect(value("Calling code", of: "FRA") == "+33")
        #expect(value("Top-level domain", of: "FRA") == ".fr")
        #expect(value("Neighbours", of: "FRA")?.hasPrefix("Andorra (AND), Belgium (BEL), Germany (DEU)") == true)
    }

    @Test func drivingSide_comesFromTheV31CarField() {
        #expect(value("Drives on", of: "GBR") == "left")
        #expect(value("Drives on", of: "FRA") == "right")
    }

    @Test func theSnapshot_hasNoMembershipsNorGovernment_soThoseLinesAreAbsent_notNo() {
        let france = lines("FRA")
        #expect(!france.contains { $0.hasPrefix("Memberships") || $0.hasPrefix("Government") })
    }

    @Test func v5Data_showsMembershipsAndGovernment_byTheirUsualNames() {
        var france = Country.inSnapshot("FRA")
        france.memberships = ["un", "eu", "eurozone", "schengen", "nato", "oecd", "g7", "g20", "african_union"]
        france.governmentType = "Unitary semi-presidential republic"
        let shown = CountryDetailsView.lines(france, shown: .whole(.snapshot), system: SystemState(width: 80, isTerminal: false))
        #expect(shown.contains("Memberships       UN, EU, Eurozone, Schengen, NATO, OECD, G7, G20, African Union"))
        #expect(shown.contains("Government        Unitary semi-presidential republic"))
        france.memberships = []
        let none = CountryDetailsView.lines(france, shown: .whole(.snapshot), system: SystemState(width: 80, isTerminal: false))
        #expect(none.contains("Memberships       none"), "the data says it belongs to none of them")
    }

    @Test func antarctica_saysNonePlainly_forWhatItLacks() {
        #expect(value("Capital", of: "ATA") == "none")
        #expect(value("Currencies", of: "ATA") == "none")
        #expect(value("Languages", of: "ATA") == "none")
        #expect(value("Calling code", of: "ATA") == "none")
        #expect(value("Neighbours", of: "ATA") == "none")
        #expect(value("Region", of: "ATA") == "Antarctic")
        #expect(value("Codes", of: "ATA") == "cca2 AQ  cca3 ATA  ccn3 010")
    }

    @Test func bouvetIsland_uninhabited_noCapital_noNeighbours() {
        #expect(value("Population", of: "BVT") == "0")
        #expect(value("Capital", of: "BVT") == "none")
        #expect(value("Neighbours", of: "BVT") == "none")
        #expect(value("Calling code", of: "BVT") == "+47")
    }

    @Test func china_namesAllSixteenNeighbours_withCodes() throws {
        let neighbours = try #require(value("Neighbours", of: "CHN")).components(separatedBy: ", ")
        #expect(neighbours.count == 16)
        #expect(neighbours.contains("India (IND)") && neighbours.contains("Mongolia (MNG)"))
    }

    @Test(arguments: [("FLK", "3,662"), ("ATA", "1,300"), ("PCN", "35"), ("CHN", "1,408,280,000")])
    func aTerminal_groupsDigitsByThree_fourDigitNumbersToo(_ cca3: String, _ population: String) {
        let shown = lines(cca3, SystemState(width: 80, isTerminal: true))
        #expect(shown.contains { $0.hasPrefix("Population") && $0.hasSuffix("  " + population) }, "\(shown)")
    }

    @Test func unitedStates_callingCodeIsPlusOne() {
        #expect(value("Calling code", of: "USA") == "+1")
    }

    @Test func terminal_wrapsLongListsUnderTheirLabel_andGroupsDigits() {
        let wrapped = lines("CHN", SystemState(width: 60, isTerminal: true))
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= 60 })
        #expect(wrapped.contains { $0.hasPrefix("Population") && $0.hasSuffix("1,408,280,000") })
        let neighbourLines = wrapped.drop { !$0.hasPrefix("Neighbours") }
        #expect(neighbourLines.count > 1)
        #expect(neighbourLines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: 18)) })
    }

    @Test func locale_translatesTheTitleAndTheNeighbours() {
        let japanese = lines("FRA", SystemState(locale: NameLocale(code: "ja")!))
        #expect(japanese.first == "🇫🇷  フランス")
        #expect(japanese.contains { $0.hasPrefix("Neighbours") && $0.contains("ドイツ (DEU)") })
    }
}

@Suite struct CountriesJSONViewTests {
    @Test func list_isOneArrayOfTheRecords_inOrder() throws {
        let countries = [Country.inSnapshot("FRA"), .inSnapshot("ATA")]
        let parsed = try JSONSerialization.jsonObject(with: Data(CountriesJSONView.list(countries, records: .snapshot).utf8)) as? [[String: Any]]
        #expect(parsed?.compactMap { $0["cca3"] as? String } == ["FRA", "ATA"])
        #expect(parsed?.first?.keys.count == 35)
    }

    @Test func emptyList_isAnEmptyArray() {
        #expect(CountriesJSONView.list([], records: CountryRecordValues()) == "[]")
    }

    @Test func details_isOneObject_withTheV31Shape() throws {
        let parsed = try JSONSerialization.jsonObject(with: Data(CountriesJSONView.details(.inSnapshot("FRA"), records: .snapshot).utf8)) as? [String: Any]
        #expect((parsed?["name"] as? [String: Any])?["common"] as? String == "France")
        #expect(parsed?["capital"] as? [String] == ["Paris"])
        #expect(parsed?["population"] as? Int == 66_351_959)
    }
}

@Suite struct SearchReasonViewTests {
    private let france = Country.inSnapshot("FRA")

    @Test func onATerminal_aReasonFollowsTheRow() {
        let lines = CountriesListView.lines([france], shown: .whole(.snapshot), system: SystemState(width: 80, isTerminal: true), reasons: ["capital: Paris"])
        #expect(lines.last?.hasSuffix("Europe  capital: Paris") == true)
    }

    @Test func inAPipe_theLineKeepsItsFormat() {
        let plain = CountriesListView.lines([france], shown: .whole(.snapshot), system: SystemState(isTerminal: false))
        #expect(RootView.render(.list(ListQuery(search: "paris")), shown: .screen(Routing(screen: .list(ListQuery(search: "paris"))), of: .snapshot), system: SystemState(isTerminal: false)) == plain.joined(separator: "\n"))
    }
}

/// The refresh's progress line counts the requests only once they are known:
/// it said "0 of 1" before "0 of 4" (found trying browse as a new user).
@Suite struct ProgressViewTests {
    @Test func theCount_appearsOnceTheNumberOfRequestsIsKnown() {
        #expect(ProgressView.line(RefreshProgress(source: "https://x.test", answered: 0, requests: nil)) == "Fetching countries from https://x.test…")
        #expect(ProgressView.line(RefreshProgress(source: "https://x.test", answered: 1, requests: 4)) == "Fetching countries from https://x.test: 1 of 4 requests answered")
        #expect(ProgressView.count(RefreshProgress(source: "s", answered: 0, requests: nil)) == nil)
    }
}
