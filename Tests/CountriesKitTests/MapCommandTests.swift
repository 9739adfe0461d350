import CountriesCLI
import CountriesModel
import Testing

@Suite struct MapCommandTests {
    func parse(_ words: String...) throws -> Command {
        try CommandLineParser.parse(words).command
    }

    @Test func mapTakesACountry_itsOptions_andTheListFilters() throws {
        #expect(try parse("map") == .map(MapQuery()))
        #expect(try parse("map", "fr", "--world", "--width", "120") == .map(MapQuery(country: "fr", world: true, width: 120)))
        #expect(try parse("map", "--region", "africa", "--by", "density")
            == .map(MapQuery(highlight: ListQuery(region: .africa), shading: .density)))
    }

    @Test(arguments: ["19", "401", "0", "-5", "wide", ""])
    func aWidthOutside20to400_isAUsageError(_ width: String) {
        let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(["map", "--width", width]) }
        #expect(error?.message.contains("from 20 to 400") == true)
        #expect(ExitCode.usage.rawValue == 64)
    }

    @Test func widthsAtTheEnds_areTaken() throws {
        #expect(try parse("map", "--width", "20") == .map(MapQuery(width: 20)))
        #expect(try parse("map", "--width=400") == .map(MapQuery(width: 400)))
    }

    @Test(arguments: ["--json", "--format=csv", "--fields=cca3", "--refresh", "--route=/countries"])
    func mapRefusesOutputForScripts(_ option: String) {
        let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(["map", "fr", option]) }
        #expect(error?.command == .map)
    }

    @Test func anUnknownMeasure_isAUsageError_andMapsOptionsAreMapsOwn() {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["map", "--by", "gdp"]) }
        let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(["list", "--world"]) }
        #expect(error?.message == "'--world' is an option of 'map', not of 'list'")
    }

    @Test func helpTellsMap() {
        #expect(Help.text(for: nil).contains("  map "))
        let help = Help.text(for: .map)
        #expect(help.contains("USAGE: countries map [<country>]"))
        #expect(help.contains("--width <n>") && help.contains("--by <value>") && help.contains("--world"))
    }
}
