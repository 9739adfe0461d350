import CountriesJSON
import CountriesModel

/// What a `CountryField` holds for one country: the record's value at that
/// path, kept as JSON for `--json` and `ndjson`, and read as text for the
/// plain formats. Walked in the record's value the data layer read, so
/// every v3.1 field is there, not only those `Country` decodes.
enum CountryFieldValues {
    /// The country's record among `records`; nil should it not be there
    /// (records are read for the countries a screen shows, so that is never
    /// expected), and then its fields are absent.
    static func record(of country: Country, in records: CountryRecordValues) -> CountryRecordValues.Record? {
        records[country.cca3]
    }

    /// The record's value; an empty object where there is none.
    static func value(of record: CountryRecordValues.Record?) -> JSONValue {
        record?.value ?? .object([])
    }

    /// The record with only `fields`, nested as they are in it
    /// (`name.common` gives `{"name":{"common":...}}`), in the order asked; a
    /// field the record lacks is left out, as the API's `?fields=` does.
    /// The fields `CountryValueFields` answers are the country's values.
    static func selected(_ fields: [CountryField], of country: Country, from record: CountryRecordValues.Record?) -> JSONValue {
        let record = value(of: record)
        var result = JSONValue.object([])
        for field in fields {
            if let value = CountryValueFields.json(field, of: country) ?? value(at: field.components, in: record) {
                insert(value, at: field.components[...], into: &result)
            }
        }
        return result
    }

    /// Each of the values at `field`, as text; several for a list
    /// (`capital`, `currencies`: their codes), none where the record has none.
    /// `name`: the country's name in the chosen language, and `terms` its
    /// words for languages and regions: they follow --locale, as the list's
    /// and the details' do.
    static func texts(
        _ field: CountryField, of country: Country, named name: CountryName, record: CountryRecordValues.Record?, grouped: Bool,
        terms: LocalizedTerms = LocalizedTerms()
    ) -> [String] {
        if let texts = CountryValueFields.texts(field, of: country) { return texts }
        switch field.path {
        case "name.common": return [name.common]
        case "name.official": return [name.official]
        case "region", "subregion": return value(at: field.components, in: value(of: record)).map { texts(of: $0, grouped: grouped) }?.map(terms.regionName) ?? []
        case "languages":
            guard case let .object(members)? = value(at: field.components, in: value(of: record)) else { return [] }
            return members.compactMap { member in member.value.stringValue.map { terms.languages[member.key.lowercased()] ?? $0 } }
        case "population": return [NumberText.integer(country.population, grouped: grouped)]
        // Each capital with its roles, as `show` says them; not its keys.
        case "capitals": return record?.facts.capitals.map(RecordFactsText.capitals) ?? []
        default: return value(at: field.components, in: value(of: record)).map { texts(of: $0, grouped: grouped) } ?? []
        }
    }

    private static func texts(of value: JSONValue, grouped: Bool) -> [String] {
        switch value {
        case .null: return []
        case let .bool(flag): return [flag ? "true" : "false"]
        case let .number(number):
            if let whole = Int(exactly: number) { return [NumberText.integer(whole, grouped: grouped)] }
            return [JSONValue.numberText(number)]
        case let .string(text): return text.isEmpty ? [] : [text]
        case let .array(elements): return elements.flatMap { texts(of: $0, grouped: grouped) }
        case let .object(members):
            // A map to a text gives the texts (languages: French); a map to
            // records gives the keys (currencies: EUR), the record's handle.
            return members.flatMap { member in
                switch member.value {
                case .object, .array: [member.key]
                default: texts(of: member.value, grouped: grouped)
                }
            }
        }
    }

    private static func value(at path: [String], in record: JSONValue) -> JSONValue? {
        path.reduce(Optional(record)) { value, key in value?[key] }
    }

    private static func insert(_ value: JSONValue, at path: ArraySlice<String>, into container: inout JSONValue) {
        guard case var .object(members) = container, let key = path.first else { return }
        if let index = members.firstIndex(where: { $0.key == key }) {
            // Asked for twice (`name.common` and `name`): the wider value wins,
            // where the first asked for it.
            if path.count == 1 {
                members[index].value = value
            } else {
                insert(value, at: path.dropFirst(), into: &members[index].value)
            }
        } else if path.count == 1 {
            members.append(JSONValue.Member(key, value))
        } else {
            var inner = JSONValue.object([])
            insert(value, at: path.dropFirst(), into: &inner)
            members.append(JSONValue.Member(key, inner))
        }
        container = .object(members)
    }
}
