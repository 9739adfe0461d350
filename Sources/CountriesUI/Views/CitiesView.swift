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
            return CountriesCSVView.document(lines.map(CSVRecordReader.line))
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

    /// Aligned columns that fit the terminal's width: the name, the country
    /// and the subdivision's name are cut (with …) to 12 columns, the widest
    /// first; then, with no `--fields`, the subdivision's name, the
    /// population, the subdivision's code and the local time are left out in
    /// that order, only as many as needed; then those texts and the zone
    /// are cut further, down to their header. Numbers stand to the right.
    private static func aligned(_ rows: [CityRow], fields asked: [CityField], system: SystemState) -> String {
        guard !rows.isEmpty else { return "" }
        let style = TextStyle(enabled: system.colorEnabled)
        var fields = asked
        var table: [[String]] = []
        var widths: [Int] = []
        func lay() {
            table = [fields.map { $0.rawValue.uppercased() }] + rows.map { row in fields.map { PlainText.of(row.text($0, grouped: true) ?? "") } }
            widths = fields.indices.map { column in table.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        }
        func total() -> Int { widths.reduce(0, +) + 2 * max(0, widths.count - 1) }
        // Cuts the widest text column, a column at a time, down to `floor`
        // (never below its header), until the table fits.
        func cut(to floor: Int, zones: Bool = false) {
            let cuttable = fields.indices.filter { [.name, .country, .subdivisionName].contains(fields[$0]) || (zones && fields[$0] == .zone) }
            let least = { (column: Int) in max(floor, DisplayWidth.of(table[0][column])) }
            while total() > system.width, let widest = cuttable.filter({ widths[$0] > least($0) }).max(by: { widths[$0] < widths[$1] }) {
                widths[widest] -= min(widths[widest] - least(widest), total() - system.width)
                for row in table.indices { table[row][widest] = DisplayWidth.truncate(table[row][widest], to: widths[widest]) }
            }
        }
        lay()
        cut(to: 12)
        if system.cityFields == nil {
            for dropped in [CityField.subdivisionName, .population, .subdivision, .local] where total() > system.width {
                fields.removeAll { $0 == dropped }
                lay()
                cut(to: 12)
            }
        }
        cut(to: 4, zones: true)
        let numeric: Set<CityField> = [.population, .latitude, .longitude, .geonameid]
        let line = { (cells: [String]) in
            let padded = cells.enumerated().map { column, cell in
                DisplayWidth.pad(cell, to: widths[column], alignRight: numeric.contains(fields[column]))
            }
            // No trailing spaces, where the last cells are empty.
            return String(padded.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        return ([style.dim(line(table[0]))] + table.dropFirst().map(line)).joined(separator: "\n")
    }
}
