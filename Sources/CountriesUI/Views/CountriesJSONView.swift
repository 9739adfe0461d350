import CountriesJSON
import CountriesModel

/// `--json`: the records exactly as REST Countries v3.1 serves them, so a
/// script written against the API works on this output. With `--fields`,
/// only those keys, nested as in the record.
package enum CountriesJSONView {
    /// One array, in the order the list shows.
    package static func list(_ countries: [Country], records: CountryRecordValues, fields: [CountryField]? = nil) -> String {
        guard let fields else { return RecordTexts.arrayText(countries.map { verbatim(records.text(cca3: $0.cca3)) }) }
        return RecordTexts.arrayText(countries.map {
            CountryFieldValues.selected(fields, of: $0, from: CountryFieldValues.record(of: $0, in: records)).written(level: 1)
        })
    }

    /// One object. Records are kept as they stand inside the array, indented
    /// one level; this takes that level off again.
    package static func details(_ country: Country, records: CountryRecordValues, fields: [CountryField]? = nil) -> String {
        guard let fields else { return verbatim(records.text(cca3: country.cca3)).replacing("\n  ", with: "\n") }
        return CountryFieldValues.selected(fields, of: country, from: CountryFieldValues.record(of: country, in: records)).written()
    }

    /// `--format ndjson`: one record a line, for `jq -c`, `grep` and `split`.
    package static func lines(_ countries: [Country], records: CountryRecordValues, fields: [CountryField]? = nil) -> String {
        countries.map { country in
            let record = CountryFieldValues.record(of: country, in: records)
            return (fields.map { CountryFieldValues.selected($0, of: country, from: record) } ?? CountryFieldValues.value(of: record)).compactText
        }.joined(separator: "\n")
    }

    /// A record as it is stored, but for the controls a terminal would obey,
    /// which JSON lets a string hold raw (DEL, C1): escaped, meaning the same.
    private static func verbatim(_ record: String?) -> String {
        JSONValue.escapingTerminalControls(record ?? "{}")
    }
}
