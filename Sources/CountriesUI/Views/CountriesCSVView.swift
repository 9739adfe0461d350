import CountriesModel

/// `--format csv`: RFC 4180, for spreadsheets. A header row of field paths,
/// then a row a country; a field with a comma, a quote or a line break is
/// quoted, its quotes doubled; lines end in CRLF, as the RFC says. Several
/// values in one field (`capital`, `currencies`) are joined by ", ".
package enum CountriesCSVView {
    /// The rows, each without its line end: `text` joins them.
    package static func rows(
        _ countries: [Country], records: CountryRecordValues, fields: [CountryField], catalog: CountryCatalog, locale: NameLocale
    ) -> [String] {
        let fields = CountryField.columns(fields)
        let header = fields.map { cell($0.path) }.joined(separator: ",")
        return [header] + countries.map { country in
            let record = CountryFieldValues.record(of: country, in: records)
            let name = catalog.name(of: country, in: locale)
            return fields.map { field in
                cell(CountryFieldValues.texts(field, of: country, named: name, record: record, grouped: false, terms: catalog.terms)
                    .map(PlainText.of).joined(separator: ", "))
            }.joined(separator: ",")
        }
    }

    /// The whole document but the last line's end, which the console adds;
    /// CR before it keeps every line end CRLF.
    package static func text(
        _ countries: [Country], records: CountryRecordValues, fields: [CountryField], catalog: CountryCatalog, locale: NameLocale
    ) -> String {
        rows(countries, records: records, fields: fields, catalog: catalog, locale: locale).joined(separator: "\r\n") + "\r"
    }

    static func cell(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
