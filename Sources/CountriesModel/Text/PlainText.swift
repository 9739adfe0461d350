/// Text from outside (a server's answer, a cache someone edited) made safe to
/// print: escape sequences that would drive the terminal (clear it, set its
/// title, move the cursor) are dropped whole, and other control characters
/// (a newline that would forge a row, a tab that would add a column) become
/// spaces. `--json` prints records as JSON instead, where they are escaped.
///
/// Controls here are also those that reorder or break a line without an
/// escape (`isControl`): bidirectional embeddings, overrides, isolates and
/// marks, and the line and paragraph separators, with which what a reader
/// sees is not what the text says (Trojan Source).
package enum PlainText {
    /// One cell or fact: the text as it is, but for control characters.
    package static func of(_ text: String) -> String {
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
        return cleaned(text, foldingSpaces: false, longest: nil)
    }

    /// One line of a message: also folds runs of white space, trims, and cuts
    /// a long text at `longest` characters.
    package static func line(_ text: String, longest: Int = 200) -> String {
        cleaned(text, foldingSpaces: true, longest: longest)
    }

    /// A message for a terminal, whole: every control character, an escape
    /// included, is shown as `\xNN` rather than sent, so a NUL or an escape
    /// from a percent-decoded host or a server's words is seen, and drives
    /// nothing. Text already cleaned by `line` is unchanged.
    package static func visible(_ text: String) -> String {
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                let escape = scalar.value > 0xFF ? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex : "\\x" + (hex.count < 2 ? "0" : "") + hex
                result.append(contentsOf: escape.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `visible` of the text of these UTF-8 bytes, appended to `output`:
    /// bytes that hold no control are copied as they are, with no text
    /// made (`resolve` echoes each line of its input so).
    package static func appendVisible(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        guard holdsControl(bytes) else {
            output.append(contentsOf: bytes)
            return
        }
        output.append(contentsOf: visible(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    private static func cleaned(_ text: String, foldingSpaces: Bool, longest: Int?) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                skipEscapeSequence(&scalars)
                continue
            }
            let isSpace = isControl(scalar) || scalar == " "
            if foldingSpaces, isSpace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(isSpace ? " " : scalar)
            if let longest, result.count >= longest { return String(result) + "…" }
        }
        return String(result)
    }

    /// A pass over the bytes that every text with a control fails: a C0
    /// control or DEL is its own byte, a C1 control is C2 80 to C2 9F, the
    /// bidirectional controls and separators begin D8 (U+061C) or E2
    /// (U+200E to U+2069). `resolve` asks it of every line.
    private static func mayHoldControl(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.withContiguousStorageIfAvailable(mayHoldControl) ?? bytes.contains(where: mayBeginControl)
    }

    /// `mayHoldControl` of UTF-8 bytes.
    private static func mayHoldControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var any = false
        for byte in bytes { any = any || mayBeginControl(byte) }
        return any
    }

    /// Whether these UTF-8 bytes hold a control (`isControl`), read from
    /// the bytes: `mayHoldControl`'s pass, then the bytes after each lead
    /// byte it stops at (Arabic letters begin D8 too, and typographic
    /// quotes and dashes E2, but no control). The bytes must be UTF-8.
    package static func holdsControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard mayHoldControl(bytes) else { return false }
        let count = bytes.count
        for index in bytes.indices where mayBeginControl(bytes[index]) {
            let second = index + 1 < count ? bytes[index + 1] : 0
            let third = index + 2 < count ? bytes[index + 2] : 0
            switch bytes[index] {
            case 0xC2: if (0x80...0x9F).contains(second) { return true } // C1
            case 0xD8: if second == 0x9C { return true } // U+061C
            case 0xE2:
                // U+200E, U+200F, U+2028 to U+202E; U+2066 to U+2069.
                if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            default: return true // C0 or DEL
            }
        }
        return false
    }

    @inline(__always)
    private static func mayBeginControl(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    /// C0, DEL and C1; the bidirectional controls (U+061C, U+200E, U+200F,
    /// U+202A to U+202E, U+2066 to U+2069); the line and paragraph
    /// separators (U+2028, U+2029). `JSONValue` escapes the same in `--json`.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case ..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// After ESC: a CSI sequence (`[` … a final byte from `@` to `~`), an OSC
    /// one (`]` … BEL or ESC), or a single character.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        switch scalars.next() {
        case "[":
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        case "]":
            while let next = scalars.next(), next != "\u{07}", next != "\u{1B}" {}
        default:
            break
        }
    }
}
