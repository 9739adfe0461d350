/// Text a server chose, made fit for one line of an error message: escape
/// sequences (which would drive the terminal) are dropped whole, other
/// control characters (newlines, tabs) become spaces, runs of white space
/// one space, and a long text is cut.
enum ServerText {
    static let longest = 200

    static func line(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                skipEscapeSequence(&scalars)
                continue
            }
            if isControl(scalar) || scalar == " " {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
            if result.count >= longest { return String(result) + "…" }
        }
        return String(result)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
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
