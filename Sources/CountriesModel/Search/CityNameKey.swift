/// A city's name as it is looked up: folded (`SearchFolding`: case and
/// accents aside), its apostrophes dropped ("St. John's", "St Johns"), and
/// every run of spaces and punctuation between words one space ("Saint-
/// Étienne", "saint etienne"; "Washington, D.C.", "washington d c"). The
/// built-in keys (city-keys.bin) are made with it and a text is looked up
/// with it, so the two agree by construction.
///
/// The one place this form is written: the lookup's normal form replaces it.
package enum CityNameKey {
    package static func of(_ name: String) -> [UInt8] {
        let folded = SearchFolding.foldedUTF8(name)
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
            if byte == UInt8(ascii: "'") || apostropheWidth(folded, at: index) > 0 {
                index += max(1, apostropheWidth(folded, at: index))
                continue
            }
            if space { key.append(UInt8(ascii: " ")) }
            space = false
            key.append(byte)
            index += 1
        }
        return key
    }

    /// The bytes of a separator at `index`: ASCII space and punctuation, a
    /// no-break or ideographic space, a dash, a middle dot (`・`, `·`), a
    /// full-width hyphen or equals sign (Japanese names' `＝`); 0 for none.
    private static func separatorWidth(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 {
            switch byte {
            case 0x09, 0x0A, 0x0D, UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "/"), UInt8(ascii: "_"), UInt8(ascii: "\""), UInt8(ascii: ";"), UInt8(ascii: ":"),
                UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "="):
                return 1
            default: return 0
            }
        }
        let rest = bytes.count - index
        if rest >= 2, byte == 0xC2, bytes[index + 1] == 0xA0 || bytes[index + 1] == 0xB7 { return 2 }
        guard rest >= 3 else { return 0 }
        let (second, third) = (bytes[index + 1], bytes[index + 2])
        switch (byte, second) {
        case (0xE2, 0x80): return (0x90...0x95).contains(third) ? 3 : 0 // ‐ to ―
        case (0xE3, 0x80): return third == 0x80 ? 3 : 0 // ideographic space
        case (0xE3, 0x83): return third == 0xBB ? 3 : 0 // ・
        case (0xEF, 0xBC): return third == 0x8D || third == 0x9D ? 3 : 0 // － ＝
        default: return 0
        }
    }

    /// The bytes of an apostrophe other than ASCII's at `index` (`ʼ`, `ʻ`,
    /// `´`: folding makes ’ an ASCII one); 0 for none.
    private static func apostropheWidth(_ bytes: [UInt8], at index: Int) -> Int {
        guard index + 1 < bytes.count else { return 0 }
        switch (bytes[index], bytes[index + 1]) {
        case (0xCA, 0xBC), (0xCA, 0xBB), (0xC2, 0xB4): return 2
        default: return 0
        }
    }
}
