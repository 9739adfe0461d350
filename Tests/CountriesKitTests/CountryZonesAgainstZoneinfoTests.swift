import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesJSON
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// Every country's zones as `show`, `compare`, `--fields` and `--json` give
/// them, against Python's zoneinfo over the same TZif files
/// (`Tests/Corpus/zoneinfo-offsets.tsv`): each zone with the offset it keeps
/// at the moment shown, in winter and in summer, never REST Countries'
/// offsets, which are those of when its data was made.
@MainActor
@Suite struct CountryZonesAgainstZoneinfoTests {
    /// zoneinfo's offset of a zone at an instant before 2037: that of its last change by then.
    static func zoneinfoOffsets() throws -> (Int64, String) -> Int? {
        var changes: [String: [(Int64, Int)]] = [:]
        for group in try ZoneinfoAgreementTests.table() {
            let rows = group.rows.filter(\.isChange).map { ($0.instant, $0.reading.offsetSeconds) }
            for name in group.names { changes[name] = rows }
        }
        return { instant, zone in changes[zone]?.last { $0.0 <= instant }?.1 }
    }

    nonisolated static let winter = Timestamp(secondsSince1970: Double(TimeZoneRuleTests.utc(2026, 1, 15, 12)))
    nonisolated static let summer = Timestamp(secondsSince1970: Double(TimeZoneRuleTests.utc(2026, 7, 1, 12)))

    /// `list` in `format`, at `instant`, with every country's record read.
    static func everyCountry(_ format: OutputFormat, fields: [String]? = nil, at instant: Timestamp) async -> AppState {
        let state = AppState(userData: UserData(countries: .loaded(.whole(.snapshot))), system: SystemState(format: format, fields: fields?.compactMap(CountryField.init)))
        let files = MockedCountriesFileRepository(result: .success(.snapshot), texts: .success(CountryCatalog.snapshotTexts))
        let container = TestContainer.real(state, files: files, clock: FixedClock(instant))
        await container.interactors.screens.showList(ListQuery(), refresh: false)
        return state
    }

    @Test(arguments: [winter, summer])
    func everyCountrysRecord_hasItsZonesOffsetsAtTheMomentShown(at instant: Timestamp) async throws {
        let offset = try Self.zoneinfoOffsets()
        let zones = RealTimeZoneRepository()
        let seconds = Int64(instant.secondsSince1970)
        let json = await Self.everyCountry(.json, at: instant)
        let fields = await Self.everyCountry(.tsv, fields: ["timezones", "zones"], at: instant)
        var wrong: [String] = []
        var zoned = 0
        for country in CountryCatalog.snapshot.countries {
            let countryZones = try zones.zones(ofCountry: country.cca2).map(\.zone)
            zoned += countryZones.isEmpty ? 0 : 1
            let offsets = try countryZones.map { zone in try #require(offset(seconds, zone), "\(zone) in zoneinfo") }
            let expected = JSONValue.array(Set(offsets).sorted().map { .string("UTC" + ZoneReading.offsetText($0)) })
            // The record's own where it says the same ("UTC" for "UTC+00:00" too), else the zones'.
            let printed = try JSONValue.parse(Array(try #require(json.userData.records.value?.text(cca3: country.cca3)).utf8))
            if !Self.same(printed["timezones"], expected) { wrong.append("--json \(country.cca2): \(String(describing: printed["timezones"])), zoneinfo \(expected)") }
            let read = fields.userData.records.value?[country.cca3]?.value
            if !Self.same(read?["timezones"], expected) { wrong.append("--fields \(country.cca2): \(String(describing: read?["timezones"]))") }
            if read?["zones"] != .array(countryZones.map(JSONValue.string)) { wrong.append("--fields zones \(country.cca2)") }
        }
        // Bouvet Island and Heard Island have no zone; every other country has one.
        #expect(zoned == 248)
        #expect(wrong == [])
    }

    static func same(_ value: JSONValue?, _ expected: JSONValue) -> Bool {
        guard case let .array(items)? = value, case let .array(wanted) = expected else { return false }
        return ZoneRecordField.sameOffsets(items.compactMap(\.stringValue), wanted.compactMap(\.stringValue)) && items.count == wanted.count
    }

    @Test(arguments: [winter, summer])
    func everyCountrysDetails_giveEachZoneWithItsOffsetAtTheMomentShown(at instant: Timestamp) async throws {
        let offset = try Self.zoneinfoOffsets()
        let zones = RealTimeZoneRepository()
        let state = AppState(userData: UserData(countries: .loaded(.whole(.snapshot))))
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), clock: FixedClock(instant))
        var wrong: [String] = []
        for country in CountryCatalog.snapshot.countries {
            await container.interactors.screens.showCountry(country.cca3, refresh: false)
            let lines = CountryDetailsView.lines(country, shown: .whole(.snapshot), system: state.system, times: state.userData.times.value)
            let items = try zones.zones(ofCountry: country.cca2).map { zone in
                "\(zone.zone) UTC" + ZoneReading.offsetText(try #require(offset(Int64(instant.secondsSince1970), zone.zone)))
            }
            let line = lines.first { $0.hasPrefix("Timezones") }.map { String($0.dropFirst("Timezones".count)).trimmingCharacters(in: .whitespaces) }
            if line != (items.isEmpty ? "none" : items.joined(separator: ", ")) { wrong.append("\(country.cca2): \(line ?? "no line")") }
        }
        #expect(wrong == [])
    }

    /// Syria has kept +03:00 since 2022; REST Countries' record still says +02:00.
    @Test func syria_isOnPlus3_whateverTheRecordSays() async throws {
        let json = await Self.everyCountry(.json, at: Self.winter)
        let record = try #require(json.userData.records.value?.text(cca3: "SYR"))
        #expect(record.contains(#""timezones": ["UTC+03:00"]"#) || record.contains(#""timezones":["UTC+03:00"]"#))
        #expect(CountryCatalog.snapshotTexts.byUpperCasedCode["SYR"]?.contains("UTC+02:00") == true)
    }
}
