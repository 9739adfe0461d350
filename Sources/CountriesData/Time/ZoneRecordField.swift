import CountriesJSON
import CountriesModel

/// `--fields zones`: the zone names, as a member added to a country's own
/// record text, which the output reads as it reads the record's fields.
package enum ZoneRecordField {
    /// The name `--fields` knows the zones by.
    package static let name = "zones"

    /// The record's text with `"zones": [...]` as its last member; a record
    /// not loaded is one of the zones alone.
    package static func adding(_ zones: [String], to record: String?) -> String {
        let member = JSONValue.string(name).written() + ": " + JSONValue.array(zones.map(JSONValue.string)).compactText
        guard var text = record?.trimmingWhitespace(), text.hasSuffix("}") else { return "{" + member + "}" }
        text.removeLast()
        let empty = text.trimmingWhitespace() == "{"
        return text + (empty ? "" : ", ") + member + "}"
    }

    /// The record read with `"zones": [...]` added, its text and its value
    /// alike; a record not loaded is one of the zones alone.
    package static func adding(
        _ zones: [String], to record: CountryRecordValues.Record?, of cca3: String, from source: DataSource
    ) throws -> CountryRecordValues.Record {
        let text = adding(zones, to: record?.text)
        let read = try CountryRecordReader.read(text, of: cca3, from: source)
        return CountryRecordValues.Record(text: text, value: read.value, facts: read.facts)
    }
}
