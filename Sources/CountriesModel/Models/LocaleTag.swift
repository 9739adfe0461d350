/// A language tag as people and systems write it ("pt-BR", "de_DE.UTF-8",
/// "zh-hant-tw", "sr_RS@latin") in CLDR's spelling ("pt_BR", "zh_Hant_TW",
/// "sr_Latn_RS"): the form CLDR's locales are named and sorted by.
package enum LocaleTag {
    package static func canonical(_ tag: String) -> String {
        // The encoding of a POSIX locale name says nothing of the language;
        // its modifier may name the script ("sr_RS@latin").
        let modifier = tag.split(separator: "@", maxSplits: 1).dropFirst().first.map { $0.lowercased() }
        let head = tag.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        var parts = head.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let hasScript = parts.dropFirst().first.map { $0.count == 4 && $0.allSatisfy(\.isLetter) } ?? false
        if let modifier, let script = scriptByModifier[modifier], !parts.isEmpty, !hasScript {
            parts.insert(script, at: 1)
        }
        return parts.enumerated().map { index, part in
            if index == 0 { return part.lowercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.uppercased()
        }.joined(separator: "_")
    }

    /// The tag and what dropping its last parts gives: "zh_Hant_TW",
    /// "zh_Hant", "zh".
    package static func truncations(_ canonical: String) -> [String] {
        var parts = canonical.split(separator: "_")
        var out: [String] = []
        while !parts.isEmpty {
            out.append(parts.joined(separator: "_"))
            parts.removeLast()
        }
        return out
    }

    /// The POSIX modifiers glibc's locales use for a script.
    private static let scriptByModifier = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"]
}
