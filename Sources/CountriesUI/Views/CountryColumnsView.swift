import CountriesModel
import CountriesStore

/// The list with `--fields`: a column a field, in the order given. A
/// terminal gets a header of the field paths and aligned columns, numbers to
/// the right, each line cut to the width; a pipe gets tab-separated lines,
/// plain digits, nothing cut. Several values in one cell are joined by ", ".
enum CountryColumnsView {
    static func lines(
        _ countries: [Country], records: CountryRecordValues, fields: [CountryField], shown: ShownCountries, system: SystemState
    ) -> [String] {
        let fields = CountryField.columns(fields)
        let rows = countries.map { country in
            let record = CountryFieldValues.record(of: country, in: records)
            let name = shown.name(of: country)
            return fields.map { field in
                CountryFieldValues.texts(field, of: country, named: name, record: record, grouped: system.isTerminal, terms: shown.terms)
                    .map(PlainText.of).joined(separator: ", ")
            }
        }
        guard system.isTerminal else { return rows.map { $0.joined(separator: "\t") } }
        guard !rows.isEmpty else { return [] }
        let style = TextStyle(enabled: system.colorEnabled)
        let header = fields.map { $0.path.uppercased() }
        let widths = fields.indices.map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let numeric = fields.indices.map { column in
            rows.allSatisfy { $0[column].allSatisfy { $0.isNumber || $0 == "," || $0 == "." } }
        }
        let line = { (cells: [String]) in
            let padded = zip(cells, zip(widths, numeric)).map { DisplayWidth.pad($0, to: $1.0, alignRight: $1.1) }.joined(separator: "  ")
            return String(padded.reversed().drop(while: { $0 == " " }).reversed()) // no spaces after an empty last cell
        }
        return [style.dim(DisplayWidth.truncate(line(header), to: system.width))]
            + rows.map { DisplayWidth.truncate(line($0), to: system.width) }
    }
}
