import CountriesJSON
import CountriesModel
import CountriesStore

/// `subdivisions <country>`: one line a subdivision. A terminal gets a
/// header and aligned columns; a pipe gets tab-separated lines with nothing
/// cut (an empty cell where there is no parent, so the columns stay put);
/// `--format` csv, json and ndjson write the same fields as data.
package enum SubdivisionsView {
    package static func text(_ rows: [LocalizedSubdivision], system: SystemState) -> String {
        let fields = system.subdivisionFields ?? SubdivisionField.listDefault
        switch system.format {
        case .json: return JSONValue.array(rows.map { object($0, fields: fields) }).written()
        case .ndjson: return rows.map { object($0, fields: fields).compactText }.joined(separator: "\n")
        case .csv:
            let lines = [fields.map(\.rawValue)] + rows.map { row in fields.map { PlainText.of(row.text($0) ?? "") } }
            return CountriesCSVView.document(lines.map(CSVRecordReader.line))
        case .table: return aligned(rows, fields: fields, colorEnabled: system.colorEnabled)
        case .tsv: return tabbed(rows, fields: fields)
        case .text: return system.isTerminal ? aligned(rows, fields: fields, colorEnabled: system.colorEnabled) : tabbed(rows, fields: fields)
        }
    }

    /// The JSON of one subdivision: its fields, and null where there is no value.
    static func object(_ row: LocalizedSubdivision, fields: [SubdivisionField]) -> JSONValue {
        .object(fields.map { field in JSONValue.Member(field.rawValue, row.text(field).map(JSONValue.string) ?? .null) })
    }

    private static func tabbed(_ rows: [LocalizedSubdivision], fields: [SubdivisionField]) -> String {
        rows.map { row in fields.map { PlainText.of(row.text($0) ?? "") }.joined(separator: "\t") }.joined(separator: "\n")
    }

    private static func aligned(_ rows: [LocalizedSubdivision], fields: [SubdivisionField], colorEnabled: Bool) -> String {
        guard !rows.isEmpty else { return "" }
        let style = TextStyle(enabled: colorEnabled)
        let header = fields.map { $0.rawValue.uppercased() }
        let cells = rows.map { row in fields.map { PlainText.of(row.text($0) ?? "") } }
        let widths = fields.indices.map { column in ([header] + cells).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let line = { (cells: [String]) in
            // No trailing spaces, where the last cells are empty (no parent) too.
            String(cells.enumerated().map { DisplayWidth.pad($1, to: widths[$0]) }.joined(separator: "  ").reversed().drop { $0 == " " }.reversed())
        }
        return ([style.dim(line(header))] + cells.map(line)).joined(separator: "\n")
    }
}
