import CountriesModel
import CountriesUI

/// A CSV with a header row on stdin, as `resolve --column` and `at
/// --column` read it: a leading byte-order mark dropped (and said, so the
/// output repeats it), a row over several lines (a quoted line break) made
/// one, the header given first, then each read's rows. An empty line is a
/// row of one empty field (`blank`). A row with more or fewer fields than
/// the header is refused (exit 65, naming its line), the rows before it
/// given first: its answer would land in another column. So is any other
/// that is not CSV, or too long (`InputLimit`).
@MainActor
struct CSVColumnInput {
    let input: any LineInput

    /// One row: its first line (from 1), its fields, and whether it was an empty line.
    struct Row {
        var line: Int
        var fields: [String]
        var blank: Bool
    }

    /// Reads the input to its end; false when it held no line at all.
    /// `byteOrderMark` is called before the header when the input began
    /// with one; `header` is given the header's fields and how its line
    /// ended (`endOfInput` for an input of a header alone with no end).
    func read(
        byteOrderMark: () -> Void, header: ([String], LineEnd) throws -> Void, rows: ([Row]) throws -> Void
    ) async throws -> Bool {
        var reader = CSVRecordReader()
        var headerCount: Int?
        var number = 0
        try await input.endedLineBatches { lines in
            var batch: [Row] = []
            for (var line, end) in lines {
                number += 1
                if number == 1, let rest = Self.withoutByteOrderMark(line) {
                    line = rest
                    byteOrderMark()
                }
                let record: (line: Int, fields: [String])?
                do {
                    record = try reader.record(endingWith: line, end: end, number: number)
                } catch {
                    // The rows before it are printed, as before a quote never closed.
                    if !batch.isEmpty { try rows(batch) }
                    throw error
                }
                guard let (start, fields) = record else { continue }
                guard let count = headerCount else {
                    try header(fields, end)
                    headerCount = fields.count
                    continue
                }
                let blank = fields.count == 1 && fields[0].isEmpty
                if fields.count != count, !blank {
                    // The rows before it are printed, as before a quote never closed.
                    if !batch.isEmpty { try rows(batch) }
                    throw CSVError.ragged(line: start, fields: fields.count, header: count)
                }
                batch.append(Row(line: start, fields: fields, blank: blank))
            }
            if !batch.isEmpty { try rows(batch) }
        }
        try reader.finish()
        return headerCount != nil
    }

    /// The first line without the byte-order mark it begins with, if any.
    static func withoutByteOrderMark(_ line: String) -> String? {
        guard line.unicodeScalars.first == ResolveRequest.byteOrderMarkScalar else { return nil }
        return String(line.unicodeScalars.dropFirst())
    }

    /// Why `--column` names no single column of `header`: none, or one
    /// the header holds more than once (which only its number tells apart).
    static func noSingleColumn(_ column: ResolveColumn, columns: [Int], header: [String]) -> String {
        guard case let .header(name) = column, columns.count > 1 else {
            return "'--column' names no column of the input's header (\(header.map(quoted).joined(separator: ", ")))"
        }
        let numbers = columns.map { String($0 + 1) }
        let times = columns.count == 2 ? "twice" : "\(columns.count) times"
        return "'--column' names \(quoted(name)), which the input's header holds \(times) (columns \(numbers.dropLast().joined(separator: ", ")) and \(numbers.last!)): give the column's number instead"
    }
}
