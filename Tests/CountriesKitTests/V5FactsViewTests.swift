import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Testing

/// What only v5 records hold (a dependency's sovereign, capitals with their
/// roles, units, links, FIPS codes, flag colours) is shown by `show`,
/// `compare` and `--fields`; a snapshot record lacks it, and the lines are absent.
@Suite struct V5FactsViewTests {
    static let pipe = SystemState(width: 80, isTerminal: false)

    /// The snapshot's record of `cca3` with v5's additions as the cache keeps them.
    static func v5Record(_ cca3: String, _ additions: String) -> String {
        var text = CountryCatalog.snapshotTexts[cca3] ?? "{}"
        text.removeLast() // the closing brace
        return text + ", " + additions + "}"
    }

    static let bolivia = v5Record("BOL", #"""
        "classification": {"sovereign": true, "unMember": true, "unObserver": false, "dependency": false, "disputed": false, "dependencyType": "", "isoStatus": "official"},
        "capitals": [{"name": "Sucre", "latlng": [-19.02, -65.26], "roles": ["constitutional"], "primary": true},
                     {"name": "La Paz", "latlng": [-16.5, -68.15], "roles": ["executive"], "primary": false}],
        "units": {"measurementSystem": "metric", "temperatureScale": "Celsius"},
        "links": {"wikipedia": "https://en.wikipedia.org/wiki/Bolivia", "official": ""},
        "fips": "BL", "gec": "BL", "flagColors": {"dominant": "#D52B1E", "prominent": "#007934", "palette": []}
        """#)

    static let greenland = v5Record("GRL", #"""
        "parent": {"cca2": "DK", "cca3": "DNK"},
        "classification": {"sovereign": false, "unMember": false, "unObserver": false, "dependency": true, "disputed": false, "dependencyType": "autonomous territory", "isoStatus": "official"}
        """#)

    private func details(_ cca3: String, records: CountryRecordValues, _ system: SystemState = pipe) -> [String] {
        CountryDetailsView.lines(.inSnapshot(cca3), shown: .whole(.snapshot), records: records, system: system)
    }

    @Test func show_tellsEachCapitalsRole_theStatus_unitsLinksAndCodes() {
        let lines = details("BOL", records: .read(RecordTexts(["BOL": Self.bolivia])))
        #expect(lines.contains("Capital           Sucre (constitutional), La Paz (executive)"), "\(lines)")
        #expect(lines.contains("Status            sovereign"))
        #expect(lines.contains("Units             metric, Celsius"))
        #expect(lines.contains("Links             https://en.wikipedia.org/wiki/Bolivia"))
        #expect(lines.contains("Flag colours      #D52B1E, #007934"))
        #expect(lines.contains { $0.hasPrefix("Codes") && $0.hasSuffix("cioc BOL  fips BL  gec BL") }, "\(lines)")
    }

    /// After a v5 refresh, `show fr` at 80 columns broke the codes line
    /// inside a pair (`fips FR gec` / `FR`): it breaks between pairs.
    @Test(arguments: [60, 44, 30])
    func aWrappedCodesLine_breaksBetweenPairs(_ width: Int) {
        let france = Self.v5Record("FRA", #""fips": "FR", "gec": "FR""#)
        let lines = details("FRA", records: .read(RecordTexts(["FRA": france])), SystemState(width: width, isTerminal: true))
        let start = lines.firstIndex { $0.hasPrefix("Codes") }!
        let codeLines = [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
        #expect(codeLines.count > 1 && codeLines.allSatisfy { DisplayWidth.of($0) <= width }, "\(codeLines)")
        let pairs = codeLines.map { String($0.dropFirst($0.hasPrefix("Codes") ? 5 : 0)).trimmingWhitespace() }
        let expected = ["cca2 FR", "cca3 FRA", "ccn3 250", "cioc FRA", "fips FR", "gec FR"]
        #expect(pairs.flatMap { $0.split(separator: "  ").map(String.init) } == expected, "\(codeLines)")
    }

    @Test func show_namesADependencysSovereign_andItsKind() {
        let lines = details("GRL", records: .read(RecordTexts(["GRL": Self.greenland])))
        #expect(lines.contains("Status            autonomous territory of Denmark (DNK)"), "\(lines)")
    }

    /// The snapshot has none of it: no line, not "none".
    @Test func aSnapshotCountry_simplyLacksThem() {
        let lines = details("BOL", records: .snapshot)
        #expect(lines.contains("Capital           Sucre"))
        #expect(!lines.contains { ["Status", "Units", "Links", "Flag colours"].contains(where: $0.hasPrefix) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Codes") && !$0.contains("fips") })
    }

    @Test func compare_hasARow_forWhatAnyOfItsCountriesHas() {
        let lines = CountriesComparisonView.lines(
            [.inSnapshot("BOL"), .inSnapshot("FRA")], shown: .whole(.snapshot),
            records: .read(RecordTexts(["BOL": Self.bolivia, "FRA": CountryCatalog.snapshotTexts["FRA"] ?? ""])), system: Self.pipe
        )
        #expect(lines.contains("Capital\tSucre (constitutional), La Paz (executive)\tParis"), "\(lines)")
        #expect(lines.contains("Status\tsovereign\tnone"))
    }

    @Test func fields_readTheAdditions_capitalsWithTheirRoles() throws {
        var system = Self.pipe
        system.fields = try CountryField.list("capitals,parent.cca3,classification.dependencyType,units.temperatureScale,gec").get()
        let bolivia = details("BOL", records: .read(RecordTexts(["BOL": Self.bolivia])), system)
        #expect(bolivia.dropFirst() == [
            "capitals                       Sucre (constitutional), La Paz (executive)",
            "parent.cca3                    none",
            "classification.dependencyType  none",
            "units.temperatureScale         Celsius",
            "gec                            BL",
        ], "\(bolivia)")
        let greenland = details("GRL", records: .read(RecordTexts(["GRL": Self.greenland])), system)
        #expect(greenland.contains("parent.cca3                    DNK"))
        #expect(greenland.contains("classification.dependencyType  autonomous territory"))
    }
}
