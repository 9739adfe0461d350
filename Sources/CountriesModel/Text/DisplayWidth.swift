/// How many terminal columns text takes: wide East Asian characters and
/// emoji take two, combining marks and zero-width characters none.
package enum DisplayWidth {
    package static func of(_ text: String) -> Int {
        // ASCII, as most cells are: a column a byte.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            var any: UInt8 = 0
            for byte in bytes { any |= byte }
            return any < 0x80
        }
        if ascii == true { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// The longest prefix of `text` that fits `columns`, with "…" when cut.
    package static func truncate(_ text: String, to columns: Int) -> String {
        guard of(text) > columns else { return text }
        guard columns > 0 else { return "" }
        // The scalars that fit, found, then taken as one slice: appended a
        // scalar at a time, they cost a `resolve` table's row 13,000
        // instructions.
        let scalars = text.unicodeScalars
        var end = scalars.startIndex
        var used = 0
        while end < scalars.endIndex {
            let width = width(of: scalars[end])
            if used + width > columns - 1 { break }
            used += width
            scalars.formIndex(after: &end)
        }
        return String(scalars[..<end]) + "…"
    }

    /// Pads with spaces to `columns`, on the right, or on the left for numbers.
    package static func pad(_ text: String, to columns: Int, alignRight: Bool = false) -> String {
        let count = columns - of(text)
        guard count > 0 else { return text }
        // Made as bytes: `String(repeating:count:)` appends a string a
        // space, and took 45% of a 100,000-line `resolve` table.
        let padding = String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: UInt8(ascii: " "))
            return count
        }
        return alignRight ? padding + text : text + padding
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x300...0x36F, 0x200B...0x200F, 0xFE00...0xFE0F: 0
        // A flag is two regional indicators that together take two columns.
        case 0x1F1E6...0x1F1FF: 1
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: 2
        default: 1
        }
    }
}
