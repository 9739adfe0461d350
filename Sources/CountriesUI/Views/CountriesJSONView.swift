import CountriesModel

/// `--json`: the records exactly as REST Countries v3.1 serves them, so a
/// script written against the API works on this output. With `--fields`,
/// only those keys, nested as in the record.
package enum CountriesJSONView {
    /// One array, in the order the list shows.
    package static func list(_ countries: [Country], records: RecordTexts, fields: [CountryField]? = nil) -> String {
        guard let fields else { return RecordTexts.arrayText(countries.map { records[$0.cca3] ?? "{}" }) }
        return RecordTexts.arrayText(countries.map {
            CountryFieldValues.selected(fields, from: CountryFieldValues.record(of: $0, in: records)).written(level: 1)
        })
    }

    /// One object. Records are kept as they stand inside the array, indented
    /// one level; this takes that level off again.
    package static func details(_ country: Country, records: RecordTexts, fields: [CountryField]? = nil) -> String {
        guard let fields else { return (records[country.cca3] ?? "{}").replacing("\n  ", with: "\n") }
        return CountryFieldValues.selected(fields, from: CountryFieldValues.record(of: country, in: records)).written()
    }

    /// `--format ndjson`: one record a line, for `jq -c`, `grep` and `split`.
    package static func lines(_ countries: [Country], records: RecordTexts, fields: [CountryField]? = nil) -> String {
        countries.map { country in
            let record = CountryFieldValues.record(of: country, in: records)
            return (fields.map { CountryFieldValues.selected($0, from: record) } ?? record).compactText
        }.joined(separator: "\n")
    }
}
