import Foundation
import Testing

/// A table the world-data generator writes from Babel (Tests/Corpus/): one
/// row a tag (every CLDR locale, and tags as systems write them), the locale
/// Babel's own lookup gives it, and CLDR's names by column; "=tag" for the
/// same names as an earlier row.
struct CLDRTable {
    struct Row {
        let tag: String
        let babelLocale: String
        /// By column (cca2, or "L-FRA", "C-EUR", "155"); "" where CLDR names none.
        let names: [String: String]
    }

    let columns: [String]
    let rows: [Row]

    init(_ file: String) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Corpus/\(file)").path
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        columns = try #require(lines.first).split(separator: "\t", omittingEmptySubsequences: false).dropFirst(2).map(String.init)
        var byTag: [String: [String: String]] = [:]
        var rows: [Row] = []
        for line in lines.dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let names: [String: String]
            if fields.count == 3, fields[2].hasPrefix("=") {
                names = try #require(byTag[String(fields[2].dropFirst())], "\(fields[0]) refers to an unknown line")
            } else {
                try #require(fields.count == columns.count + 2, "\(fields[0]): \(fields.count - 2) names for \(columns.count) columns")
                names = Dictionary(uniqueKeysWithValues: zip(columns, fields.dropFirst(2)))
            }
            byTag[fields[0]] = names
            rows.append(Row(tag: fields[0], babelLocale: fields[1], names: names))
        }
        self.rows = rows
    }
}
