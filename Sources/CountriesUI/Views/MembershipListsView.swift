import CountriesJSON
import CountriesModel
import CountriesStore

/// `memberships`: one built-in list a line: key, name, members, as of,
/// source. Tab-separated in a pipe; aligned, with a header, on a terminal;
/// `--format` csv, json and ndjson (and `--json`) write the same fields as
/// data, as every other list does.
package enum MembershipListsView {
    /// The fields, in the columns' order, as JSON keys and CSV's header name them.
    static let fields = ["key", "name", "members", "asOf", "source"]

    package static func text(_ lists: [WorldMembershipList], system: SystemState) -> String {
        let rows = lists.map { list in
            [list.key, list.name, String(list.memberCodes.count), list.asOf, list.source].map { PlainText.of($0) }
        }
        switch system.format {
        case .json: return JSONValue.array(lists.map(object)).written()
        case .ndjson: return lists.map { object($0).compactText }.joined(separator: "\n")
        case .csv: return ([fields] + rows).map { $0.map(CountriesCSVView.cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r"
        case .tsv: return tabbed(rows)
        case .table: return aligned(rows, system: system)
        case .text: return system.isTerminal ? aligned(rows, system: system) : tabbed(rows)
        }
    }

    /// One list as JSON: its count a number, the rest strings.
    static func object(_ list: WorldMembershipList) -> JSONValue {
        .object([
            JSONValue.Member("key", .string(list.key)),
            JSONValue.Member("name", .string(list.name)),
            JSONValue.Member("members", .number(Double(list.memberCodes.count))),
            JSONValue.Member("asOf", .string(list.asOf)),
            JSONValue.Member("source", .string(list.source)),
        ])
    }

    private static func tabbed(_ rows: [[String]]) -> String {
        rows.map { $0.joined(separator: "\t") }.joined(separator: "\n")
    }

    private static func aligned(_ rows: [[String]], system: SystemState) -> String {
        guard !rows.isEmpty else { return "" }
        let header = ["KEY", "NAME", "MEMBERS", "AS OF", "SOURCE"]
        let widths = header.indices.map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        // The source, last, is cut to what the window leaves it: a line never wraps.
        let sourceRoom = max(8, system.width - widths.dropLast().reduce(0) { $0 + $1 + 2 })
        let line = { (cells: [String]) in
            cells.enumerated().map {
                $0 == cells.count - 1 ? DisplayWidth.truncate($1, to: sourceRoom) : DisplayWidth.pad($1, to: widths[$0], alignRight: $0 == 2)
            }.joined(separator: "  ")
        }
        let style = TextStyle(enabled: system.colorEnabled)
        return ([style.dim(line(header))] + rows.map(line)).joined(separator: "\n")
    }
}
