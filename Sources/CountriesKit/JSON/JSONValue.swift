/// A JSON document kept whole, with the order of object keys, so web answers
/// can be merged, normalised and written back in the snapshot's layout.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// Kept as a Double; whole numbers are written without a fraction, as
    /// the snapshot writes them (the live API's `46.0` and `1.7098246E7`
    /// become `46` and `17098246`).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case let .string(string) = self { string } else { nil }
    }
}

// MARK: - Reading

extension JSONValue {
    /// Parses a whole document; throws `JSONReader.DataError` on anything else.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var reader = JSONReader(bytes)
        let value = try reader.readValue()
        guard reader.isAtEnd() else { throw JSONReader.DataError(offset: reader.offset, expected: "the end of the data") }
        return value
    }

    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { try parse($0) }
    }
}

extension JSONReader {
    mutating func readValue() throws -> JSONValue {
        if try consumeNull() { return .null }
        switch try peekKind() {
        case .string: return .string(try readString())
        case .object:
            var members: [JSONValue.Member] = []
            try readObject { key, reader in members.append(JSONValue.Member(key, try reader.readValue())) }
            return .object(members)
        case .array:
            var elements: [JSONValue] = []
            try readArray { reader in elements.append(try reader.readValue()) }
            return .array(elements)
        case .bool: return .bool(try readBool())
        case .number: return .number(try readDouble())
        }
    }
}

// MARK: - Writing

extension JSONValue {
    /// Indented by two spaces a level, as the snapshot file is; `level` is
    /// where the value itself stands, so records written at level 1 sit in an
    /// array exactly as the snapshot's do.
    public func written(level: Int = 0) -> String {
        var text = ""
        write(into: &text, level: level)
        return text
    }

    private func write(into text: inout String, level: Int) {
        switch self {
        case .null: text += "null"
        case let .bool(value): text += value ? "true" : "false"
        case let .number(value): text += Self.numberText(value)
        case let .string(value): Self.writeString(value, into: &text)
        case let .array(elements):
            writeContainer(elements, open: "[", close: "]", into: &text, level: level) { element, text in
                element.write(into: &text, level: level + 1)
            }
        case let .object(members):
            writeContainer(members, open: "{", close: "}", into: &text, level: level) { member, text in
                Self.writeString(member.key, into: &text)
                text += ": "
                member.value.write(into: &text, level: level + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, into text: inout String, level: Int,
        _ writeElement: (Element, inout String) -> Void
    ) {
        guard !elements.isEmpty else { text += open + close; return }
        let inner = "\n" + String(repeating: "  ", count: level + 1)
        text += open
        for (index, element) in elements.enumerated() {
            text += (index == 0 ? "" : ",") + inner
            writeElement(element, &text)
        }
        text += "\n" + String(repeating: "  ", count: level) + close
    }

    /// On one line, with no space: an `ndjson` record.
    public var compactText: String {
        switch self {
        case .null, .bool, .number, .string: return written()
        case let .array(elements): return "[" + elements.map(\.compactText).joined(separator: ",") + "]"
        case let .object(members):
            return "{" + members.map { JSONValue.string($0.key).written() + ":" + $0.value.compactText }.joined(separator: ",") + "}"
        }
    }

    static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func writeString(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
