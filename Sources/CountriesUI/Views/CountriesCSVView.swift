import CountriesModel

/// `--format csv`: RFC 4180, for spreadsheets. A header row of field paths,
/// then a row a country, each written by `CSVRecordReader.line` (a field
/// with a comma, a quote or a line break quoted, its quotes doubled; a
/// record of one empty field `""`); lines end in CRLF, as the RFC says.
/// Several values in one field (`capital`, `currencies`) are joined by ", ".
package enum CountriesCSVView {
    /// The rows, each without its line end: `text` joins them.
    package static func rows(
        _ countries: [Country], records: CountryRecordValues, fields: [CountryField], shown: ShownCountries
    ) -> [String] {
        let fields = CountryField.columns(fields)
        let header = CSVRecordReader.line(fields.map(\.path))
        return [header] + countries.map { country in
            let record = CountryFieldValues.record(of: country, in: records)
            let name = shown.name(of: country)
            return CSVRecordReader.line(fields.map { field in
                CountryFieldValues.texts(field, of: country, named: name, record: record, grouped: false, terms: shown.terms).map(PlainText.of).joined(separator: ", ")
            })
        }
    }

    /// The whole document but the last line's end, which the console adds;
    /// CR before it keeps every line end CRLF.
    package static func text(
        _ countries: [Country], records: CountryRecordValues, fields: [CountryField], shown: ShownCountries
    ) -> String {
        document(rows(countries, records: records, fields: fields, shown: shown))
    }

    /// Records (`CSVRecordReader.line`) as one document: CRLF between them,
    /// and a CR after the last, whose LF the console adds.
    package static func document(_ records: [String]) -> String {
        records.joined(separator: "\r\n") + "\r"
    }
}
