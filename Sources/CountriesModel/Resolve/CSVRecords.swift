/// RFC 4180 records read from lines as they come: a quoted field may hold
/// commas, doubled quotes and line breaks, so one record may take several
/// lines. Anything else is no CSV, and says where.
package struct CSVRecordReader {
    /// Where the record a quoted field left open at the end of a line
    /// began, and that record as far as it was read. Each line is read
    /// once, and the open record is grown in place, never copied: a quote
    /// never closed costs the lines after it once each. (Taken out of an
    /// optional and put back a line, its field was copied whole each line:
    /// 100,000 lines took minutes.)
    private var openSince: Int?
    private var parse = Parse()
    /// The bytes of the open record's lines so far, and the most a record may take.
    private var openBytes = 0
    private let longest: Int

    /// `longest`: the most bytes a record's lines may take, their ends not
    /// counted (`InputLimit`).
    package init(longest: Int = InputLimit.bytes) {
        self.longest = longest
    }

    /// The record that ends with `line`, or nil when a quoted field goes on
    /// to the next line: it then holds `end`, the line's end as it came
    /// (LF, CRLF or a CR alone), so the row is written out as it was read.
    /// A record whose lines come to more than `longest` bytes is refused
    /// at the line that passes it, naming the line it began on.
    package mutating func record(endingWith line: String, end: LineEnd, number: Int) throws(CSVError) -> (line: Int, fields: [String])? {
        if openSince == nil, line.utf8.count <= longest, let fields = Self.plainFields(line) { return (number, fields) }
        let first = openSince ?? number
        openBytes += line.utf8.count
        if openBytes > longest { throw CSVError.tooLong(line: first) }
        guard let fields = try parse.read(line, line: first) else {
            parse.field.append(end.text)
            openSince = first
            return nil
        }
        openSince = nil
        openBytes = 0
        parse = Parse()
        return (first, fields)
    }

    /// A line with no quote, each comma between ASCII bytes (or at an
    /// end): its fields are the bytes between its commas, as `Parse` reads
    /// them character by character (a comma is a character of its own
    /// unless a character joins it: a mark after it, a prepended one
    /// before it, neither ASCII). nil for any other line.
    static func plainFields(_ line: String) -> [String]? {
        var line = line
        return line.withUTF8 { bytes -> [String]? in
            var fields: [String] = []
            var start = 0
            for (index, byte) in bytes.enumerated() {
                if byte == UInt8(ascii: "\"") { return nil }
                guard byte == UInt8(ascii: ",") else { continue }
                guard index == 0 || bytes[index - 1] < 0x80, index == bytes.count - 1 || bytes[index + 1] < 0x80 else { return nil }
                fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return fields
        }
    }

    /// The input ended: a quote still open is an error.
    package func finish() throws(CSVError) {
        if let openSince { throw CSVError(line: openSince, reason: "a quoted field is never closed") }
    }

    /// A record read so far: its fields, and the one being read.
    private struct Parse {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var wasQuoted = false

        /// Reads on through `text`: the fields, or nil when a quoted field
        /// is still open at its end.
        mutating func read(_ text: String, line: Int) throws(CSVError) -> [String]? {
            var characters = text.makeIterator()
            var next = characters.next()
            while let character = next {
                next = characters.next()
                if quoted {
                    if character == "\"" {
                        if next == "\"" {
                            field.append("\"")
                            next = characters.next()
                        } else {
                            quoted = false
                        }
                    } else {
                        field.append(character)
                    }
                    continue
                }
                switch character {
                case ",":
                    fields.append(field)
                    field = ""
                    wasQuoted = false
                case "\"" where field.isEmpty && !wasQuoted:
                    quoted = true
                    wasQuoted = true
                case "\"":
                    throw CSVError(line: line, reason: "a quote inside a field that is not quoted")
                default:
                    if wasQuoted { throw CSVError(line: line, reason: "text after a quoted field's closing quote") }
                    field.append(character)
                }
            }
            if quoted { return nil }
            fields.append(field)
            return fields
        }
    }

    /// `field` of the text of these UTF-8 bytes, appended to `output` as
    /// bytes, with no text made. A comma or a quote is one of `field`'s
    /// characters unless a character joins it (a mark after it, a
    /// prepended one before it: neither is ASCII), so a field whose commas
    /// and quotes have ASCII or nothing on each side is read by its bytes;
    /// any other is left to `field`.
    package static func append(field: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let (comma, quote) = (UInt8(ascii: ","), UInt8(ascii: "\""))
        var quoted = false
        for (index, byte) in field.enumerated() where byte == comma || byte == quote || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            guard byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r"),
                  index == 0 || field[index - 1] < 0x80, index == field.count - 1 || field[index + 1] < 0x80 else {
                output.append(contentsOf: Self.field(String(decoding: field, as: UTF8.self)).utf8)
                return
            }
            quoted = true
        }
        guard quoted else {
            output.append(contentsOf: field)
            return
        }
        output.append(quote)
        for byte in field {
            output.append(byte)
            if byte == quote { output.append(quote) }
        }
        output.append(quote)
    }

    /// One record as RFC 4180 writes it, every `--format csv` of the
    /// program's (`cells`); a record of one empty field is `""`, not an
    /// empty line, which Python's csv reads as a record of no field and
    /// pandas drops (`time fr jp --fields next`: Japan's row was lost).
    package static func line(_ fields: [String]) -> String {
        fields == [""] ? "\"\"" : cells(fields)
    }

    /// Fields as part of a record: each `field`, joined by commas.
    package static func cells(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",")
    }

    /// One field as RFC 4180 writes it: with a comma, a quote or a line
    /// break, quoted, its quotes doubled; else as it is.
    package static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}

/// Input that `--column` promised was CSV and is not, or a row longer
/// than `resolve` reads (`InputLimit`).
package struct CSVError: Error, Equatable, CustomStringConvertible {
    package let line: Int
    package let reason: String
    private var tooLong = false

    init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// The row that begins on `line` is longer than `InputLimit.bytes`.
    package static func tooLong(line: Int) -> CSVError {
        var error = CSVError(line: line, reason: "a row may be at most \(InputLimit.text), its line ends not counted")
        error.tooLong = true
        return error
    }

    /// A row whose fields are not as many as the header's: its answer would
    /// land in another column than the header gives it.
    package static func ragged(line: Int, fields: Int, header: Int) -> CSVError {
        CSVError(line: line, reason: "the row has \(fields) field\(fields == 1 ? "" : "s"), the header \(header)")
    }

    package var description: String {
        tooLong ? "the CSV row that begins on standard input line \(line) is too long: \(reason)" : "the input is not CSV (RFC 4180): line \(line): \(reason)"
    }
}
