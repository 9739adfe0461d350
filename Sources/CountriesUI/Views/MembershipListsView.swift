import CountriesModel
import CountriesStore

/// `memberships`: one built-in list a line: key, name, members, as of,
/// source. Tab-separated in a pipe; aligned, with a header, on a terminal.
package enum MembershipListsView {
    package static func text(_ lists: [WorldMembershipList], system: SystemState) -> String {
        let rows = lists.map { list in
            [list.key, list.name, String(list.memberCodes.count), list.asOf, list.source].map { PlainText.of($0) }
        }
        guard system.isTerminal, !rows.isEmpty else { return rows.map { $0.joined(separator: "\t") }.joined(separator: "\n") }
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
