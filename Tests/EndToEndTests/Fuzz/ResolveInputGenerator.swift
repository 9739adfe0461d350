import Foundation

/// Files `resolve` reads as data people send them: a UTF-8 byte-order mark
/// (Excel's "CSV UTF-8"), lines ended by LF, CRLF (or both, mixed), or a CR
/// alone (old Mac files: no LF in them), ragged CSV rows, quoted fields that
/// hold line breaks (a CR alone in an LF file's field is part of its line),
/// and controls (C0, C1, DEL, escape sequences) in the names. Each case says
/// what the output must be: as many answers as lines (plain) or rows (CSV),
/// or exit 65 naming the first ragged row's line.
enum ResolveInputGenerator {
    struct Case {
        var input = Data()
        var arguments: [String]
        /// Plain: the lines; CSV: the rows after the header.
        var records = 0
        var byteOrderMark = false
        /// CSV: the header's field count, and the line the first ragged row begins on.
        var headerFields = 0
        var raggedLine: Int?
        /// CSV: where the names are, and each row's name as it came.
        var nameColumn = 0
        var names: [String] = []
        var csv: Bool { arguments.contains("--column") }
    }

    static let names = ["France", "Korea, Rep.", "Viet Nam", "CÃ´te d'Ivoire", "Burma", "Narnia", "Virgin Islands", "", " ", "fr", "Zaire"]

    /// A name, maybe laced with a control or a line end of another kind
    /// (`lineBreaks`; an LF none in a CR-only file, `crOnly`, which it
    /// would make an LF one).
    static func name(_ random: inout SplitMix64, lineBreaks: Bool, crOnly: Bool = false) -> String {
        var name = random.pick(names)
        if random.chance(0.3) {
            let controls = FuzzValues.controls.filter { (lineBreaks || (!$0.contains("\n") && !$0.contains("\r"))) && !(crOnly && $0.contains("\n")) }
            let control = random.pick(controls)
            name = random.chance(0.5) ? control + name : name + control
        }
        return name
    }

    static func make(_ random: inout SplitMix64) -> Case {
        // A file's ends: LF, CRLF, both, or a CR alone (with no LF anywhere).
        let ends = random.pick([["\n"], ["\r\n"], ["\n", "\r\n"], ["\r"]])
        let crOnly = ends == ["\r"]
        let end = { (random: inout SplitMix64, _: String) -> String in random.pick(ends) }
        var text = ""
        var generated = Case(arguments: ["resolve"] + random.pick([[], ["--format", "csv"], ["--format", "tsv"], ["--to", "cca3,cca2"]]))
        generated.byteOrderMark = random.chance(0.4)
        if random.chance(0.5) {
            generated.records = random.int(0...30)
            var lastIsNothing = false
            for index in 0..<generated.records {
                let line = name(&random, lineBreaks: false)
                text += line
                if index < generated.records - 1 || random.chance(0.8) { text += end(&random, line) } else { lastIsNothing = line.isEmpty }
            }
            // An empty last line with no end is no line at all; a byte-order
            // mark alone is one, answered empty as any empty line.
            if lastIsNothing, !(generated.byteOrderMark && generated.records == 1) { generated.records -= 1 }
            if generated.byteOrderMark, generated.records == 0 { generated.records = 1 }
        } else {
            generated.arguments = ["resolve", "--column", "country"] + random.pick([[], ["--to", "cca3,region"]])
            let header = random.pick([["country"], ["id", "country"], ["id", "country", "note"]])
            generated.headerFields = header.count
            generated.nameColumn = header.firstIndex(of: "country") ?? 0
            text += header.joined(separator: ",") + end(&random, "header")
            var line = 2
            generated.records = random.int(0...20)
            for _ in 0..<generated.records {
                var fields = header.map { column -> String in
                    guard column == "country" else { return random.pick(["1", "x", ""]) }
                    let value = name(&random, lineBreaks: true, crOnly: crOnly)
                    generated.names.append(value)
                    return value.unicodeScalars.contains(where: { ",\"\n\r".unicodeScalars.contains($0) })
                        ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
                }
                if random.chance(0.08) {
                    // A row made empty is a blank line, which is no ragged row.
                    if random.chance(0.5) || fields.count == 1 || fields.dropLast().joined().isEmpty { fields.append("extra") } else { fields.removeLast() }
                    if generated.raggedLine == nil { generated.raggedLine = line }
                }
                let row = fields.joined(separator: ",")
                text += row + end(&random, row)
                line += lineEnds(in: row, crOnly: crOnly) + 1
            }
        }
        generated.input = Data((generated.byteOrderMark ? "\u{FEFF}" : "").utf8) + Data(text.utf8)
        return generated
    }

    /// The line ends inside a row's quoted fields, as `resolve` counts lines:
    /// each LF (a CRLF's too), or in a CR-only file each CR.
    static func lineEnds(in text: String, crOnly: Bool) -> Int {
        text.unicodeScalars.count { $0 == (crOnly ? "\r" : "\n") }
    }

    /// A name as `--column` echoes it: each control as its escape
    /// (`\x1B`), but a Tab and a line break a quoted field holds, raw as
    /// they came (issue 45: a Tab was written `\x09`).
    static func echoed(_ name: String) -> String {
        var echoed = ""
        for scalar in name.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" || !Invariants.isControl(scalar) {
                echoed.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                echoed += scalar.value > 0xFF ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\x" + (hex.count < 2 ? "0" : "") + hex
            }
        }
        return echoed
    }

    /// RFC 4180 records of `resolve`'s CSV output (each row ended by LF,
    /// CRLF or a CR alone, as the input's header was; a line break inside
    /// quotes kept).
    static func records(_ text: String) -> [[String]] {
        var records: [[String]] = [], fields: [String] = [], field = "", quoted = false
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { field += "\""; scalars.removeFirst() } else { quoted = false }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                fields.append(field)
                field = ""
            } else if scalar == "\r" || scalar == "\n" {
                // `--column`'s rows end as the input's header did: LF, CRLF or a CR alone.
                if scalar == "\r", scalars.first == "\n" { scalars.removeFirst() }
                records.append(fields + [field])
                (fields, field) = ([], "")
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !fields.isEmpty { records.append(fields + [field]) }
        return records
    }
}
