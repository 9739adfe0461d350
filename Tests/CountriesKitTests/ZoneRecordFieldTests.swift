import CountriesData
import CountriesJSON
import CountriesModel
import Testing

/// The tz database's offsets in a record: its `timezones` replaced where it
/// stands, every other byte as it was.
@Suite struct ZoneRecordFieldTests {
    @Test func theOffsets_replaceTheRecordsOwn_whereTheyStand() throws {
        let record = #"{"cca3": "SYR", "timezones": ["UTC+02:00"], "capital": ["Damascus"]}"#
        #expect(try ZoneRecordField.replacingOffsets(["UTC+03:00"], in: record) == #"{"cca3": "SYR", "timezones": ["UTC+03:00"], "capital": ["Damascus"]}"#)
        // A nested "timezones" is not the record's.
        let nested = #"{"x": {"timezones": [1]}, "timezones": []}"#
        #expect(try ZoneRecordField.replacingOffsets([], in: nested) == #"{"x": {"timezones": [1]}, "timezones": []}"#)
        #expect(try ZoneRecordField.replacingOffsets(["UTC"], in: #"{"x": {"timezones": [1]}}"#) == #"{"x": {"timezones": [1]}, "timezones": ["UTC"]}"#)
        #expect(try ZoneRecordField.replacingOffsets(["UTC"], in: "{}") == #"{"timezones": ["UTC"]}"#)
        #expect(throws: (any Error).self) { try ZoneRecordField.replacingOffsets([], in: #"{"timezones": ["#) }
        // The key as a value, inside a string, after an escaped quote, with the snapshot's new lines.
        let tricky = "{\n  \"note\": \"timezones\",\n  \"a\\\"timezones\": 1,\n  \"timezones\" :\n  [\n    \"UTC\"\n  ],\n  \"x\": [\"]\"]\n}"
        #expect(try ZoneRecordField.replacingOffsets(["UTC+01:00"], in: tricky)
            == "{\n  \"note\": \"timezones\",\n  \"a\\\"timezones\": 1,\n  \"timezones\" :\n  [\"UTC+01:00\"],\n  \"x\": [\"]\"]\n}")
        #expect(try ZoneRecordField.replacingOffsets(["UTC"], in: #"{"timezones": null}"#) == #"{"timezones": ["UTC"]}"#)
    }

    @Test func theOffsets_areEachOnce_westToEast() {
        let readings = [3600, -18000, 3600, 19800].map { ZoneReading(offsetSeconds: $0, abbreviation: "", isDaylightSaving: false) }
        #expect(ZoneRecordField.offsetTexts(readings) == ["UTC-05:00", "UTC+01:00", "UTC+05:30"])
    }

    @Test func aRecordRead_hasItsValueChangedAlike() throws {
        let text = #"{"cca3": "SYR", "timezones": ["UTC+02:00"]}"#
        let value = try JSONValue.parse(Array(text.utf8))
        let laid = try ZoneRecordField.laying(
            offsets: ["UTC+03:00"], zones: ["Asia/Damascus"], on: CountryRecordValues.Record(text: text, value: value), recorded: ["UTC+02:00"], of: "SYR", from: .snapshot
        )
        #expect(laid.text == #"{"cca3": "SYR", "timezones": ["UTC+03:00"], "zones": ["Asia/Damascus"]}"#)
        #expect(laid.value == (try JSONValue.parse(Array(laid.text.utf8))))
        // Read for its text alone (`--json`): no value is made.
        #expect(try ZoneRecordField.laying(offsets: [], zones: nil, on: CountryRecordValues.Record(text: text, value: nil), recorded: ["UTC+02:00"], of: "SYR", from: .snapshot).value == nil)
        // Where the record says what the zones keep, it is kept as it is, "UTC" and all.
        let kept = CountryRecordValues.Record(text: #"{"timezones": ["UTC"]}"#, value: nil)
        #expect(try ZoneRecordField.laying(offsets: ["UTC+00:00"], zones: nil, on: kept, recorded: ["UTC"], of: "GHA", from: .snapshot) == kept)
    }
}
