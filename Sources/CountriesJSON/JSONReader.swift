/// A forward-only reader of UTF-8 JSON that decodes only what its caller asks
/// for and skips everything else without allocating.
///
/// `JSONDecoder` needs ~47 ms for the whole snapshot against a ~6 ms process
/// floor (docs/BENCHMARKS.md); reading just the fields a screen shows keeps a
/// one-shot command near the floor.
package struct JSONReader {
    package struct DataError: Error, Equatable, CustomStringConvertible {
        package let offset: Int
        package let expected: String

        package init(offset: Int, expected: String) {
            (self.offset, self.expected) = (offset, expected)
        }

        package var description: String { "expected \(expected) at byte \(offset)" }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    package private(set) var offset: Int
    /// Objects and arrays open around the reader: reading recurses, so a
    /// document nested past `deepestNesting` is refused, not a stack overflow.
    private var depth = 0
    /// Far past anything REST Countries nests (4 levels), far below what the stack holds.
    static let deepestNesting = 256

    package init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    // MARK: - Structure

    /// Calls `member` for each key of an object; `member` must consume the value.
    package mutating func readObject(_ member: (_ key: String, _ reader: inout JSONReader) throws -> Void) throws {
        try enter()
        defer { depth -= 1 }
        try expect(.openBrace)
        if try consumeIf(.closeBrace) { return }
        repeat {
            let key = try readString()
            try expect(.colon)
            try member(key, &self)
        } while try consumeSeparator(closing: .closeBrace)
    }

    /// Calls `element` for each element of an array; `element` must consume it.
    package mutating func readArray(_ element: (_ reader: inout JSONReader) throws -> Void) throws {
        try enter()
        defer { depth -= 1 }
        try expect(.openBracket)
        if try consumeIf(.closeBracket) { return }
        repeat {
            try element(&self)
        } while try consumeSeparator(closing: .closeBracket)
    }

    /// The byte range of the next value, which is skipped.
    mutating func skipValueRange() throws -> Range<Int> {
        skipWhitespace()
        let start = offset
        try skipValue()
        return start..<offset
    }

    /// Reads the next value with `read`, and also answers its bytes.
    package mutating func readWithText<Value>(_ read: (inout JSONReader) throws -> Value) throws -> (value: Value, text: String) {
        skipWhitespace()
        let start = offset
        let value = try read(&self)
        return (value, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self))
    }

    /// Reads the next value with `read`, and answers where it stands.
    package mutating func readRange(_ read: (inout JSONReader) throws -> Void) throws -> Range<Int> {
        skipWhitespace()
        let start = offset
        try read(&self)
        return start..<offset
    }

    package mutating func skipValue() throws {
        switch try peek() {
        case .quote: try skipString()
        case .openBrace: try readObject { _, reader in try reader.skipValue() }
        case .openBracket: try readArray { reader in try reader.skipValue() }
        case UInt8(ascii: "t"): try expectLiteral("true")
        case UInt8(ascii: "f"): try expectLiteral("false")
        case UInt8(ascii: "n"): try expectLiteral("null")
        default: _ = try numberRange()
        }
    }

    package enum ValueKind { case string, object, array, bool, number }

    /// What the next value is, without reading it (`null` is `consumeNull`'s).
    package mutating func peekKind() throws -> ValueKind {
        switch try peek() {
        case .quote: .string
        case .openBrace: .object
        case .openBracket: .array
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
        default: .number
        }
    }

    /// True, and consumed, when the next value is `null`.
    package mutating func consumeNull() throws -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        try expectLiteral("null")
        return true
    }

    /// True when only whitespace is left.
    package mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return offset == bytes.count
    }

    // MARK: - Scalars

    package mutating func readString() throws -> String {
        try expect(.quote)
        let start = offset
        while offset < bytes.count {
            switch bytes[offset] {
            case .quote:
                defer { offset += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            case .backslash:
                offset = start
                return try readEscapedString()
            case ..<0x20:
                throw Self.rawControl(at: offset)
            default:
                offset += 1
            }
        }
        throw DataError(offset: offset, expected: "a closing quote")
    }

    /// A string, or nil for `null`.
    package mutating func readOptionalString() throws -> String? {
        try consumeNull() ? nil : readString()
    }

    package mutating func readStrings() throws -> [String] {
        var strings: [String] = []
        try readArray { reader in strings.append(try reader.readString()) }
        return strings
    }

    package mutating func readDouble() throws -> Double {
        let range = try numberRange()
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let value = Double(text) else { throw DataError(offset: range.lowerBound, expected: "a number") }
        return value
    }

    /// A whole number; `46.0` and `1.7098246E7`, as the live API prints them, count.
    package mutating func readInt() throws -> Int {
        let start = offset
        let value = try readDouble()
        guard let whole = Int(exactly: value) else { throw DataError(offset: start, expected: "a whole number") }
        return whole
    }

    package mutating func readBool() throws -> Bool {
        if try peek() == UInt8(ascii: "t") {
            try expectLiteral("true")
            return true
        }
        try expectLiteral("false")
        return false
    }

    // MARK: - Bytes

    private mutating func enter() throws {
        guard depth < Self.deepestNesting else {
            throw DataError(offset: offset, expected: "at most \(Self.deepestNesting) levels of nesting")
        }
        depth += 1
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count, bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D || bytes[offset] == 0x09 {
            offset += 1
        }
    }

    private mutating func peek() throws -> UInt8 {
        skipWhitespace()
        guard offset < bytes.count else { throw DataError(offset: offset, expected: "a value") }
        return bytes[offset]
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard try peek() == byte else { throw DataError(offset: offset, expected: "'\(Character(Unicode.Scalar(byte)))'") }
        offset += 1
    }

    private mutating func consumeIf(_ byte: UInt8) throws -> Bool {
        guard try peek() == byte else { return false }
        offset += 1
        return true
    }

    /// After a member or element: true on `,`, false on the closing bracket.
    private mutating func consumeSeparator(closing: UInt8) throws -> Bool {
        if try consumeIf(.comma) { return true }
        try expect(closing)
        return false
    }

    private mutating func expectLiteral(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        let matches = offset + count <= bytes.count
            && (0..<count).allSatisfy { bytes[offset + $0] == literal.utf8Start[$0] }
        guard matches else { throw DataError(offset: offset, expected: "\(literal)") }
        offset += count
    }

    /// A number as JSON writes it, `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`,
    /// and within a double's range: `+1` and `01` are not JSON, `1e400` is
    /// JSON that most readers refuse, and a record's text is printed by
    /// `--json` as it stands.
    private mutating func numberRange() throws -> Range<Int> {
        skipWhitespace()
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        var integerDigits = 1
        if !consume(UInt8(ascii: "0")) {
            guard offset < bytes.count, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(bytes[offset]) else {
                throw DataError(offset: start, expected: "a value")
            }
            let digitsStart = offset
            skipDigits()
            integerDigits = offset - digitsStart
        }
        if consume(UInt8(ascii: ".")) {
            guard skipDigits() else { throw DataError(offset: offset, expected: "a digit") }
        }
        var hasExponent = false
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            guard skipDigits() else { throw DataError(offset: offset, expected: "a digit") }
            hasExponent = true
        }
        // Only an exponent or some 300 digits can reach past a double; the
        // rest, nearly every number, need no conversion to know.
        if hasExponent || integerDigits > 300 {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
            guard let value = Double(text), value.isFinite else { throw DataError(offset: start, expected: "a number within a double's range") }
        }
        return start..<offset
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// True when there was at least one.
    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset > start
    }

    /// A string skipped is checked as one read: what `--json` copies of a
    /// record is JSON, whatever bytes the cache held.
    private mutating func skipString() throws {
        try expect(.quote)
        while offset < bytes.count {
            switch bytes[offset] {
            case .quote: offset += 1; return
            case .backslash:
                offset += 1
                try skipEscape()
            case ..<0x20: throw Self.rawControl(at: offset)
            default: offset += 1
            }
        }
        throw DataError(offset: offset, expected: "a closing quote")
    }

    /// After a backslash: one of JSON's escapes, `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t` or `\uXXXX`
    /// (a surrogate only in a pair), as `readEscapedString` reads them.
    private mutating func skipEscape() throws {
        guard offset < bytes.count else { throw DataError(offset: offset, expected: "an escape") }
        let escaped = bytes[offset]
        offset += 1
        switch escaped {
        case .quote, .backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            _ = try readUnicodeEscape()
        default:
            throw DataError(offset: offset - 1, expected: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
        }
    }

    /// JSON has a string hold a control character only escaped: a raw one is
    /// damage (a NUL written over a space), never data.
    private static func rawControl(at offset: Int) -> DataError {
        DataError(offset: offset, expected: "a control character escaped (\\u00XX), not raw")
    }

    /// The slow path of `readString`, from just after the opening quote.
    private mutating func readEscapedString() throws -> String {
        var utf8: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            switch byte {
            case .quote:
                return String(decoding: utf8, as: UTF8.self)
            case .backslash:
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "u"): UTF8.encode(try readUnicodeEscape()) { utf8.append($0) }
                case .quote, .backslash, UInt8(ascii: "/"): utf8.append(escaped)
                default: throw DataError(offset: offset - 1, expected: "an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u)")
                }
            case ..<0x20:
                throw Self.rawControl(at: offset - 1)
            default:
                utf8.append(byte)
            }
        }
        throw DataError(offset: offset, expected: "a closing quote")
    }

    /// `\uXXXX` (the `\u` already read), joining a surrogate pair such as the
    /// live API's flag emoji `\uD83C\uDDEB`.
    private mutating func readUnicodeEscape() throws -> Unicode.Scalar {
        let first = try readHex4()
        var value = first
        if (0xD800...0xDBFF).contains(first), offset + 1 < bytes.count,
           bytes[offset] == .backslash, bytes[offset + 1] == UInt8(ascii: "u") {
            offset += 2
            let second = try readHex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw DataError(offset: offset, expected: "a low surrogate")
            }
            value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw DataError(offset: offset, expected: "a valid \\u escape")
        }
        return scalar
    }

    private mutating func readHex4() throws -> UInt32 {
        guard offset + 4 <= bytes.count else { throw DataError(offset: offset, expected: "four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Self.hexValue(bytes[offset]) else {
                throw DataError(offset: offset, expected: "a hex digit")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

private extension UInt8 {
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
}
