/// The one reading of a text that every step of the lookup shares, made
/// once: the text as given (what is read as written: a code's capitals, a
/// tag's), its normal form (`NormalForm`: NFC, case folded, spaces and
/// punctuation one way), and that form with accents set aside
/// (`SearchFolding`), which names are compared by and the lookup's tables
/// (`LookupTables`) are keyed by. All bytes: a part of a text (a qualifier,
/// a tag, a part of a joined name) is read from a range of them, and its
/// words and keys (`NameKey`) from the folded bytes.
struct NameReading {
    /// The text's UTF-8, trimmed, without what never changes an answer
    /// (`variantless`).
    let utf8: [UInt8]
    /// `utf8` in the normal form.
    let normal: [UInt8]
    /// `normal` with accents set aside.
    let folded: [UInt8]

    init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    init(utf8: [UInt8]) {
        self.utf8 = utf8
        normal = utf8.withUnsafeBufferPointer { NormalForm.bytes(ofUTF8: $0) }
        folded = SearchFolding.foldedUTF8(normal: normal)
    }

    /// The text, for the few steps that read characters.
    var text: String { String(decoding: utf8, as: UTF8.self) }

    /// Whether every byte is ASCII.
    var isASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }

    /// The folded bytes of a name: what a table keys it by.
    static func folded(_ name: String) -> [UInt8] {
        SearchFolding.foldedUTF8(normal: NormalForm.bytes(of: name))
    }

    /// The keys of the text's readings (`NameKey.readings`).
    func keys() -> [NameKey] {
        NameKey.readings(ofFolded: folded)
    }

    /// The text without what never changes an answer (docs/SEARCH.md):
    /// runs of white space (`Virgin  Islands`), a full stop or a comma at
    /// the end (`GER.`, `США.`, `Japan,`; not a semicolon, which ends an
    /// HTML reference: "Per&uacute;"), a leading "The" before another word
    /// (`The Virgin Islands`). So every such variant of a name is read as
    /// the name is.
    static func variantless(_ text: String) -> String {
        // Most texts have none of them: looked for on the bytes, no copy made.
        var text = text
        if text.withUTF8(hasNoVariant) { return text }
        if let ascii = text.withUTF8(asciiVariantless) { return ascii }
        return variantlessByCharacters(text)
    }

    /// `variantless` read as Characters: what an ASCII text's bytes must
    /// give too (`ASCIIFastPathTests`).
    static func variantlessByCharacters(_ text: String) -> String {
        var words = text.split(whereSeparator: \.isWhitespace)
        if words.count > 1, words[0].lowercased() == "the" { words.removeFirst() }
        var joined = words.joined(separator: " ")
        while let last = joined.last, ".,".contains(last), joined.count > 1 { joined.removeLast() }
        return joined
    }

    /// `variantless` of an ASCII text, on its bytes: there a Character is a
    /// byte (or CR LF, white space as its two bytes are), and white space
    /// is tab to carriage return and the space. Nil for any other text,
    /// read as Characters.
    private static func asciiVariantless(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var words: [Range<Int>] = []
        var start = -1
        for index in bytes.indices {
            if isSpace(bytes[index]) {
                if start >= 0 { words.append(start..<index) }
                start = -1
            } else if start < 0 {
                start = index
            }
        }
        if start >= 0 { words.append(start..<bytes.count) }
        if words.count > 1, words[0].count == 3,
           bytes[words[0].lowerBound] | 0x20 == UInt8(ascii: "t"), bytes[words[0].lowerBound + 1] | 0x20 == UInt8(ascii: "h"),
           bytes[words[0].lowerBound + 2] | 0x20 == UInt8(ascii: "e") {
            words.removeFirst()
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        for word in words {
            if !joined.isEmpty { joined.append(UInt8(ascii: " ")) }
            joined.append(contentsOf: bytes[word])
        }
        while let last = joined.last, last == UInt8(ascii: ".") || last == UInt8(ascii: ","), joined.count > 1 { joined.removeLast() }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Whether the UTF-8 holds none of the variants: no full stop or comma
    /// at the end, no "the " at the start, no white space but single
    /// spaces, no control. White space beyond ASCII is told by its first
    /// bytes (U+0085, U+00A0, U+1680, U+2000 to U+200A, U+2028, U+2029,
    /// U+202F, U+205F, U+3000), as `Character.isWhitespace` has them.
    private static func hasNoVariant(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last, last != UInt8(ascii: "."), last != UInt8(ascii: ",") else { return false }
        if bytes.count >= 4, bytes[0] | 0x20 == UInt8(ascii: "t"), bytes[1] | 0x20 == UInt8(ascii: "h"), bytes[2] | 0x20 == UInt8(ascii: "e"),
           bytes[3] == UInt8(ascii: " ") {
            return false
        }
        var previous: UInt8 = 0xFF
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F || (byte == 0x20 && previous == 0x20) { return false }
            previous = byte
            guard byte >= 0xC2, byte <= 0xE3 else { continue }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch byte {
            case 0xC2 where next == 0x85 || next == 0xA0: return false
            case 0xE1 where next == 0x9A && third == 0x80: return false
            case 0xE2 where next == 0x80 && ((0x80...0x8A).contains(third) || third == 0xA8 || third == 0xA9 || third == 0xAF): return false
            case 0xE2 where next == 0x81 && third == 0x9F: return false
            case 0xE3 where next == 0x80 && third == 0x80: return false
            default: continue
            }
        }
        return true
    }
}
