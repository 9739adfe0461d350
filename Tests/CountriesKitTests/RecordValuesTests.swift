import CountriesApp
import CountriesCLI
import CountriesData
import CountriesJSON
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Foundation
import Testing

/// The records a screen shows are values in the store: the data layer reads
/// each once, when an interactor asks (`CountryRecordReader`), decodes what
/// only v5 records hold (`RecordFactsReader`), and a record that does not
/// read is an error on the one path every error takes.
@MainActor
@Suite struct RecordValuesTests {
    static let cache = DataSource.cache(path: "/c/countries.json", origin: CacheOrigin(base: .snapshot))

    // MARK: - Reading

    @Test func values_holdEachRecordsText_itsValue_andItsFacts() throws {
        let text = V5FactsViewTests.bolivia
        let values = try CountryRecordReader.values(of: RecordTexts(["bol": text]), from: .snapshot, reading: .values)
        #expect(values.reading == .values)
        #expect(values.codes == ["BOL"])
        let record = try #require(values["Bol"])
        #expect(record.text == text, "the text is kept verbatim, for --json")
        #expect(record.value == (try JSONValue.parse(Array(text.utf8))))
        #expect(record.facts.capitals == [
            RecordFacts.Capital(name: "Sucre", roles: ["constitutional"]), RecordFacts.Capital(name: "La Paz", roles: ["executive"]),
        ])
        #expect(record.facts.status == RecordFacts.Status(standing: .sovereign))
        #expect(record.facts.units == ["metric", "Celsius"])
        #expect(record.facts.links == ["https://en.wikipedia.org/wiki/Bolivia"])
        #expect(record.facts.flagColors == ["#D52B1E", "#007934"])
        #expect(record.facts.fips == "BL" && record.facts.gec == "BL")
    }

    /// `--json` with no `--fields` prints the texts: none is parsed, so a
    /// list of every country costs no parse (and a text that would not
    /// parse is not looked at).
    @Test func textReading_parsesNothing() throws {
        let values = try CountryRecordReader.values(of: RecordTexts(["FRA": "not JSON at all"]), from: .snapshot, reading: .text)
        #expect(values.reading == .text)
        #expect(values["FRA"] == CountryRecordValues.Record(text: "not JSON at all", value: nil))
    }

    @Test func aRecordThatIsNotJSON_isTheCachesDamage_namingTheCountry() {
        #expect(throws: CacheError.corrupt(path: "/c/countries.json", reason: "the record of FRA is not JSON: expected a value at byte 9")) {
            try CountryRecordReader.values(of: RecordTexts(["FRA": #"{"cca3": }"#]), from: Self.cache, reading: .values)
        }
        #expect(throws: DamagedRecord(reason: "the record of FRA is not JSON: expected a value at byte 9")) {
            try CountryRecordReader.values(of: RecordTexts(["FRA": #"{"cca3": }"#]), from: .snapshot, reading: .values)
        }
    }

    @Test func aSnapshotRecord_hasNoneOfV5sFacts() throws {
        let france = try #require(CountryCatalog.snapshotTexts["FRA"])
        #expect(RecordFactsReader.facts(in: try JSONValue.parse(Array(france.utf8))) == RecordFacts())
    }

    @Test(arguments: [
        (#"{"parent": {"cca3": "DNK"}, "classification": {"dependency": true, "dependencyType": "autonomous territory"}}"#,
         RecordFacts.Status(standing: .dependency(kind: "autonomous territory", parent: "DNK"))),
        (#"{"classification": {"dependency": true, "dependencyType": "", "disputed": true}}"#,
         RecordFacts.Status(standing: .dependency(kind: "", parent: nil), disputed: true)),
        (#"{"classification": {"sovereign": false, "unObserver": true}}"#, RecordFacts.Status(unObserver: true)),
        (#"{"classification": {"sovereign": false, "dependency": false}}"#, nil),
        (#"{"parent": {"cca3": "DNK"}}"#, nil),
    ] as [(String, RecordFacts.Status?)])
    func status_isTheStanding_andItsMarks_orNoneWhereTheRecordSaysNothing(_ text: String, _ status: RecordFacts.Status?) throws {
        #expect(RecordFactsReader.facts(in: try JSONValue.parse(Array(text.utf8))).status == status)
    }

    @Test func capitals_withoutANameAreLeftOut_andAnEmptyListIsNone() throws {
        let named = #"{"capitals": [{"name": ""}, {"name": "Bern", "roles": ["", "de facto"]}]}"#
        #expect(RecordFactsReader.facts(in: try JSONValue.parse(Array(named.utf8))).capitals == [RecordFacts.Capital(name: "Bern", roles: ["de facto"])])
        #expect(RecordFactsReader.facts(in: try JSONValue.parse(Array(#"{"capitals": []}"#.utf8))).capitals == nil)
    }

    // MARK: - The store

    /// The interactor asks for as much as the output needs: the texts for
    /// `--json`, the values for the rest; a refresh reads them again alike.
    @Test(arguments: [
        (OutputFormat.json, nil, RecordReading.text), (.json, [CountryField("cca3")!], .values), (.ndjson, nil, .values), (.csv, nil, .values),
    ] as [(OutputFormat, [CountryField]?, RecordReading)])
    func theStoreHolds_asMuchOfEachRecord_asTheOutputNeeds(_ format: OutputFormat, _ fields: [CountryField]?, _ reading: RecordReading) async {
        let state = AppState(system: SystemState(format: format, fields: fields))
        let files = MockedCountriesFileRepository(result: .success(.snapshot), texts: .success(RecordTexts(["FRA": CountryCatalog.snapshotTexts["FRA"] ?? ""])))
        await TestContainer.real(state, files: files).interactors.screens.showCountry("fra", refresh: false)
        #expect(files.actions.contains(.loadRecordTexts(["FRA"])))
        let records = state.userData.records.value
        #expect(records?.reading == reading)
        #expect(records?.codes == ["FRA"])
        // The record as it is, but for its `timezones`: the offsets France's zone keeps now, winter's or summer's.
        let original = CountryCatalog.snapshotTexts["FRA"] ?? ""
        #expect([["UTC+01:00"], ["UTC+02:00"]].map { try? ZoneRecordField.replacingOffsets($0, in: original) }.contains(records?["FRA"]?.text))
        #expect((records?["FRA"]?.value != nil) == (reading == .values))
    }

    /// A refresh reads the records on show again from the fresh data, as
    /// the output reads them: `--json`'s texts stay texts, and parse nothing.
    @Test(arguments: [RecordReading.text, .values])
    func aRefresh_readsTheRecordsShownAgain_asTheyWereRead(_ reading: RecordReading) async {
        let texts = RecordTexts(["FRA": #"{"cca3": "FRA"}"#])
        let state = AppState(
            userData: UserData(countries: .loaded(.of(.snapshot, ["FRA"])), records: .loaded(.read(RecordTexts(["FRA": "{}"]), reading: reading))),
            routing: Routing(screen: .details(cca3: "FRA")), system: SystemState(format: reading == .text ? .json : .csv)
        )
        let web = MockedCountriesWebRepository(all: .success([.inSnapshot("FRA")]), requests: 1)
        let files = MockedCountriesFileRepository(result: .success(.snapshot), texts: .success(texts))
        await TestContainer.real(state, files: files, web: web).interactors.countries.refreshCountries()
        #expect(state.userData.refresh == .idle)
        #expect(state.userData.records == .loaded(.read(texts, reading: reading)))
        #expect(files.actions.contains(.loadRecordTexts(["FRA"])))
    }

    /// A record that does not read used to be an empty record on screen
    /// (`capitals` printed nothing, and the run succeeded): it is the
    /// store's error, said in one line with its exit status.
    @Test func aDamagedRecord_endsTheRun_inOneLine_andPrintsNothing() async {
        var texts = CountryCatalog.snapshotTexts
        texts["FRA"] = #"{"cca3": "FRA", "capital": ["Paris""#
        let catalog = CountryCatalog(CountryCatalog.snapshot.countries, source: Self.cache)
        let console = RecordingConsole()
        let app = AppRunner(console: console, environment: [:], terminal: TerminalProbe(), terminate: { _ in }) { configuration in
            TestContainer.real(AppState(system: configuration.system), files: MockedCountriesFileRepository(result: .success(catalog), texts: .success(texts)))
        }
        #expect(await app.run(["show", "fra", "--fields", "capital"]) == .ioError)
        #expect(console.stderr == "Error: the cache /c/countries.json is damaged (the record of FRA is not JSON: expected a value at byte 35); "
            + "delete it to use the built-in data, or refresh it: countries list --refresh")
        #expect(console.stdout.isEmpty)
    }

    /// Issue 30, item 4: the store held the map's shapes as a source that
    /// decoded while the view drew, so a shape that did not decode was
    /// `Error: ...` on stdout and a run that succeeded. The map interactor
    /// has the shapes its screen draws decoded; a failure is
    /// `userData.mapShapes`' error, one line on stderr, the status of data
    /// that cannot be understood.
    @Test func aShapeThatDoesNotDecode_isAnError_neverTheMapsText() async {
        struct Damaged: Error, CustomStringConvertible { var description: String { "shape 3 is cut short" } }
        struct DamagedShapes: MapShapeSource {
            var codes: [String] { ["FRA"] }
            func mainBox(of code: String) -> GeoBox? { GeoBox(west: 0, south: 40, east: 8, north: 50) }
            func shapes(meeting box: GeoBox?) throws -> [CountryShape] { throw Damaged() }
        }
        let console = RecordingConsole()
        let app = AppRunner(console: console, environment: [:], terminal: TerminalProbe(), terminate: { _ in }) { configuration in
            TestContainer.real(
                AppState(system: configuration.system), files: MockedCountriesFileRepository(result: .success(.snapshot)),
                mapShapes: StubMapShapesRepository(.success(DamagedShapes()))
            )
        }
        #expect(await app.run(["map", "fr", "--width", "40"]) == .dataError)
        #expect(console.stdout.isEmpty)
        #expect(console.stderr == "Error: shape 3 is cut short")
    }

    // MARK: - Views

    /// Views render values: no parsing, no file reads, no record's shape,
    /// no printing. The compiler keeps them from repositories; this keeps
    /// them from what their own imports would still allow.
    @Test func views_parseNoRecord_readNoFile_knowNoV5Field_andPrintNothing() throws {
        let forbidden = [
            "JSONValue.parse", "JSONReader", "V5Facts", "OpenFile", "FileDescriptor", "OwnedBytes", "fopen(", "print(",
            #""classification""#, #""dependencyType""#, #""flagColors""#, #""measurementSystem""#, #""roles""#, #""wikipedia""#,
        ]
        let views = Self.repository.appendingPathComponent("Sources/CountriesUI/Views")
        let files = try #require(FileManager.default.enumerator(atPath: views.path)?.allObjects as? [String]).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 20, "the views are where this test looks: \(views.path)")
        for file in files {
            let text = try String(contentsOf: views.appendingPathComponent(file), encoding: .utf8)
            for word in forbidden {
                #expect(!text.contains(word), "\(file) has \(word)")
            }
        }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
