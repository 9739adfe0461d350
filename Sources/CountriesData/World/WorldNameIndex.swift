/// Every country's name in every CLDR language, by the name lowercased: what
/// a long `resolve` asks instead of scanning some 100,000 names a line
/// (`WorldNameReading`). Keyed by the lowercased name's UTF-8, not a String:
/// a String key of another script is normalised to be hashed, which cost
/// three quarters of reading the table; and the scan it stands in for
/// compares names of the same length in bytes only.
package struct WorldNameIndex: Sendable {
    private var codesByName: [Key: [String]] = [:]

    /// A name's bytes, hashed at once (an array of bytes hashes each
    /// byte on its own, most of the cost of reading the table).
    private struct Key: Hashable, Sendable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    package init() {}

    /// The countries' codes (cca2) that some language names `name`, case aside.
    package func codes(named name: String) -> [String] {
        codesByName[Key(bytes: Self.key(name))] ?? []
    }

    /// Files `code` under `key` (`key(_:)` of the name), once.
    package mutating func add(_ code: String, under key: [UInt8]) {
        modify(&codesByName[Key(bytes: key), default: []]) { codes in
            if !codes.contains(code) { codes.append(code) }
        }
    }

    private func modify(_ codes: inout [String], _ body: (inout [String]) -> Void) {
        body(&codes)
    }

    /// Each name's codes in order.
    package mutating func sort() {
        for (key, codes) in codesByName where codes.count > 1 { codesByName[key] = codes.sorted() }
    }

    /// The UTF-8 of `name` lowercased (`String.lowercased()`).
    package static func key(_ name: String) -> [UInt8] {
        key(Array(name.utf8))
    }

    /// The same from UTF-8: ASCII lowercased byte by byte, and the scripts
    /// that have no case (most of CLDR's names not in Latin letters) kept
    /// as they are, Latin-1's, Greek's and Cyrillic's letters lowercased
    /// as Unicode maps them, one by one; a name with any other character,
    /// through `String.lowercased()`.
    package static func key(_ utf8: some Collection<UInt8>) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(utf8.count)
        // A lead byte of a two-byte letter whose case its next byte tells.
        var lead: UInt8 = 0
        for byte in utf8 {
            if lead != 0 {
                guard let lowered = lowercased(lead, byte) else { return slowKey(utf8) }
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
            case ..<0x80, 0x80...0xBF, 0xD6...0xE0, 0xE3...0xE9, 0xEB...0xED: key.append(byte)
            case 0xC3, 0xCE, 0xCF, 0xD0, 0xD1: lead = byte
            default: return slowKey(utf8)
            }
        }
        return lead == 0 ? key : slowKey(utf8)
    }

    private static func slowKey(_ utf8: some Collection<UInt8>) -> [UInt8] {
        Array(String(decoding: utf8, as: UTF8.self).lowercased().utf8)
    }

    /// The two bytes of a Latin-1, Greek or Cyrillic letter lowercased
    /// (each maps to one letter, whatever stands around it); nil for any
    /// other character of these leads.
    private static func lowercased(_ lead: UInt8, _ next: UInt8) -> (lead: UInt8, next: UInt8)? {
        switch (lead, next) {
        // U+00C0 to U+00DE but U+00D7 (×): U+00E0 to U+00FE.
        case (0xC3, 0x80...0x96), (0xC3, 0x98...0x9E): return (0xC3, next + 0x20)
        // ×, ß and the small letters U+00E0 to U+00FF.
        case (0xC3, 0x97), (0xC3, 0x9F...0xBF): return (lead, next)
        // Greek capitals with a tonos.
        case (0xCE, 0x86): return (0xCE, 0xAC)
        case (0xCE, 0x88...0x8A): return (0xCE, next + 0x25)
        case (0xCE, 0x8C): return (0xCF, 0x8C)
        case (0xCE, 0x8E...0x8F): return (0xCF, next - 0x01)
        // Α to Ο: α to ο; Π to Ϋ (no U+03A2): π to ϋ.
        case (0xCE, 0x91...0x9F): return (0xCE, next + 0x20)
        case (0xCE, 0xA0...0xA1), (0xCE, 0xA3...0xAB): return (0xCF, next - 0x20)
        // ΐ, and the small letters U+03AC to U+03CE.
        case (0xCE, 0x90), (0xCE, 0xAC...0xBF), (0xCF, 0x80...0x8E): return (lead, next)
        // Ѐ to Џ: ѐ to џ; А to П: а to п; Р to Я: р to я.
        case (0xD0, 0x80...0x8F): return (0xD1, next + 0x10)
        case (0xD0, 0x90...0x9F): return (0xD0, next + 0x20)
        case (0xD0, 0xA0...0xAF): return (0xD1, next - 0x20)
        // The small letters U+0430 to U+045F.
        case (0xD0, 0xB0...0xBF), (0xD1, 0x80...0x9F): return (lead, next)
        default: return nil
        }
    }
}
