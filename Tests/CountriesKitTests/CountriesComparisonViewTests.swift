import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Testing

@Suite struct CountriesComparisonViewTests {
    private let countries = [Country.inSnapshot("FRA"), .inSnapshot("ATA"), .inSnapshot("SHN")]

    @Test(arguments: [80, 120])
    func terminal_oneRowAFact_oneColumnACountry_withinItsWidth(_ width: Int) throws {
        let lines = CountriesComparisonView.lines(countries, shown: .whole(.snapshot), system: SystemState(width: width, isTerminal: true))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines.filter { DisplayWidth.of($0) > width })")
        let titles = try #require(lines.first)
        #expect(titles.hasPrefix(" ") && titles.contains("🇫🇷"))
        // Every country's column starts where its title does.
        let capital = try #require(lines.first { $0.hasPrefix("Capital") })
        #expect(capital.contains("Paris") && capital.contains("none") && capital.contains("Jam"))
        let column = { (line: String, text: String) in line.range(of: text).map { DisplayWidth.of(String(line[..<$0.lowerBound])) } }
        #expect(column(capital, "none") == column(titles, "🇦🇶"))
    }

    /// Too narrow for the labels beside the columns: each label on a line
    /// of its own, the countries' cells under it, still in their columns.
    @Test func terminal_tooNarrowForLabelsBeside_putsThemAbove() throws {
        let lines = CountriesComparisonView.lines(countries, shown: .whole(.snapshot), system: SystemState(width: 40, isTerminal: true))
        let titles = try #require(lines.first)
        let capital = try #require(lines.firstIndex(of: "Capital"))
        let cells = lines[capital + 1]
        #expect(cells.hasPrefix("Paris") && cells.contains("none") && cells.contains("Jamestown"))
        let column = { (line: String, text: String) in line.range(of: text).map { DisplayWidth.of(String(line[..<$0.lowerBound])) } }
        #expect(column(cells, "none") == column(titles, "🇦🇶"))
        #expect(lines.contains("66,351,959    1,300         5,651"))
    }

    @Test func terminal_wrapsALongFactWithinItsColumn() {
        let lines = CountriesComparisonView.lines(countries, shown: .whole(.snapshot), system: SystemState(width: 80, isTerminal: true))
        let official = lines.drop { !$0.hasPrefix("Official name") }.prefix(3)
        #expect(official.joined().contains("Saint Helena,") && official.joined().contains("Tristan da"))
    }

    @Test func pipe_getsATabSeparatedLineAFact_nothingCut() {
        let lines = CountriesComparisonView.lines(countries, shown: .whole(.snapshot), system: SystemState(width: 20, isTerminal: false))
        #expect(lines[0] == "\t🇫🇷 France\t🇦🇶 Antarctica\t🇸🇭 Saint Helena, Ascension and Tristan da Cunha")
        #expect(lines.contains("Capital\tParis\tnone\tJamestown"))
        #expect(lines.contains("Population\t66351959\t1300\t5651"))
    }

    /// `--color always` coloured `list` and `show` in a pipe, not `compare`.
    @Test func pipe_withColourForced_isStyled_andPlainOtherwise() {
        let coloured = CountriesComparisonView.lines(countries, shown: .whole(.snapshot), system: SystemState(isTerminal: false, colorEnabled: true))
        #expect(coloured[0].contains("\u{1B}[1m🇫🇷 France\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[2mCapital\u{1B}[0m\tParis\tnone\tJamestown"))
        let plain = CountriesComparisonView.lines(countries, shown: .whole(.snapshot), system: SystemState(isTerminal: false))
        #expect(!plain.joined().contains("\u{1B}"))
    }

    /// Five countries at 80 columns showed `340,110,9…`; at 20 the columns
    /// ignored the width. Every number is whole, every line within the width.
    @Test(arguments: [80, 60, 40, 20])
    func terminal_neverCutsANumber_andKeepsToTheWidth(_ width: Int) {
        let five = ["FRA", "DEU", "USA", "CHN", "IND"].map(Country.inSnapshot)
        let lines = CountriesComparisonView.lines(five, shown: .whole(.snapshot), system: SystemState(width: width, isTerminal: true))
        let text = lines.joined(separator: "\n")
        for number in ["66,351,959", "340,110,988", "1,408,280,000", "1,417,492,000", "9,525,067"] {
            #expect(text.contains(number), "\(number) at \(width)")
        }
        #expect(!lines.contains { $0.contains("…") && $0.contains(where: \.isNumber) && !$0.contains("Official") }, "\(lines.filter { $0.contains("…") })")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines.filter { DisplayWidth.of($0) > width })")
    }

    @Test func fields_chooseTheRows() {
        var system = SystemState(isTerminal: false)
        system.fields = [CountryField("cca3")!, CountryField("currencies")!]
        #expect(CountriesComparisonView.lines(countries, shown: .whole(.snapshot), records: .snapshot, system: system).dropFirst() == [
            "cca3\tFRA\tATA\tSHN", "currencies\tEUR\tnone\tGBP, SHP",
        ])
    }

    @Test func rootView_rendersTheComparison_inEachFormat() {
        let screen = Screen.comparison(cca3s: ["DEU", "FRA"])
        let fields = [CountryField("cca3")!]
        #expect(RootView.render(screen, shown: .screen(Routing(screen: screen), of: .snapshot), records: .snapshot, system: SystemState(format: .csv, fields: fields)) == "cca3\r\nDEU\r\nFRA\r")
        #expect(RootView.render(screen, shown: .screen(Routing(screen: screen), of: .snapshot), records: .snapshot, system: SystemState(format: .ndjson, fields: fields)) == "{\"cca3\":\"DEU\"}\n{\"cca3\":\"FRA\"}")
        #expect(RootView.render(screen, shown: .screen(Routing(screen: screen), of: .snapshot), records: .snapshot, system: SystemState(format: .tsv, fields: fields)) == "\t🇩🇪 Germany\t🇫🇷 France\ncca3\tDEU\tFRA")
    }
}
