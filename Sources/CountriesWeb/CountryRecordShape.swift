import CountriesJSON

/// The shape of a full v3.1 record, as the snapshot has it: every field, in
/// the snapshot's order, with the value that stands for "none".
///
/// The live API leaves empty values out; normalising puts them back, so a
/// refreshed cache has the same keys as the snapshot and `--json` output
/// does not depend on where the data came from.
enum CountryRecordShape {
    static let fields: [(name: String, empty: JSONValue)] = [
        ("name", .object([])), ("tld", .array([])), ("cca2", .string("")), ("ccn3", .string("")),
        ("cca3", .string("")), ("cioc", .string("")), ("fifa", .string("")), ("independent", .bool(false)),
        ("status", .string("")), ("unMember", .bool(false)), ("currencies", .object([])), ("idd", .object([])),
        ("capital", .array([])), ("capitalInfo", .object([])), ("altSpellings", .array([])),
        ("region", .string("")), ("subregion", .string("")), ("continents", .array([])),
        ("languages", .object([])), ("translations", .object([])), ("latlng", .array([])),
        ("landlocked", .bool(false)), ("borders", .array([])), ("area", .number(0)), ("flag", .string("")),
        ("demonyms", .object([])), ("flags", .object([])), ("coatOfArms", .object([])),
        ("population", .number(0)), ("maps", .object([])), ("gini", .object([])), ("car", .object([])),
        ("postalCode", .object([JSONValue.Member("format", .null), JSONValue.Member("regex", .null)])),
        ("startOfWeek", .string("")), ("timezones", .array([])),
    ]

    static let key = "cca3"

    /// `/v3.1/all` serves at most 10 fields a request: the other fields in
    /// groups of 9, each with the key to merge them by.
    static let fieldGroups: [[String]] = {
        let others = fields.map(\.name).filter { $0 != key }
        let size = CountriesV31API.mostFieldsPerRequest - 1
        return stride(from: 0, to: others.count, by: size).map { [key] + others[$0..<min($0 + size, others.count)] }
    }()

    /// The record with every field of the shape, in order; fields the shape
    /// does not know are kept, after them.
    static func normalised(_ members: [JSONValue.Member]) -> JSONValue {
        var byKey: [String: JSONValue] = [:]
        for member in members { byKey[member.key] = member.value }
        var result = fields.map { field in
            JSONValue.Member(field.name, normalisedValue(byKey[field.name], empty: field.empty))
        }
        let known = Set(fields.map(\.name))
        result += members.filter { !known.contains($0.key) }
        return .object(result)
    }

    /// Absent or null reads as empty; an object the snapshot fills with null
    /// entries (`postalCode`) gets them back, as the API drops them.
    private static func normalisedValue(_ value: JSONValue?, empty: JSONValue) -> JSONValue {
        guard let value, value != .null else { return empty }
        guard case let .object(defaults) = empty, !defaults.isEmpty, case let .object(members) = value else { return value }
        let present = Set(members.map(\.key))
        return .object(members + defaults.filter { !present.contains($0.key) })
    }
}
