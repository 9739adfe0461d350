import CountriesModel

/// `--json`: the records exactly as REST Countries v3.1 serves them, so a
/// script written against the API works on this output. With `--fields`,
/// only those keys, nested as in the record.
package enum CountriesJSONView {
    /// One array, in the order the list shows.
    package static func list(_ countries: [Country], fields: [CountryField]? = nil) -> String {
        guard let fields else { return countries.jsonArrayText }
        return [Country].jsonArrayText(countries.map { CountryFieldValues.selected(fields, from: CountryFieldValues.record(of: $0)).written(level: 1) })
    }

    /// One object. Records are kept as they stand inside the array, indented
    /// one level; this takes that level off again.
    package static func details(_ country: Country, fields: [CountryField]? = nil) -> String {
        guard let fields else { return country.json.replacing("\n  ", with: "\n") }
        return CountryFieldValues.selected(fields, from: CountryFieldValues.record(of: country)).written()
    }

    /// `--format ndjson`: one record a line, for `jq -c`, `grep` and `split`.
    package static func lines(_ countries: [Country], fields: [CountryField]? = nil) -> String {
        countries.map { country in
            let record = CountryFieldValues.record(of: country)
            return (fields.map { CountryFieldValues.selected($0, from: record) } ?? record).compactText
        }.joined(separator: "\n")
    }
}
