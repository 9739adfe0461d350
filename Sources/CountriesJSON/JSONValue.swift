/// A JSON document kept whole, with the order of object keys, so web answers
/// can be merged, normalised and written back in the snapshot's layout.
package enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// Kept as a Double; whole numbers are written without a fraction, as
    /// the snapshot writes them (the live API's `46.0` and `1.7098246E7`
    /// become `46` and `17098246`).
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    package struct Member: Sendable, Equatable {
        package var key: String
        package var value: JSONValue

        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    package subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    package var stringValue: String? {
        if case let .string(string) = self { string } else { nil }
    }
}

// MARK: - Reading

extension JSONValue {
    /// Parses a whole document; throws `JSONReader.DataError` on anything else.
    package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws -> JSONValue {
        var reader = JSONReader(bytes)
        let value = try reader.readValue()
        guard reader.isAtEnd() else { throw JSONReader.DataError(offset: reader.offset, expected: "the end of the data") }
        return value
    }

    package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
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
    package func written(level: Int = 0) -> String {
        var bytes: [UInt8] = []
        write(into: &bytes, level: level)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Into UTF-8 bytes, not a String: appending to a String a character
    /// at a time made writing a refresh's 1.5 MB the better part of its CPU.
    private func write(into bytes: inout [UInt8], level: Int) {
        switch self {
        case .null: bytes += "null".utf8
        case let .bool(value): bytes += (value ? "true" : "false").utf8
        case let .number(value): bytes += Self.numberText(value).utf8
        case let .string(value): Self.writeString(value, into: &bytes)
        case let .array(elements):
            writeContainer(elements, open: "[", close: "]", into: &bytes, level: level) { element, bytes in
                element.write(into: &bytes, level: level + 1)
            }
        case let .object(members):
            writeContainer(members, open: "{", close: "}", into: &bytes, level: level) { member, bytes in
                Self.writeString(member.key, into: &bytes)
                bytes += ": ".utf8
                member.value.write(into: &bytes, level: level + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: Unicode.Scalar, close: Unicode.Scalar, into bytes: inout [UInt8], level: Int,
        _ writeElement: (Element, inout [UInt8]) -> Void
    ) {
        guard !elements.isEmpty else { bytes += [UInt8(ascii: open), UInt8(ascii: close)]; return }
        func newline(indent: Int) {
            bytes.append(UInt8(ascii: "\n"))
            bytes += repeatElement(UInt8(ascii: " "), count: 2 * indent)
        }
        bytes.append(UInt8(ascii: open))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newline(indent: level + 1)
            writeElement(element, &bytes)
        }
        newline(indent: level)
        bytes.append(UInt8(ascii: close))
    }

    /// On one line, with no space: an `ndjson` record.
    package var compactText: String {
        var bytes: [UInt8] = []
        writeCompact(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `compactText`'s bytes, appended to `bytes`: written in place, not
    /// joined from a text a value (that cost `resolve --format json` some
    /// 40,000 instructions a name).
    package func writeCompact(into bytes: inout [UInt8]) {
        switch self {
        case .null, .bool, .number, .string: write(into: &bytes, level: 0)
        case let .array(elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.writeCompact(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case let .object(members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.writeCompact(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    package static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    /// Quotes, backslashes and controls escaped, DEL and the C1 controls
    /// (U+0080 to U+009F: CSI, NEL, which some terminals obey) and the text
    /// that reorders a line (`terminalControl`) among them; every other byte,
    /// UTF-8 of any script included, as it is.
    private static func writeString(_ value: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                switch byte {
                case UInt8(ascii: "\""): bytes += "\\\"".utf8
                case UInt8(ascii: "\\"): bytes += "\\\\".utf8
                case UInt8(ascii: "\n"): bytes += "\\n".utf8
                case UInt8(ascii: "\r"): bytes += "\\r".utf8
                case UInt8(ascii: "\t"): bytes += "\\t".utf8
                case ..<0x20: appendEscaped(UInt32(byte), to: &bytes)
                default:
                    if let control = terminalControl(in: utf8, at: index) {
                        appendEscaped(control.codePoint, to: &bytes)
                        index += control.length
                        continue
                    }
                    bytes.append(byte)
                }
                index += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\uXXXX`, lower-case hex, for a code point of the Basic Multilingual Plane.
    private static func appendEscaped(_ codePoint: UInt32, to bytes: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        bytes += "\\u".utf8
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(hex[Int((codePoint >> UInt32(shift)) & 0xF)]) }
    }

    /// What a string may not carry raw to a terminal, beyond C0, starting at
    /// `index` of `utf8`: DEL, the C1 controls, and the text that reorders or
    /// breaks a line (bidirectional controls U+061C, U+200E, U+200F, U+202A to
    /// U+202E and U+2066 to U+2069; separators U+2028 and U+2029: Trojan
    /// Source). `PlainText.isControl` names the same for the terminal.
    private static func terminalControl(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (codePoint: UInt32, length: Int)? {
        let left = utf8.count - index
        switch utf8[index] {
        case 0x7F:
            return (0x7F, 1)
        case 0xC2 where left >= 2 && (0x80...0x9F).contains(utf8[index + 1]):
            return (UInt32(utf8[index + 1]), 2)
        case 0xD8 where left >= 2 && utf8[index + 1] == 0x9C:
            return (0x061C, 2)
        case 0xE2 where left >= 3 && (utf8[index + 1] == 0x80 || utf8[index + 1] == 0x81):
            let codePoint = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
            switch codePoint {
            case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return (codePoint, 3)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A JSON text with DEL, the C1 controls and the text that reorders a
    /// line escaped wherever they stand: only inside strings can they, so the
    /// text means the same. For records printed as they are stored (a cache
    /// written by another program).
    package static func escapingTerminalControls(_ text: String) -> String {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else { return String(decoding: utf8, as: UTF8.self) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(utf8.count + 16)
            var index = 0
            while index < utf8.count {
                if let control = terminalControl(in: utf8, at: index) {
                    appendEscaped(control.codePoint, to: &bytes)
                    index += control.length
                } else {
                    bytes.append(utf8[index])
                    index += 1
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
