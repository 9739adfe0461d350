/// Tags data sets hang on a name: in brackets ("Bouvet Island (NO)",
/// "Croatia (local name: Hrvatska)", "Slovakia (Slovak Republic)", "Sudan
/// (former)"), after a comma ("Gibraltar, UK"), or a footnote mark
/// ("France*"). The name without them is resolved, then each tag judged: a
/// tag may repeat what the name says (its code, another of its names) or
/// name the country that holds a territory; any other tag, a date ("(up to
/// 2011)", "(former)") above all, may change what the name means, and the
/// name is then unknown.
struct TaggedName {
    let core: String
    let tags: [String]

    /// Nil when `text` carries no tag.
    init?(_ text: String) {
        // No bracket, comma, "*" or "†" (whose UTF-8 starts 0xE2): no tag,
        // told on the bytes before any character is read.
        guard text.utf8.contains(where: { [0x28, 0x5B, 0x2C, 0x2A, 0xE2].contains($0) }) else { return nil }
        var core = ""
        var tags: [String] = []
        var depth = 0
        var tag = ""
        for character in text {
            switch character {
            case "(", "[":
                if depth > 0 { tag.append(character) }
                depth += 1
            case ")" where depth > 0, "]" where depth > 0:
                depth -= 1
                if depth == 0 {
                    tags.append(tag)
                    tag = ""
                } else {
                    tag.append(character)
                }
            default:
                if depth > 0 { tag.append(character) } else { core.append(character) }
            }
        }
        guard depth == 0 else { return nil }
        var trimmed = core.trimmingWhitespace()
        while trimmed.hasSuffix("*") || trimmed.hasSuffix("†") {
            trimmed = String(trimmed.dropLast()).trimmingWhitespace()
            tags.append("*")
        }
        if let comma = trimmed.lastIndex(of: ",") {
            let after = String(trimmed[trimmed.index(after: comma)...]).trimmingWhitespace()
            if Self.isCode(after) {
                tags.append(after)
                trimmed = String(trimmed[..<comma]).trimmingWhitespace()
            }
        }
        let kept = tags.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard !kept.isEmpty, !trimmed.isEmpty, trimmed != text.trimmingWhitespace() else { return nil }
        self.core = trimmed
        self.tags = kept
    }

    /// Two or three capitals: a country code, as tags write them ("NO", "UK", "USA").
    static func isCode(_ text: String) -> Bool {
        (2...3).contains(text.count) && text.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    /// "local name: Hrvatska": the name after the label.
    static func named(_ tag: String) -> String {
        guard let colon = tag.firstIndex(of: ":") else { return tag }
        return String(tag[tag.index(after: colon)...]).trimmingWhitespace()
    }
}
