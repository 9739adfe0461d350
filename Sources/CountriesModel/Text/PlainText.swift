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
    /// included, is shown as its escape (`escape`: `\x1B`, `\u202E`)
    /// rather than sent, so a NUL or an escape from a percent-decoded host
    /// or a server's words is seen, and drives nothing. Text already
    /// cleaned by `line` is unchanged. `keepingTabsAndLineBreaks`: a Tab,
    /// an LF and a CR are kept as they came (a CSV field passed through,
    /// where they are data, and drive nothing).
    package static func visible(_ text: String, keepingTabsAndLineBreaks: Bool = false) -> String {
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var text = text
        var shown: [UInt8] = []
        text.withUTF8 { appendVisible($0, to: &shown, keepingTabsAndLineBreaks: keepingTabsAndLineBreaks) }
        return String(decoding: shown, as: UTF8.self)
    }

    /// `visible` of the text of these UTF-8 bytes, appended to `output`:
    /// the bytes between controls are copied as they are, with no text
    /// made (`resolve` echoes each line of its input so), and each control
    /// is its escape. One pass, whatever the bytes: a `String` grown a
    /// scalar and an escape at a time was copied whole at each, and a
    /// field of 80,000 controls took 17 s.
    package static func appendVisible(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], keepingTabsAndLineBreaks: Bool = false) {
        guard holdsControl(bytes) else {
            output.append(contentsOf: bytes)
            return
        }
        output.reserveCapacity(output.count + bytes.count + 16)
        var copied = 0, index = 0
        while index < bytes.count {
            guard mayBeginControl(bytes[index]), let (value, length) = control(at: index, in: bytes) else {
                index += 1
                continue
            }
            if !keepingTabsAndLineBreaks || (value != 0x09 && value != 0x0A && value != 0x0D) {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                appendEscape(value, to: &output)
                copied = index + length
            }
            index += length
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
    }

    /// How a control is shown wherever it is shown rather than sent: `\x`
    /// and two hex digits for C0, DEL and C1 (`\x1B`), `\u` and four
    /// for the others (`\u202E`). The one spelling: messages (`visible`),
    /// input repeated in an error (`quoted`), `resolve`'s echo of its input.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        var bytes: [UInt8] = []
        appendEscape(scalar.value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func appendEscape(_ value: UInt32, to output: inout [UInt8]) {
        let digits = value > 0xFF ? 4 : 2
        output.append(UInt8(ascii: "\\"))
        output.append(value > 0xFF ? UInt8(ascii: "u") : UInt8(ascii: "x"))
        for digit in (0..<digits).reversed() {
            let nibble = UInt8((value >> (4 * UInt32(digit))) & 0xF)
            output.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
        }
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
        for index in bytes.indices where mayBeginControl(bytes[index]) {
            if control(at: index, in: bytes) != nil { return true }
        }
        return false
    }

    /// The control (`isControl`) whose UTF-8 begins at `index`, if one
    /// does: its scalar's value and its length in bytes. No lead byte a
    /// control begins with (`mayBeginControl`) is ever another
    /// character's continuation, so the bytes may be read in any order.
    private static func control(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int)? {
        let count = bytes.count
        let second = index + 1 < count ? bytes[index + 1] : 0
        let third = index + 2 < count ? bytes[index + 2] : 0
        switch bytes[index] {
        case 0xC2: return (0x80...0x9F).contains(second) ? (UInt32(second), 2) : nil // C1
        case 0xD8: return second == 0x9C ? (0x061C, 2) : nil
        case 0xE2:
            // U+200E, U+200F, U+2028 to U+202E; U+2066 to U+2069.
            if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return (0x2000 + UInt32(third - 0x80), 3) }
            if second == 0x81, (0xA6...0xA9).contains(third) { return (0x2040 + UInt32(third - 0x80), 3) }
            return nil
        case let byte: return byte < 0x20 || byte == 0x7F ? (UInt32(byte), 1) : nil // C0 or DEL
        }
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
