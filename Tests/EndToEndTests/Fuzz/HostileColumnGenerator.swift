import Foundation

/// Input huge or hostile in the shape of its lines and columns, for `resolve`
/// (and, with `cells`, for any command that reads a column: `at --column`,
/// `city`): a line or a quoted CSV field just under or just past the most
/// `resolve` reads (1 MiB, `InputLimit`), made of controls that are escaped
/// on the way out, a quote never closed, thousands of columns, hundreds of
/// long distinct names, CR-only files and lone CRs inside LF ones. Fuzzing
/// from outside (issue 45) found the escaping quadratic (80,000 controls:
/// 17 s) and memory five times the longest line (200 MB: 1 GB). Each case
/// says what is owed: how many answers, and the line a too-long line or
/// row begins on, which exits 65 naming it once those before are written.
enum HostileColumnGenerator {
    struct Case {
        var arguments: [String]
        var input = Data()
        /// The answers owed: lines (plain) or rows after the header (CSV).
        var answered = 0
        /// The line the first line or CSV row past the limit begins on.
        var tooLong: Int?
        var what: String
        var csv: Bool { arguments.contains("--column") }
        /// `--format` asked for, or nil (tsv in a pipe, CSV with `--column`).
        var format: String? { arguments.firstIndex(of: "--format").map { arguments[$0 + 1] } }
    }

    /// The most `resolve` reads as a line or a row, line ends not counted.
    static let limit = 1 << 20

    /// Text of `bytes` UTF-8 bytes or a few more, of one hostile kind; no
    /// LF, and a CR only where `crs` (an LF file's lines may hold one).
    static func text(_ random: inout SplitMix64, bytes: Int, crs: Bool = false) -> String {
        var kinds = ["Fr", "\u{202E}\u{1B}", "\u{1B}[2J", "\u{85}\u{9B}", "a\tb", "\"q\",", "🇫🇷", "e\u{301}", "\u{2028}x", "Ж,", "\u{7F}\u{1}"]
        if crs { kinds.append("x\ry") }
        var piece = random.pick(kinds)
        if random.chance(0.3) { piece += random.pick(kinds) }
        let count = max(1, bytes / piece.utf8.count + 1)
        return String(repeating: piece, count: count)
    }

    /// A short name, maybe laced with a control.
    static func name(_ random: inout SplitMix64) -> String {
        var name = random.pick(["France", "Korea, Rep.", "Viet Nam", "CÃ´te d'Ivoire", "Narnia", "", "fr", "Zaire"])
        if random.chance(0.2) { name += random.pick(["\u{1B}[31m", "\u{202E}", "\t", "\u{85}"]) }
        return name
    }

    /// A size just under or just past `limit`: `past` says which.
    static func nearTheLimit(_ random: inout SplitMix64, past: Bool) -> Int {
        past ? limit + random.int(1...200_000) : limit - random.int(64...200_000)
    }

    static let shapes = ["one huge line", "many long names", "a huge quoted field", "a quote never closed", "many columns", "CR-only", "lone CRs in an LF file"]

    /// Case `index`: the shapes in turn, so that any `shapes.count` cases
    /// in a row hold each.
    static func make(_ random: inout SplitMix64, index: Int) -> Case {
        switch shapes[index % shapes.count] {
        case "one huge line": return hugeLine(&random)
        case "many long names": return manyLongNames(&random)
        case "a huge quoted field": return hugeField(&random)
        case "a quote never closed": return quoteNeverClosed(&random)
        case "many columns": return manyColumns(&random)
        case "CR-only": return crOnly(&random)
        default: return loneCRs(&random)
        }
    }

    private static func plainArguments(_ random: inout SplitMix64) -> [String] {
        ["resolve"] + random.pick([[], ["--format", "csv"], ["--format", "table"], ["--format", "json"], ["--format", "ndjson"], ["--to", "cca3,cca2"]])
    }

    private static func csvArguments(_ random: inout SplitMix64, column: String) -> [String] {
        ["resolve", "--column", column] + random.pick([[], ["--to", "cca3,region"], ["--format", "json"], ["--format", "ndjson"]])
    }

    /// Short names, one line of about the limit, short names.
    private static func hugeLine(_ random: inout SplitMix64) -> Case {
        let before = random.int(0...20)
        let after = (0..<random.int(0...20)).map { _ in name(&random) }
        return aroundAHugeLine(&random, before: before, after: after, end: "\n", what: "")
    }

    /// `before` short names, a line of about the limit (under or past it),
    /// then `after`, each ended by `end`; and what is owed.
    private static func aroundAHugeLine(_ random: inout SplitMix64, before: Int, after: [String], end: String, what: String) -> Case {
        let past = random.chance(0.5)
        let size = nearTheLimit(&random, past: past)
        let names = (0..<before).map { _ in name(&random) }
        var huge = text(&random, bytes: size)
        if !past { huge = String(decoding: huge.utf8.prefix(size), as: UTF8.self) } // a character cut makes U+FFFD: 3 bytes at most past
        let lines = names + [huge] + after
        var generated = Case(arguments: plainArguments(&random), what: "\(what)\(before) names, a line of \(huge.utf8.count) bytes, \(after.count) names")
        generated.input = Data((lines.joined(separator: end) + end).utf8)
        (generated.answered, generated.tooLong) = huge.utf8.count > limit ? (before, before + 1) : (lines.count, nil)
        return generated
    }

    /// Hundreds of long distinct names: none kept for the run past a few.
    private static func manyLongNames(_ random: inout SplitMix64) -> Case {
        let count = random.int(100...400)
        var text = ""
        for index in 0..<count {
            text += "\(index) " + Self.text(&random, bytes: random.int(1_000...8_000)) + "\n"
        }
        var generated = Case(arguments: plainArguments(&random), what: "\(count) distinct names of 1 to 8 KB")
        generated.input = Data(text.utf8)
        generated.answered = count
        return generated
    }

    /// A CSV whose row holds a quoted field of about the limit, over lines.
    private static func hugeField(_ random: inout SplitMix64) -> Case {
        let past = random.chance(0.5)
        let before = random.int(0...10), after = random.int(0...10)
        let size = nearTheLimit(&random, past: past)
        var text = "id,country,note\n"
        var line = 2
        for index in 0..<before {
            text += "\(index),\"\(name(&random).replacingOccurrences(of: "\"", with: "\"\""))\",x\n"
            line += 1
        }
        // The field in pieces of up to 100 KB, each ended by a line break.
        var field = "", pieces = 0
        while field.utf8.count < size - 100 {
            let piece = Self.text(&random, bytes: min(100_000, size - 100 - field.utf8.count)).replacingOccurrences(of: "\"", with: "\"\"")
            field += piece + random.pick(["\n", "\r\n"])
            pieces += 1
        }
        let row = "\(before),France,\"\(field)\""
        text += row + "\n"
        let tooLongRow = line
        line += pieces + 1
        for index in 0..<after {
            text += "\(before + 1 + index),\(name(&random).replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: "\"", with: "")),y\n"
        }
        var generated = Case(arguments: csvArguments(&random, column: "country"), what: "\(before) rows, a row of \(row.utf8.count) bytes over \(pieces + 1) lines, \(after) rows")
        generated.input = Data(text.utf8)
        // Line ends are not counted.
        let rowBytes = row.utf8.count - field.utf8.count + field.replacingOccurrences(of: "\r\n", with: "").replacingOccurrences(of: "\n", with: "").utf8.count
        if rowBytes > limit {
            generated.answered = before
            generated.tooLong = tooLongRow
        } else {
            generated.answered = before + 1 + after
        }
        return generated
    }

    /// A quote opened and never closed, then lines past the limit.
    private static func quoteNeverClosed(_ random: inout SplitMix64) -> Case {
        let before = random.int(0...10)
        var text = "country,note\n"
        for _ in 0..<before { text += "France,x\n" }
        text += "\"Fr"
        // Past the limit in the row's own bytes: line ends are not counted.
        text += String(repeating: "ance,\n", count: (limit + 50_000) / 5)
        var generated = Case(arguments: csvArguments(&random, column: "country"), what: "\(before) rows, then a quote never closed over 1 MB of lines")
        generated.input = Data(text.utf8)
        generated.answered = before
        generated.tooLong = before + 2
        return generated
    }

    /// Thousands of columns; the names in one of the last.
    private static func manyColumns(_ random: inout SplitMix64) -> Case {
        let columns = random.int(1_000...20_000), rows = random.int(1...20)
        let at = columns - random.int(1...10)
        let header = (0..<columns).map { $0 == at ? "country" : "c\($0)" }.joined(separator: ",")
        var text = header + "\n"
        for _ in 0..<rows {
            text += (0..<columns).map { $0 == at ? random.pick(["France", "Viet Nam", "Narnia", ""]) : random.pick(["", "1", "x\ty"]) }.joined(separator: ",") + "\n"
        }
        var generated = Case(arguments: csvArguments(&random, column: random.chance(0.5) ? "country" : "\(at + 1)"), what: "\(rows) rows of \(columns) columns")
        generated.input = Data(text.utf8)
        generated.answered = rows
        return generated
    }

    /// Lines ended by a CR alone, one of them about the limit.
    private static func crOnly(_ random: inout SplitMix64) -> Case {
        let before = random.int(1...10)
        return aroundAHugeLine(&random, before: before, after: ["Germany"], end: "\r", what: "CR-only: ")
    }

    /// An LF file whose lines hold CRs alone: each is part of its line.
    private static func loneCRs(_ random: inout SplitMix64) -> Case {
        let count = random.int(1...200)
        var text = ""
        for _ in 0..<count {
            text += random.chance(0.5) ? random.pick(["France\rx", "\rViet Nam", "Korea, Rep.\r\r"]) : name(&random)
            text += random.pick(["\n", "\r\n"])
        }
        if random.chance(0.3) { text += Self.text(&random, bytes: random.int(1...50_000), crs: true) + "\n" }
        var generated = Case(arguments: plainArguments(&random), what: "an LF file of \(count) lines with CRs alone in them")
        generated.input = Data(text.utf8)
        generated.answered = text.utf8.count { $0 == 0x0A }
        return generated
    }

    /// The answers `output` holds, as its format writes them.
    static func answers(in output: Data, of generated: Case) -> Int {
        let text = String(decoding: output, as: UTF8.self)
        // By scalars: CSV's "\r\n" is one `Character`, which a split at "\n" would not cut.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { String($0) }
        switch generated.format {
        case "json": return lines.filter { $0.hasPrefix("  {") || $0.hasPrefix(", {") }.count
        case "ndjson": return lines.count
        case "csv", "table": return max(0, lines.count - 1) // a header, if any
        default:
            guard generated.csv else { return lines.count }
            return max(0, ResolveInputGenerator.records(text).count - 1)
        }
    }

    /// The controls `output` may hold raw: line ends, tsv's tabs, and in a
    /// CSV passed through, the tabs and line breaks of its fields.
    static func allowedControls(of generated: Case) -> Set<Unicode.Scalar> {
        switch generated.format {
        case "json", "ndjson", "table": ["\n"]
        case "csv": ["\r", "\n"]
        default: generated.csv ? ["\r", "\n", "\t"] : ["\n", "\t"]
        }
    }
}
