import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Testing

@Suite struct CountriesComparisonViewTests {
    private let countries = [Country.inSnapshot("FRA"), .inSnapshot("ATA"), .inSnapshot("SHN")]

    @Test(arguments: [40, 80, 120])
    func terminal_oneRowAFact_oneColumnACountry_withinItsWidth(_ width: Int) throws {
        let lines = CountriesComparisonView.lines(countries, catalog: .snapshot, system: SystemState(width: width, isTerminal: true))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines.filter { DisplayWidth.of($0) > width })")
        let titles = try #require(lines.first)
        #expect(titles.hasPrefix(" ") && titles.contains("🇫🇷"))
        // Every country's column starts where its title does.
        let capital = try #require(lines.first { $0.hasPrefix("Capital") })
        #expect(capital.contains("Paris") && capital.contains("none") && capital.contains("Jam"))
        let column = { (line: String, text: String) in line.range(of: text).map { DisplayWidth.of(String(line[..<$0.lowerBound])) } }
        #expect(column(capital, "none") == column(titles, "🇦🇶"))
    }

    @Test func terminal_wrapsALongFactWithinItsColumn() {
        let lines = CountriesComparisonView.lines(countries, catalog: .snapshot, system: SystemState(width: 80, isTerminal: true))
        let official = lines.drop { !$0.hasPrefix("Official name") }.prefix(3)
        #expect(official.joined().contains("Saint Helena,") && official.joined().contains("Tristan da"))
    }

    @Test func pipe_getsATabSeparatedLineAFact_nothingCut() {
        let lines = CountriesComparisonView.lines(countries, catalog: .snapshot, system: SystemState(width: 20, isTerminal: false))
        #expect(lines[0] == "\t🇫🇷 France\t🇦🇶 Antarctica\t🇸🇭 Saint Helena, Ascension and Tristan da Cunha")
        #expect(lines.contains("Capital\tParis\tnone\tJamestown"))
        #expect(lines.contains("Population\t66351959\t1300\t5651"))
    }

    @Test func fields_chooseTheRows() {
        var system = SystemState(isTerminal: false)
        system.fields = [CountryField("cca3")!, CountryField("currencies")!]
        #expect(CountriesComparisonView.lines(countries, catalog: .snapshot, records: CountryCatalog.snapshotTexts, system: system).dropFirst() == [
            "cca3\tFRA\tATA\tSHN", "currencies\tEUR\tnone\tGBP, SHP",
        ])
    }

    @Test func rootView_rendersTheComparison_inEachFormat() {
        let screen = Screen.comparison(cca3s: ["DEU", "FRA"])
        let fields = [CountryField("cca3")!]
        #expect(RootView.render(screen, catalog: .snapshot, records: CountryCatalog.snapshotTexts, system: SystemState(format: .csv, fields: fields)) == "cca3\r\nDEU\r\nFRA\r")
        #expect(RootView.render(screen, catalog: .snapshot, records: CountryCatalog.snapshotTexts, system: SystemState(format: .ndjson, fields: fields)) == "{\"cca3\":\"DEU\"}\n{\"cca3\":\"FRA\"}")
        #expect(RootView.render(screen, catalog: .snapshot, records: CountryCatalog.snapshotTexts, system: SystemState(format: .tsv, fields: fields)) == "\t🇩🇪 Germany\t🇫🇷 France\ncca3\tDEU\tFRA")
    }
}
