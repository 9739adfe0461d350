/// Every country's name in every CLDR language, by the name lowercased: what
/// a long `resolve` asks instead of scanning some 100,000 names a line
/// (`WorldNameReading`). Keyed by the lowercased name's UTF-8, not a String:
/// a String key of another script is normalised to be hashed, which cost
/// three quarters of reading the table; and the scan it stands in for
/// compares names of the same length in bytes only.
package struct WorldNameIndex: Sendable {
    private var codesByName: [[UInt8]: [String]] = [:]

    package init() {}

    /// The countries' codes (cca2) that some language names `name`, case aside.
    package func codes(named name: String) -> [String] {
        codesByName[Self.key(name)] ?? []
    }

    /// Files `code` under `key` (`key(_:)` of the name), once.
    package mutating func add(_ code: String, under key: [UInt8]) {
        if codesByName[key]?.contains(code) != true { codesByName[key, default: []].append(code) }
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
    /// as they are; a name in any other, through `String.lowercased()`.
    package static func key(_ utf8: some Collection<UInt8>) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(utf8.count)
        for byte in utf8 {
            switch byte {
            case 0x41...0x5A: key.append(byte | 0x20)
            // Continuation bytes, then the lead bytes of characters
            // `lowercased()` leaves alone: U+0580 to U+07FF (lower-case
            // Armenian, Hebrew, Arabic, Syriac, Thaana, N'Ko), U+0800 to
            // U+0FFF (the scripts of India and South-East Asia, Tibetan),
            // U+3000 to U+9FFF (CJK, kana), U+B000 to U+DFFF (Hangul). A
            // test checks every name of the world data against `lowercased()`.
            case ..<0x80, 0x80...0xBF, 0xD6...0xE0, 0xE3...0xE9, 0xEB...0xED: key.append(byte)
            default: return Array(String(decoding: utf8, as: UTF8.self).lowercased().utf8)
            }
        }
        return key
    }
}
