/// A language tag as people and systems write it ("pt-BR", "de_DE.UTF-8",
/// "zh-hant-tw", "sr_RS@latin") in CLDR's spelling ("pt_BR", "zh_Hant_TW"):
/// the form the locale table is sorted by.
enum WorldLocaleTag {
    static func canonical(_ tag: String) -> String {
        // The encoding and modifier of a POSIX locale name say nothing of the language.
        let head = tag.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let parts = head.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        return parts.enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.uppercased()
        }.joined(separator: "_")
    }

    /// The tag and what dropping its last parts gives: "zh_Hant_TW",
    /// "zh_Hant", "zh".
    static func truncations(_ canonical: String) -> [String] {
        var parts = canonical.split(separator: "_")
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "_"))
            parts.removeLast()
        }
        return out
    }
}
