import CountriesModel

/// A name of the world data as it is looked up (`WorldNameKeys`): its
/// UTF-8 lowercased, as `String.lowercased()` gives it, but a Greek final
/// sigma as any other (`lowercased()` has no final form, so "ΚΎΠΡΟΣ" was
/// "κύπροσ" and CLDR's "Κύπρος" "κύπρος"), made from the bytes for the
/// scripts most of CLDR's names are in. Bytes, not a String: a String key
/// of another script is normalised to be hashed. A CJK variant is read as
/// the normal form reads it (臺 as 台: `NormalForm.ideographFolded`).
package enum WorldNameKey {
    /// The UTF-8 of `name` lowercased (`String.lowercased()`), ς as σ.
    package static func of(_ name: String) -> [UInt8] {
        of(Array(name.utf8))
    }

    /// The same from UTF-8: ASCII lowercased byte by byte, and the scripts
    /// that have no case (most of CLDR's names not in Latin letters) kept
    /// as they are, Latin-1's, Latin Extended-A's, Greek's and Cyrillic's letters lowercased
    /// as Unicode maps them, one by one; a name with any other character,
    /// through `String.lowercased()`.
    package static func of(_ utf8: some Collection<UInt8>) -> [UInt8] {
        let (key, ideographs) = lowercased(utf8)
        return ideographs ? ideographsFolded(key) : key
    }

    /// The key's ideographs each as the normal form reads it
    /// (`NormalForm.ideographFolded`): a CJK variant as the character the
    /// countries' names are written with, so that CLDR's 台灣 is found as
    /// 臺灣, as every other table of names is read.
    private static func ideographsFolded(_ key: [UInt8]) -> [UInt8] {
        var folded = String.UnicodeScalarView()
        var changed = false
        for scalar in String(decoding: key, as: UTF8.self).unicodeScalars {
            if let other = NormalForm.ideographFolded(scalar.value).flatMap(Unicode.Scalar.init) {
                folded.append(other)
                changed = true
            } else {
                folded.append(scalar)
            }
        }
        return changed ? Array(String(folded).utf8) : key
    }

    /// The UTF-8 lowercased, and whether it may hold an ideograph (a lead
    /// byte of U+3000 to U+9FFF, or of four bytes).
    private static func lowercased(_ utf8: some Collection<UInt8>) -> (key: [UInt8], ideographs: Bool) {
        var ideographs = false
        var key: [UInt8] = []
        key.reserveCapacity(utf8.count)
        // A lead byte of a two-byte letter whose case its next byte tells.
        var lead: UInt8 = 0
        for byte in utf8 {
            if lead != 0 {
                guard let lowered = lowercased(lead, byte) else { return slowKeyRead(utf8) }
                key.append(lowered.lead)
                key.append(lowered.next)
                lead = 0
                continue
            }
            switch byte {
            case 0x41...0x5A: key.append(byte | 0x20)
            // Continuation bytes, then the lead bytes of characters
            // `lowercased()` leaves alone: U+0580 to U+07FF (lower-case
            // Armenian, Hebrew, Arabic, Syriac, Thaana, N'Ko), U+0800 to
            // U+0FFF (the scripts of India and South-East Asia, Tibetan),
            // U+3000 to U+9FFF (CJK, kana), U+B000 to U+DFFF (Hangul). A
            // test checks every name of the world data against `lowercased()`.
            case ..<0x80, 0x80...0xBF, 0xD6...0xE0, 0xEB...0xED: key.append(byte)
            case 0xE3...0xE9:
                key.append(byte)
                ideographs = true
            case 0xC3, 0xC4, 0xC5, 0xCE, 0xCF, 0xD0, 0xD1: lead = byte
            default: return slowKeyRead(utf8)
            }
        }
        return lead == 0 ? (key, ideographs) : slowKeyRead(utf8)
    }

    private static func slowKeyRead(_ utf8: some Collection<UInt8>) -> (key: [UInt8], ideographs: Bool) {
        let key = slowKey(utf8)
        return (key, key.contains { (0xE3...0xE9).contains($0) || $0 == 0xF0 })
    }

    private static func slowKey(_ utf8: some Collection<UInt8>) -> [UInt8] {
        Array(String(decoding: utf8, as: UTF8.self).lowercased().replacing("ς", with: "σ").utf8)
    }

    /// The two bytes of a letter of Latin-1, Latin Extended-A, Greek or
    /// Cyrillic lowercased (each maps to one letter of two bytes, whatever
    /// stands around it); nil for any other character of these leads.
    private static func lowercased(_ lead: UInt8, _ next: UInt8) -> (lead: UInt8, next: UInt8)? {
        guard (0x80...0xBF).contains(next) else { return nil }
        let scalar = UInt32(lead & 0x1F) << 6 | UInt32(next & 0x3F)
        let lower: UInt32
        switch scalar {
        // À to Þ but ×: à to þ.
        case 0xC0...0xD6, 0xD8...0xDE: lower = scalar + 0x20
        // Pairs of capital and small letter, the capital first (but İ,
        // whose small letter is two), then the capital second.
        case 0x100...0x12F, 0x132...0x137, 0x14A...0x177: lower = scalar | 1
        case 0x139...0x148, 0x179...0x17E: lower = scalar & 1 == 1 ? scalar + 1 : scalar
        case 0x178: lower = 0xFF
        // Greek capitals with a tonos; Α to Ϋ (no U+03A2): α to ϋ.
        case 0x386: lower = 0x3AC
        case 0x388...0x38A: lower = scalar + 0x25
        case 0x38C: lower = 0x3CC
        case 0x38E...0x38F: lower = scalar + 0x3F
        case 0x391...0x3A1, 0x3A3...0x3AB: lower = scalar + 0x20
        // Ѐ to Џ: ѐ to џ; А to Я: а to я.
        case 0x400...0x40F: lower = scalar + 0x50
        case 0x410...0x42F: lower = scalar + 0x20
        // Letters that are small already, and × and ÷.
        // The final sigma as the sigma: a word's end is no matter to a key.
        case 0x3C2: lower = 0x3C3
        case 0xD7, 0xDF...0xFF, 0x131, 0x138, 0x149, 0x17F, 0x390, 0x3AC...0x3CE, 0x430...0x45F: lower = scalar
        default: return nil
        }
        return (0xC0 | UInt8(lower >> 6), 0x80 | UInt8(lower & 0x3F))
    }
}
