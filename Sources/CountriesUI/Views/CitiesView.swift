import CountriesJSON
import CountriesModel
import CountriesStore

/// `city <name>...` and a city's link: one line a city. A terminal gets a
/// header and aligned columns, digits grouped; a pipe tab-separated lines
/// with nothing cut (an empty cell where a city has no subdivision, so the
/// columns stay put); `--format` csv, json and ndjson write the same fields
/// as data, numbers as numbers. Every text from the data goes through
/// `PlainText` (JSON escapes its own).
package enum CitiesView {
    package static func text(_ rows: [CityRow], system: SystemState) -> String {
        let terminal = system.format == .table || (system.format == .text && system.isTerminal)
        let data = [.json, .ndjson, .csv].contains(system.format)
        let fields = system.cityFields ?? (terminal ? CityField.tableDefault : data ? CityField.allCases : CityField.pipeDefault)
        switch system.format {
        case .json: return JSONValue.array(rows.map { object($0, fields: fields) }).written()
        case .ndjson: return rows.map { object($0, fields: fields).compactText }.joined(separator: "\n")
        case .csv:
            let lines = [fields.map(\.rawValue)] + rows.map { row in fields.map { PlainText.of(row.text($0, iso: true) ?? "") } }
            return lines.map { $0.map(CountriesCSVView.cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r"
        case .table, .tsv, .text:
            guard terminal else { return rows.map { row in fields.map { PlainText.of(row.text($0) ?? "") }.joined(separator: "\t") }.joined(separator: "\n") }
            return aligned(rows, fields: fields, system: system)
        }
    }

    /// The JSON of one city: its fields, numbers as numbers, null where there is no value.
    static func object(_ row: CityRow, fields: [CityField]) -> JSONValue {
        .object(fields.map { field in
            let value: JSONValue = switch field {
            case .population: .number(Double(row.city.population))
            case .latitude: .number(row.city.location.latitude)
            case .longitude: .number(row.city.location.longitude)
            case .geonameid: .number(Double(row.city.geonameid))
            default: row.text(field, iso: true).map(JSONValue.string) ?? .null
            }
            return JSONValue.Member(field.rawValue, value)
        })
    }

    private static func aligned(_ rows: [CityRow], fields: [CityField], system: SystemState) -> String {
        guard !rows.isEmpty else { return "" }
        let style = TextStyle(enabled: system.colorEnabled)
        let header = fields.map { $0.rawValue.uppercased() }
        let cells = rows.map { row in fields.map { PlainText.of(row.text($0, grouped: true) ?? "") } }
        let widths = fields.indices.map { column in ([header] + cells).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let numeric: Set<CityField> = [.population, .latitude, .longitude, .geonameid]
        let line = { (cells: [String]) in
            let padded = cells.enumerated().map { column, cell in
                numeric.contains(fields[column])
                    ? String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell))) + cell
                    : DisplayWidth.pad(cell, to: widths[column])
            }
            // No trailing spaces, where the last cells are empty.
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        return ([style.dim(line(header))] + cells.map(line)).joined(separator: "\n")
    }
}
