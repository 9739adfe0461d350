/// A batch of names for `resolve`, as bytes: the names' UTF-8 one after
/// another in one array (for stdin, the bytes one `read` brought, line
/// ends and all), each name a range of it. A line costs no `String`, no
/// array and no count of references of its own: a name met again is found
/// by its bytes (`DistinctAnswers`), and only a new one is made a text.
///
/// Each name's line of input is counted from `firstLine`, unless the names
/// were given with lines of their own (CSV records over several lines);
/// CSV names carry the row they came from, which the output repeats.
package struct NameBatch: RandomAccessCollection, Equatable, Sendable {
    /// The names' bytes, and whatever the source had between them.
    package let bytes: [UInt8]
    /// Each name's first byte and the byte after its last, in turn.
    private let bounds: [Int]
    private let firstLine: Int
    /// Each name's line, when not `firstLine` and on.
    private let lines: [Int]
    /// Each name's CSV row, when the names came from CSV.
    private let rows: [[String]?]

    package init() {
        self.init(bytes: [], bounds: [], firstLine: 1)
    }

    /// Names `bytes[bounds[2i]..<bounds[2i+1]]`, on lines `firstLine` and
    /// on; the bytes must be UTF-8 (the caller checked them).
    package init(bytes: [UInt8], bounds: [Int], firstLine: Int) {
        precondition(bounds.count % 2 == 0)
        self.bytes = bytes
        self.bounds = bounds
        self.firstLine = firstLine
        lines = []
        rows = []
    }

    /// Texts, on lines `firstLine` and on.
    package init(_ texts: [String], firstLine: Int) {
        var bytes: [UInt8] = []
        var bounds: [Int] = []
        bounds.reserveCapacity(texts.count * 2)
        for text in texts {
            bounds.append(bytes.count)
            bytes.append(contentsOf: text.utf8)
            bounds.append(bytes.count)
        }
        self.init(bytes: bytes, bounds: bounds, firstLine: firstLine)
    }

    /// Names each with its own line and row.
    package init(_ names: [NameToResolve]) {
        var bytes: [UInt8] = []
        var bounds: [Int] = []
        bounds.reserveCapacity(names.count * 2)
        for name in names {
            bounds.append(bytes.count)
            bytes.append(contentsOf: name.name.utf8)
            bounds.append(bytes.count)
        }
        self.bytes = bytes
        self.bounds = bounds
        firstLine = 1
        lines = names.map(\.line)
        rows = names.contains { $0.row != nil } ? names.map(\.row) : []
    }

    private init(bytes: [UInt8], bounds: [Int], firstLine: Int, lines: [Int], rows: [[String]?]) {
        (self.bytes, self.bounds, self.firstLine, self.lines, self.rows) = (bytes, bounds, firstLine, lines, rows)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { bounds.count / 2 }

    package subscript(index: Int) -> NameToResolve {
        NameToResolve(line: line(at: index), name: name(at: index), row: rows.isEmpty ? nil : rows[index])
    }

    /// Where name `index`'s bytes are in `bytes`.
    package func range(of index: Int) -> Range<Int> {
        bounds[2 * index]..<bounds[2 * index + 1]
    }

    /// Name `index`'s line of input, from 1.
    package func line(at index: Int) -> Int {
        lines.isEmpty ? firstLine + index : lines[index]
    }

    /// Name `index` as text.
    package func name(at index: Int) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range(of: index)]), as: UTF8.self) }
    }

    /// The names at `range`, their bytes shared, not copied.
    package func names(_ range: Range<Int>) -> NameBatch {
        NameBatch(
            bytes: bytes, bounds: Array(bounds[(2 * range.lowerBound)..<(2 * range.upperBound)]), firstLine: firstLine + range.lowerBound,
            lines: lines.isEmpty ? [] : Array(lines[range]), rows: rows.isEmpty ? [] : Array(rows[range])
        )
    }

    /// The batch with its first name's leading UTF-8 byte-order mark
    /// (EF BB BF) left out; nil when it has none.
    package func withoutByteOrderMark() -> NameBatch? {
        guard let first = indices.first, bytes[range(of: first)].starts(with: Self.byteOrderMark) else { return nil }
        var bounds = bounds
        bounds[0] += Self.byteOrderMark.count
        return NameBatch(bytes: bytes, bounds: bounds, firstLine: firstLine, lines: lines, rows: rows)
    }

    /// U+FEFF in UTF-8.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The same names on the same lines, with the same rows, whatever
    /// lies between them.
    package static func == (lhs: NameBatch, rhs: NameBatch) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}
