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
            [Membership.key(builtIn: list.key), list.name, String(list.memberCodes.count), list.asOf, list.source].map { PlainText.of($0) }
        }
        switch system.format {
        case .json: return JSONValue.array(lists.map(object)).written()
        case .ndjson: return lists.map { object($0).compactText }.joined(separator: "\n")
        case .csv: return CountriesCSVView.document(([fields] + rows).map(CSVRecordReader.line))
        case .tsv: return tabbed(rows)
        case .table: return aligned(rows, system: system)
        case .text: return system.isTerminal ? aligned(rows, system: system) : tabbed(rows)
        }
    }

    /// One list as JSON: its count a number, the rest strings.
    static func object(_ list: WorldMembershipList) -> JSONValue {
        .object([
            // The key list --member, show and v5's data use (`african_union`, not the data's `au`).
            JSONValue.Member("key", .string(Membership.key(builtIn: list.key))),
            JSONValue.Member("name", .string(list.name)),
            JSONValue.Member("members", .number(Double(list.memberCodes.count))),
            JSONValue.Member("asOf", .string(list.asOf)),
            JSONValue.Member("source", .string(list.source)),
        ])
    }

    private static func tabbed(_ rows: [[String]]) -> String {
        rows.map { $0.joined(separator: "\t") }.joined(separator: "\n")
    }

    /// The columns a window keeps, and how wide each is shown (nil: left
    /// out). Nothing wraps, as with list's table: the source is cut, then
    /// left out, then the date, and the name is cut to what is left; the
    /// key (what --member takes) and the count always stay.
    static func fitted(_ widths: [Int], window: Int) -> [Int?] {
        let separator = 2
        // Each try: the columns kept, the one of them cut to fit, and the least it may be cut to.
        let tries: [(kept: [Int], cut: Int, shortest: Int)] = [([0, 1, 2, 3, 4], 4, 12), ([0, 1, 2, 3], 1, 24), ([0, 1, 2], 1, 1)]
        for (index, attempt) in tries.enumerated() {
            let others = attempt.kept.filter { $0 != attempt.cut }.reduce(0) { $0 + widths[$1] } + separator * (attempt.kept.count - 1)
            let room = window - others
            guard room >= min(attempt.shortest, widths[attempt.cut]) || index == tries.count - 1 else { continue }
            return widths.indices.map { column in
                guard attempt.kept.contains(column) else { return nil }
                return column == attempt.cut ? max(1, min(widths[column], room)) : widths[column]
            }
        }
        return widths
    }

    private static func aligned(_ rows: [[String]], system: SystemState) -> String {
        guard !rows.isEmpty else { return "" }
        let header = ["KEY", "NAME", "MEMBERS", "AS OF", "SOURCE"]
        let widths = header.indices.map { column in ([header] + rows).map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        let shown = fitted(widths, window: system.width)
        let last = shown.lastIndex { $0 != nil } ?? 0
        let line = { (cells: [String]) in
            cells.indices.compactMap { column -> String? in
                guard let width = shown[column] else { return nil }
                let cell = DisplayWidth.truncate(cells[column], to: width)
                // The last column is not padded: no trailing spaces.
                return column == last && column != 2 ? cell : DisplayWidth.pad(cell, to: width, alignRight: column == 2)
            }.joined(separator: "  ")
        }
        let style = TextStyle(enabled: system.colorEnabled)
        return ([style.dim(line(header))] + rows.map(line)).joined(separator: "\n")
    }
}
