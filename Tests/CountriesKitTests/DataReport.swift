import Foundation

/// docs/DATA.md, as the tests read it: its tables, by the heading above them.
struct DataReport {
    let lines: [String]

    static func read() throws -> DataReport {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/DATA.md").path
        return DataReport(lines: try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n"))
    }

    /// The rows of the first table after the heading that starts with
    /// `heading`, each its cells (pipes unescaped), the header left out.
    func table(under heading: String) -> [[String]] {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return [] }
        var rows: [[String]] = []
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("|") else {
                if inTable { break }
                continue
            }
            inTable = true
            rows.append(Self.cells(line))
        }
        // The header and the line under it.
        return Array(rows.dropFirst(2))
    }

    /// "| a | b\|c |" -> ["a", "b|c"].
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line.dropFirst() {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        return cells
    }

    /// The text of the first fenced block after the heading.
    func block(under heading: String) -> String? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }),
              let open = lines[start...].firstIndex(of: "```"),
              let close = lines[(open + 1)...].firstIndex(of: "```") else { return nil }
        return lines[(open + 1)..<close].joined(separator: "\n")
    }
}
