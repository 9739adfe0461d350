/// One key a terminal sent, decoded from the bytes of raw mode.
package enum Key: Equatable, Sendable {
    /// A character typed (one Unicode scalar; combining marks join the
    /// character before them when inserted).
    case character(Unicode.Scalar)
    case enter, tab, backspace, delete
    case left, right, up, down, home, end, pageUp, pageDown
    /// Ctrl plus a letter, as the letter in lower case (`a` for Ctrl-A);
    /// also Ctrl-\ as `\`.
    case control(Character)
    /// An escape sequence this program does not use (F-keys, Alt-x, mouse):
    /// swallowed whole, so it never lands in the text as `[B`.
    case ignored
}

// MARK: - Decoder

/// Turns the bytes of raw mode into keys. A sequence or a UTF-8 character
/// split across two reads is kept until the rest arrives.
struct KeyDecoder: Sendable, Equatable {
    private var pending: [UInt8] = []

    package init() {}

    package mutating func keys(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// No byte came for a while (`KeySequence.timeout`): an escape still
    /// waiting for its rest was the Esc key alone, or a sequence cut short;
    /// either way ignored, so its tail, should it come late, is not text.
    package mutating func timedOut() -> [Key] {
        guard pending.first == 0x1B else { return [] }
        pending = []
        return [.ignored]
    }

    /// The key that starts at `index` and how many bytes it takes; nil when
    /// its bytes have not all arrived yet.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(at: index, in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1C: return (.control("\\"), 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00...0x1F: return (.ignored, 1)
        case 0x20...0x7E: return (.character(Unicode.Scalar(byte)), 1)
        default: return utf8(at: index, in: bytes)
        }
    }

    /// CSI (`ESC [ … final`) and SS3 (`ESC O x`) sequences; ESC and one more
    /// byte otherwise (Alt-x), ignored.
    private static func escape(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let kind = bytes[index + 1]
        switch kind {
        case UInt8(ascii: "["):
            var end = index + 2
            // Parameters and intermediates are 0x20–0x3F; the final byte is 0x40–0x7E.
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            return (csi(parameters, final: bytes[end]), end - index + 1)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            return (csi("", final: bytes[index + 2]), 3)
        // Esc pressed alone, then another key: the second escape begins
        // that key's own sequence (Esc then Left is not `[D`).
        case 0x1B:
            return (.ignored, 1)
        default:
            return (.ignored, 2)
        }
    }

    private static func csi(_ parameters: String, final: UInt8) -> Key {
        switch (parameters, Unicode.Scalar(final)) {
        case ("", "A"): .up
        case ("", "B"): .down
        case ("", "C"): .right
        case ("", "D"): .left
        case ("", "H"), ("1", "~"), ("7", "~"): .home
        case ("", "F"), ("4", "~"), ("8", "~"): .end
        case ("3", "~"): .delete
        case ("5", "~"): .pageUp
        case ("6", "~"): .pageDown
        default: .ignored
        }
    }

    /// One UTF-8 character; a byte that cannot start or continue one is U+FFFD.
    private static func utf8(at index: Int, in bytes: [UInt8]) -> (Key, Int)? {
        let lead = bytes[index]
        let length = switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
        guard length > 1 else { return (.character("\u{FFFD}"), 1) }
        var end = index + 1
        while end < index + length, end < bytes.count, (0x80...0xBF).contains(bytes[end]) { end += 1 }
        if end < index + length, end == bytes.count { return nil } // the rest is still on its way
        let decoded = String(decoding: bytes[index..<end], as: UTF8.self).unicodeScalars
        guard end == index + length, decoded.count == 1, let scalar = decoded.first else { return (.character("\u{FFFD}"), end - index) }
        return (.character(scalar), length)
    }
}
