/// Tags data sets hang on a name: in brackets ("Bouvet Island (NO)",
/// "Croatia (local name: Hrvatska)", "Slovakia (Slovak Republic)", "Sudan
/// (former)"), after a comma ("Gibraltar, UK"), or a footnote mark
/// ("France*"). The name without them is resolved, then each tag judged: a
/// tag may repeat what the name says (its code, another of its names) or
/// name the country that holds a territory; any other tag, a date ("(up to
/// 2011)", "(former)") above all, may change what the name means, and the
/// name is then unknown. Read on the text's bytes: brackets, commas and
/// spaces are ASCII, which no other character's bytes hold.
struct TaggedName {
    /// The name without its tags, as UTF-8.
    let core: [UInt8]
    /// Each tag, as UTF-8, trimmed; "*" for a footnote mark.
    let tags: [[UInt8]]

    /// Nil when `utf8` carries no tag.
    init?(_ utf8: [UInt8]) {
        // No bracket, comma, "*" or "†" (whose UTF-8 starts 0xE2): no tag,
        // told on the bytes before any character is read.
        guard utf8.contains(where: { [0x28, 0x5B, 0x2C, 0x2A, 0xE2].contains($0) }) else { return nil }
        var core: [UInt8] = []
        var tags: [[UInt8]] = []
        var depth = 0
        var tag: [UInt8] = []
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if depth > 0 { tag.append(byte) }
                depth += 1
            case UInt8(ascii: ")") where depth > 0, UInt8(ascii: "]") where depth > 0:
                depth -= 1
                if depth == 0 {
                    tags.append(tag)
                    tag = []
                } else {
                    tag.append(byte)
                }
            default:
                if depth > 0 { tag.append(byte) } else { core.append(byte) }
            }
        }
        guard depth == 0 else { return nil }
        var trimmed = Self.trimmed(core[...])
        let dagger: [UInt8] = [0xE2, 0x80, 0xA0]
        while trimmed.last == UInt8(ascii: "*") || trimmed.ends(with: dagger) {
            trimmed = Self.trimmed(trimmed.dropLast(trimmed.last == UInt8(ascii: "*") ? 1 : 3))
            tags.append([UInt8(ascii: "*")])
        }
        if let comma = trimmed.lastIndex(of: UInt8(ascii: ",")) {
            let after = Self.trimmed(trimmed[(comma + 1)...])
            if Self.isCode(after) {
                tags.append(Array(after))
                trimmed = Self.trimmed(trimmed[..<comma])
            }
        }
        let kept = tags.map { Array(Self.trimmed($0[...])) }.filter { !$0.isEmpty }
        guard !kept.isEmpty, !trimmed.isEmpty, !trimmed.elementsEqual(Self.trimmed(utf8[...])) else { return nil }
        self.core = Array(trimmed)
        self.tags = kept
    }

    /// Two or three capitals: a country code, as tags write them ("NO", "UK", "USA").
    static func isCode(_ text: some Collection<UInt8>) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy { (0x41...0x5A).contains($0) }
    }

    /// "local name: Hrvatska": the name after the label.
    static func named(_ tag: [UInt8]) -> [UInt8] {
        guard let colon = tag.firstIndex(of: UInt8(ascii: ":")) else { return tag }
        return Array(trimmed(tag[(colon + 1)...]))
    }

    /// Without spaces at either end: the text read is variantless, so
    /// white space in it is a space.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let first = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }), let last = bytes.lastIndex(where: { $0 != UInt8(ascii: " ") }) else {
            return bytes[bytes.startIndex..<bytes.startIndex]
        }
        return bytes[first...last]
    }
}

extension ArraySlice<UInt8> {
    /// Whether the bytes end with `suffix`.
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}
