import CountriesJSON
import CountriesModel
import Glibc

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
        guard let range = try bytes.withUnsafeBufferPointer(offsetsRange) else {
            let member = JSONValue.string(Self.offsets).written() + ": " + value
            guard var text = Optional(record.trimmingWhitespace()), text.hasSuffix("}") else { return "{" + member + "}" }
            text.removeLast()
            return text + (text.trimmingWhitespace() == "{" ? "" : ", ") + member + "}"
        }
        return String(decoding: bytes[..<range.lowerBound], as: UTF8.self) + value + String(decoding: bytes[range.upperBound...], as: UTF8.self)
    }

    /// Where the record's own `timezones` value stands: its key found at
    /// the top level by a scan of the bytes, strings stepped over, nothing
    /// decoded (a list of every country scans 250 records: JSONReader,
    /// which reads each member, took 35 M instructions where this takes a
    /// fraction). The text is a record the program read, its JSON checked
    /// then; a text that ends inside a value throws.
    static func offsetsRange(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Range<Int>? {
        let (quote, backslash) = (UInt8(ascii: "\""), UInt8(ascii: "\\"))
        let key = Array(Self.offsets.utf8)
        func stringEnd(_ start: Int) throws -> Int {
            // Most of a record's bytes are in strings: each next quote found by memchr.
            var index = start + 1
            while index < bytes.count, let base = bytes.baseAddress,
                  let found = memchr(base + index, Int32(quote), bytes.count - index) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var escapes = 0
                while at - escapes - 1 > start, bytes[at - escapes - 1] == backslash { escapes += 1 }
                if escapes % 2 == 0 { return at + 1 }
                index = at + 1
            }
            throw JSONReader.DataError(offset: start, expected: "the end of a string")
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
        func valueEnd(_ start: Int) throws -> Int {
            var (index, depth) = (start, 0)
            while index < bytes.count {
                switch bytes[index] {
                case quote:
                    index = try stringEnd(index)
                    if depth == 0 { return index }
                    continue
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return index }
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case UInt8(ascii: ","): if depth == 0 { return index }
                case let byte where isSpace(byte) && depth == 0 && index > start: return index
                default: break
                }
                index += 1
            }
            throw JSONReader.DataError(offset: start, expected: "the end of a value")
        }
        var (index, depth) = (0, 0)
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let end = try stringEnd(index)
                // A key of the record itself: a string at depth 1 after "{" or ",".
                if depth == 1, previous == UInt8(ascii: "{") || previous == UInt8(ascii: ","), end - index - 2 == key.count,
                   bytes[(index + 1)..<(end - 1)].elementsEqual(key) {
                    var colon = end
                    while colon < bytes.count, isSpace(bytes[colon]) { colon += 1 }
                    guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { throw JSONReader.DataError(offset: colon, expected: "':'") }
                    var start = colon + 1
                    while start < bytes.count, isSpace(bytes[start]) { start += 1 }
                    return start..<(try valueEnd(start))
                }
                (index, previous) = (end, quote)
                continue
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
            if !isSpace(byte) { previous = byte }
            index += 1
        }
        guard depth == 0 else { throw JSONReader.DataError(offset: bytes.count, expected: "the end of the record") }
        return nil
    }

    /// Whether two lists of v3.1 offsets say the same, "UTC" and "UTC+00:00" alike.
    package static func sameOffsets(_ some: [String], _ others: [String]) -> Bool {
        let read = { (offsets: [String]) in Set(offsets.map { $0 == "UTC" ? "UTC+00:00" : $0 }) }
        return read(some) == read(others)
    }

    /// The record read, with its `timezones` the zones' offsets now and, where
    /// asked, `"zones": [...]` added, its text and its value alike; a
    /// record not loaded is one of those alone. `recorded`: the offsets the
    /// record says (`Country.timezones`): where they are the zones', the
    /// record is kept as it is, unread (most are: a list of every country
    /// scans some 30 records, not 250).
    package static func laying(
        offsets: [String], zones: [String]?, on record: CountryRecordValues.Record?, recorded: [String], of cca3: String, from source: DataSource
    ) throws -> CountryRecordValues.Record {
        let same = sameOffsets(recorded, offsets)
        if let record, zones == nil, same { return record }
        var text = record?.text ?? "{}"
        if !same || record == nil { text = try replacingOffsets(offsets, in: text) }
        if let zones { text = adding(zones, to: text) }
        guard let record else {
            let read = try CountryRecordReader.read(text, of: cca3, from: source)
            return CountryRecordValues.Record(text: text, value: read.value, facts: read.facts)
        }
        // The value the text was read into, changed alike: no record is read
        // again (a list of every country reads 250), and what the facts hold
        // is not a zone.
        guard case var .object(members)? = record.value else { return CountryRecordValues.Record(text: text, value: nil, facts: record.facts) }
        if !same {
            let offsetsValue = JSONValue.array(offsets.map(JSONValue.string))
            if let index = members.firstIndex(where: { $0.key == Self.offsets }) {
                members[index].value = offsetsValue
            } else {
                members.append(JSONValue.Member(Self.offsets, offsetsValue))
            }
        }
        if let zones { members.append(JSONValue.Member(name, .array(zones.map(JSONValue.string)))) }
        return CountryRecordValues.Record(text: text, value: .object(members), facts: record.facts)
    }
}
