/// A city's name as it is looked up: the lookup's one reading of a text
/// (`NormalForm`: NFC, case folded, white space, apostrophes and dashes one
/// way, fullwidth ASCII as ASCII, default-ignorables dropped), with the
/// accent folding the lookup sets accents aside by (`SearchFolding`, as
/// `time` reads a zone's city), then its apostrophes dropped ("St. John's",
/// "St Johns") and every run of spaces and punctuation between words one
/// space ("Saint-Étienne", "saint etienne"; "Washington, D.C.",
/// "washington d c"). The built-in keys (city-keys.bin) are made with it
/// and a text is looked up with it, so the two agree by construction.
package enum CityNameKey {
    package static func of(_ name: String) -> [UInt8] {
        let folded = SearchFolding.foldedUTF8(NormalForm.of(name))
        var key: [UInt8] = []
        key.reserveCapacity(folded.count)
        var space = false
        var index = 0
        while index < folded.count {
            let byte = folded[index]
            let width = separatorWidth(folded, at: index)
            if width > 0 {
                space = !key.isEmpty
                index += width
                continue
            }
            // The normal form writes every apostrophe as ASCII's.
            if byte == UInt8(ascii: "'") {
                index += 1
                continue
            }
            if space { key.append(UInt8(ascii: " ")) }
            space = false
            key.append(byte)
            index += 1
        }
        return key
    }

    /// The bytes of a separator at `index`: ASCII space and punctuation
    /// (the normal form has made every space, dash and fullwidth sign
    /// ASCII's), or a middle dot (`・`, `·`, as Japanese and Catalan names
    /// join words); 0 for none.
    private static func separatorWidth(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "\""), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
                UInt8(ascii: "?"), UInt8(ascii: "="):
                return 1
            default: return 0
            }
        }
        let rest = bytes.count - index
        if rest >= 2, byte == 0xC2, bytes[index + 1] == 0xB7 { return 2 } // ·
        if rest >= 3, byte == 0xE3, bytes[index + 1] == 0x83, bytes[index + 2] == 0xBB { return 3 } // ・
        return 0
    }
}
