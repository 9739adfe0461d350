import CountriesJSON
import CountriesModel

/// The tz database's facts in a country's own record, which the output reads
/// as it reads the record's fields: its `timezones` (v3.1's field, the
/// country's UTC offsets) as the offsets its zones keep now, where REST
/// Countries' are those of when its data was made (Syria's "UTC+02:00",
/// on +03:00 since 2022); and, for `--fields zones`, the zone names.
package enum ZoneRecordField {
    /// The name `--fields` knows the zones by.
    package static let name = "zones"
    /// v3.1's field of the offsets.
    package static let offsets = "timezones"

    /// The offsets of `readings`' zones as v3.1 spells them ("UTC+03:00"),
    /// each once, west to east.
    package static func offsetTexts(_ readings: [ZoneReading]) -> [String] {
        Set(readings.map(\.offsetSeconds)).sorted().map { "UTC" + ZoneReading.offsetText($0) }
    }

    /// The record's text with `"zones": [...]` as its last member; a record
    /// not loaded is one of the zones alone.
    package static func adding(_ zones: [String], to record: String?) -> String {
        let member = JSONValue.string(name).written() + ": " + JSONValue.array(zones.map(JSONValue.string)).compactText
        guard var text = record?.trimmingWhitespace(), text.hasSuffix("}") else { return "{" + member + "}" }
        text.removeLast()
        let empty = text.trimmingWhitespace() == "{"
        return text + (empty ? "" : ", ") + member + "}"
    }

    /// The record's text with its `timezones` value `offsets`, where it
    /// stands (or last, where the record has none): the rest of the text as
    /// it was, byte for byte.
    package static func replacingOffsets(_ offsets: [String], in record: String) throws -> String {
        let value = JSONValue.array(offsets.map(JSONValue.string)).compactText
        let bytes = Array(record.utf8)
        var range: Range<Int>?
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            try reader.readObject { key, reader in
                if key == Self.offsets { range = try reader.readRange { try $0.skipValue() } } else { try reader.skipValue() }
            }
        }
        guard let range else {
            let member = JSONValue.string(Self.offsets).written() + ": " + value
            guard var text = Optional(record.trimmingWhitespace()), text.hasSuffix("}") else { return "{" + member + "}" }
            text.removeLast()
            return text + (text.trimmingWhitespace() == "{" ? "" : ", ") + member + "}"
        }
        return String(decoding: bytes[..<range.lowerBound], as: UTF8.self) + value + String(decoding: bytes[range.upperBound...], as: UTF8.self)
    }

    /// The record read, with its `timezones` the zones' offsets now and, where
    /// asked, `"zones": [...]` added, its text and its value alike; a
    /// record not loaded is one of those alone.
    package static func laying(
        offsets: [String], zones: [String]?, on record: CountryRecordValues.Record?, of cca3: String, from source: DataSource
    ) throws -> CountryRecordValues.Record {
        var text = try replacingOffsets(offsets, in: record?.text ?? "{}")
        if let zones { text = adding(zones, to: text) }
        guard let record else {
            let read = try CountryRecordReader.read(text, of: cca3, from: source)
            return CountryRecordValues.Record(text: text, value: read.value, facts: read.facts)
        }
        // The value the text was read into, changed alike: no record is read
        // again (a list of every country reads 250), and what the facts hold
        // is not a zone.
        guard case var .object(members)? = record.value else { return CountryRecordValues.Record(text: text, value: nil, facts: record.facts) }
        let offsetsValue = JSONValue.array(offsets.map(JSONValue.string))
        if let index = members.firstIndex(where: { $0.key == Self.offsets }) {
            members[index].value = offsetsValue
        } else {
            members.append(JSONValue.Member(Self.offsets, offsetsValue))
        }
        if let zones { members.append(JSONValue.Member(name, .array(zones.map(JSONValue.string)))) }
        return CountryRecordValues.Record(text: text, value: .object(members), facts: record.facts)
    }
}
