import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Testing

/// `--fields memberships` names the organisations the store's `Country`
/// holds (the built-in lists laid over the snapshot, v5's own after a
/// refresh), in every format and in `compare`; not the record's text, which
/// the snapshot lacks and v5 keeps as 14 booleans.
@Suite struct MembershipFieldsTests {
    /// France and Nigeria as the store has them offline: the built-in lists
    /// laid over the snapshot, whose records say nothing of memberships.
    static let catalog = CountryCatalog(
        records: MembershipOverlay(base: CountryCatalog.snapshot.records, memberships: [
            "FRA": ["un", "eu", "nato", "eea"], "NGA": ["un", "african_union", "opec"], "ATA": [],
        ], isComplete: true)
    )

    /// France refreshed from v5: its record holds v5's booleans, and the
    /// store the keys they give, with the built-in lists v5 has not.
    static let v5France = V5FactsViewTests.v5Record("FRA", #""memberships": {"un": true, "eu": true, "nato": true, "g7": true, "opec": false}"#)
    static let v5Catalog = CountryCatalog(
        records: MembershipOverlay(base: CountryCatalog.snapshot.records.withMemberships(["FRA": ["un", "eu", "nato", "g7"]]), memberships: ["FRA": ["eea"]], isComplete: true)
    )

    static let fields = [CountryField("cca3")!, CountryField("memberships")!]

    private func render(_ screen: Screen, _ format: OutputFormat, catalog: CountryCatalog = catalog, records: CountryRecordValues = .snapshot) -> String {
        RootView.render(screen, shown: .screen(Routing(screen: screen), of: catalog), records: records, system: SystemState(isTerminal: false, format: format, fields: Self.fields))
    }

    @Test func show_offline_namesTheOrganisations() {
        #expect(render(.details(cca3: "FRA"), .text).split(separator: "\n").dropFirst() == [
            "cca3         FRA", "memberships  UN, EU, NATO, EEA",
        ])
        #expect(render(.details(cca3: "ATA"), .text).split(separator: "\n").last == "memberships  none")
    }

    @Test func json_offline_givesTheKeys_asV5NamesThem() {
        #expect(render(.details(cca3: "NGA"), .json) == """
            {
              "cca3": "NGA",
              "memberships": [
                "un",
                "african_union",
                "opec"
              ]
            }
            """)
        #expect(render(.details(cca3: "ATA"), .ndjson) == #"{"cca3":"ATA","memberships":[]}"#)
    }

    @Test func csvTsvAndNdjson_ofAList_nameThem() {
        let screen = Screen.comparison(cca3s: ["FRA", "NGA"])
        #expect(render(screen, .csv) == "cca3,memberships\r\nFRA,\"UN, EU, NATO, EEA\"\r\nNGA,\"UN, African Union, OPEC\"\r")
        #expect(render(screen, .ndjson) == """
            {"cca3":"FRA","memberships":["un","eu","nato","eea"]}
            {"cca3":"NGA","memberships":["un","african_union","opec"]}
            """)
    }

    @Test func afterAV5Refresh_theyAreV5s_notItsBooleans() {
        let records = CountryRecordValues.read(RecordTexts(["FRA": Self.v5France]))
        #expect(render(.details(cca3: "FRA"), .text, catalog: Self.v5Catalog, records: records).hasSuffix("memberships  UN, EU, NATO, G7, EEA"))
        #expect(render(.details(cca3: "FRA"), .ndjson, catalog: Self.v5Catalog, records: records) == #"{"cca3":"FRA","memberships":["un","eu","nato","g7","eea"]}"#)
    }

    @Test func compare_hasTheRow_byDefault_andWithFields() {
        let countries = ["FRA", "NGA"].compactMap { Self.catalog.country(cca3: $0) }
        let byDefault = CountriesComparisonView.lines(countries, shown: .whole(Self.catalog), records: .snapshot, system: SystemState(isTerminal: false))
        #expect(byDefault.contains("Memberships\tUN, EU, NATO, EEA\tUN, African Union, OPEC"), "\(byDefault)")
        #expect(render(.comparison(cca3s: ["FRA", "NGA"]), .tsv).split(separator: "\n").last == "memberships\tUN, EU, NATO, EEA\tUN, African Union, OPEC")
        let terminal = CountriesComparisonView.lines(
            countries, shown: .whole(Self.catalog), records: .snapshot, system: SystemState(width: 80, isTerminal: true, fields: Self.fields)
        )
        #expect(terminal.contains { $0.hasPrefix("memberships") && $0.contains("UN, EU, NATO, EEA") && $0.contains("UN, African Union,") }, "\(terminal)")
    }
}

private extension CountryRecords {
    /// These records with `memberships` as v5 data decodes them.
    func withMemberships(_ keys: [String: [String]]) -> any CountryRecords {
        DecodedCountries(all.map { country in
            var country = country
            country.memberships = keys[country.cca3]
            return country
        })
    }
}
