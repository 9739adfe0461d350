/// What `countries resolve` was asked: names on the command line (else
/// stdin's lines), the fields each answer gives, and the CSV column the
/// names are in, if the input is CSV.
package struct ResolveRequest: Equatable, Sendable {
    package var names: [String]
    /// `--to`: `cca3` unless told.
    package var fields: [CountryField]
    package var column: ResolveColumn?
    /// The input began with a UTF-8 byte-order mark (Excel's "CSV UTF-8"):
    /// not part of the first name or header, and written again before the
    /// output's header with `--column`.
    package var byteOrderMark = false
    /// How the input's header line ended, which `--column` ends each row
    /// it writes with: the CSV comes back with the line ends it had (RFC
    /// 4180's CRLF where the header has none).
    package var lineEnd = LineEnd.crlf

    package init(names: [String] = [], fields: [CountryField] = ResolveRequest.defaultFields, column: ResolveColumn? = nil) {
        self.names = names
        self.fields = fields
        self.column = column
    }

    /// U+FEFF, which a file's first line may begin with.
    package static let byteOrderMarkScalar: Unicode.Scalar = "\u{FEFF}"

    package static let defaultFields = [CountryField("cca3")].compactMap { $0 }

    /// The fields a `Country` holds itself: asking only these reads no record.
    package static let fieldsOnACountry: Set<String> = ["cca2", "cca3", "ccn3", "cioc", "flag", "region", "subregion", "name.common", "name.official"]

    /// A field the country's record holds (the place's own need none).
    package var needsRecords: Bool {
        fields.contains { !Self.fieldsOnACountry.contains($0.path) && !$0.isOfThePlace }
    }
}

/// `--column`: counted from 1, or a header's text.
package enum ResolveColumn: Equatable, Sendable {
    case number(Int)
    case header(String)

    /// `3` is the third column; any other text names a header.
    package init?(_ text: String) {
        if let number = Int(text) {
            guard number > 0 else { return nil }
            self = .number(number)
        } else {
            guard !text.isEmpty else { return nil }
            self = .header(text)
        }
    }

    /// A number names its column, even where another column's header is
    /// that number written out (`--column 1`, the third column headed
    /// `1`): that other column, counted from 0, for a warning; nil when
    /// there is none, or this is a header's text.
    package func numberAlsoHeads(in header: [String]) -> Int? {
        guard case let .number(number) = self else { return nil }
        return header.indices.first { $0 != number - 1 && header[$0].trimmingWhitespace() == String(number) }
    }

    /// Where in `header` the names are, counted from 0; nil when there is
    /// no such column, or more than one (`columns(in:)`).
    package func index(in header: [String]) -> Int? {
        let columns = columns(in: header)
        return columns.count == 1 ? columns[0] : nil
    }

    /// The columns of `header` this names, counted from 0: a number one at
    /// most; a header's text those it matches as written, else, when none
    /// does, those it matches in any case. More than one is a header that
    /// holds the text twice: which column is meant only its number says.
    package func columns(in header: [String]) -> [Int] {
        switch self {
        case let .number(number): return number <= header.count ? [number - 1] : []
        case let .header(name):
            let exact = header.indices.filter { header[$0] == name }
            guard exact.isEmpty else { return exact }
            let folded = name.lowercased()
            return header.indices.filter { header[$0].lowercased() == folded }
        }
    }
}

/// One name to resolve: its line of input (from 1), the name, and, for CSV,
/// the whole row it came from, which the output repeats.
package struct NameToResolve: Equatable, Sendable {
    package var line: Int
    package var name: String
    package var row: [String]?

    package init(line: Int, name: String, row: [String]? = nil) {
        self.line = line
        self.name = name
        self.row = row
    }
}

/// A name and what it means; no resolution for an empty name, whose answer
/// is empty.
package struct ResolvedName: Equatable, Sendable {
    package var input: NameToResolve
    package var resolution: NameResolution?

    package init(input: NameToResolve, resolution: NameResolution?) {
        self.input = input
        self.resolution = resolution
    }

    /// A name given that no single country fits.
    package var isUnresolved: Bool {
        resolution.map { $0.country == nil } ?? false
    }
}

/// The answers `resolve` has for the output now, and what it has counted so
/// far: the view prints one batch at a time, so memory stays flat however
/// long the input. Each line holds the slot of its answer among the run's
/// distinct answers (`DistinctAnswers`), so a line copies no country.
package struct ResolvedBatch: Equatable, Sendable {
    package var fields: [CountryField]
    /// CSV input's header row: the output repeats it, the fields appended.
    package var header: [String]?
    /// The input began with a byte-order mark, which `--column` output repeats.
    package var byteOrderMark = false
    /// What ends each row `--column` writes: the input header's line end.
    package var lineEnd = LineEnd.crlf
    /// This batch's names, in order, and the slot of each one's answer.
    package var inputs = NameBatch()
    package var slots: [Int32] = []
    package var answers = DistinctAnswers()
    /// How many answers earlier batches printed.
    package var printedBefore = 0
    /// Names given so far (empty lines aside), and how many fit no single country.
    package var given = 0
    package var unresolved = 0
    /// The lines of the first names that fit no single country.
    package var unresolvedLines: [Int] = []
    package var finished = false

    package init(fields: [CountryField], header: [String]? = nil, byteOrderMark: Bool = false, lineEnd: LineEnd = .crlf) {
        self.fields = fields
        self.header = header
        self.byteOrderMark = byteOrderMark
        self.lineEnd = lineEnd
    }

    /// The lines a summary names; more are counted, not listed.
    package static let linesListed = 5

    /// The next batch, answered: a name the run has met is not resolved
    /// again. `resolve` gets each new name that is not empty or spaces.
    package mutating func answer(_ batch: [NameToResolve], resolve: (String) -> NameResolution) {
        answer(NameBatch(batch), resolve: resolve)
    }

    /// The next batch, answered a line at a time from its bytes: a line
    /// is its slot, found by its bytes, and counted; no line is made a text.
    package mutating func answer(_ batch: NameBatch, resolve: (String) -> NameResolution) {
        printedBefore += inputs.count
        answers.beginBatch()
        inputs = batch
        // Out of `self` while the lines are read, so that growing them
        // overlaps no read of the batch.
        var answers = answers
        self.answers = DistinctAnswers(mostKept: answers.mostKept)
        var (given, unresolved, unresolvedLines) = (0, 0, unresolvedLines)
        slots = [Int32](unsafeUninitializedCapacity: batch.count) { slots, initialized in
            batch.bytes.withUnsafeBufferPointer { bytes in
                for index in batch.indices {
                    let name = UnsafeBufferPointer(rebasing: bytes[batch.range(of: index)])
                    let slot = answers.slot(of: name) { Self.isBlank($0) ? nil : resolve($0) }
                    slots.initializeElement(at: index, to: slot)
                    switch answers.kinds[Int(slot)] {
                    case .empty: continue
                    case .found: given += 1
                    case .unresolved:
                        given += 1
                        unresolved += 1
                        if unresolvedLines.count < Self.linesListed { unresolvedLines.append(batch.line(at: index)) }
                    }
                }
            }
            initialized = batch.count
        }
        self.answers = answers
        self.given += given
        self.unresolved += unresolved
        self.unresolvedLines = unresolvedLines
    }

    /// Whether `name` is empty or only white space (`trimmingWhitespace()`
    /// would leave nothing), told by its first character, with no trimmed
    /// copy made: a character is white space when its first scalar is, and
    /// the name's first scalar is its first character's. A printable ASCII
    /// byte other than a space is a scalar that is none.
    static func isBlank(_ name: String) -> Bool {
        if let first = name.utf8.first, first > 0x20, first < 0x7F { return false }
        if let first = name.unicodeScalars.first, !first.properties.isWhitespace { return false }
        return name.allSatisfy(\.isWhitespace)
    }

    /// The cca3 of each country this batch's names found, once each.
    package var countryCodes: [String] {
        var seen = Set<Int32>()
        return slots.compactMap { slot in
            guard answers.kinds[Int(slot)] == .found, seen.insert(slot).inserted else { return nil }
            return answers.resolutions[Int(slot)]?.country?.cca3
        }
    }

    /// The input has ended: nothing more to print but what ends the output.
    package mutating func finish() {
        printedBefore += inputs.count
        inputs = NameBatch()
        slots = []
        finished = true
    }

    /// This batch's names with their answers: for a view that shows each
    /// answer whole (JSON, the table) and for tests.
    package var names: [ResolvedName] {
        zip(inputs, slots).map { ResolvedName(input: $0, resolution: answers.resolutions[Int($1)]) }
    }
}
