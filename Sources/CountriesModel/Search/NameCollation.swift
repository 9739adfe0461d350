/// The order a language puts names in, as a sort key: case and accents set
/// aside (`SearchFolding`'s root-like order, so "Åland" sorts with the A's
/// in English), Greek's accents and final sigma too ("Άγιος" with the Α's,
/// not before them), Cyrillic's ё with е; and where a language's alphabet
/// has letters of its own, they sort where it puts them (CLDR's tailorings,
/// the main letters only): Swedish "Österrike" after "Zimbabwe", Spanish
/// ñ after n, Turkish ç after c, Serbian ђ after д. Han characters keep
/// code point order (no pinyin or stroke order). ICU's collation would cost
/// ~14 ms of start-up; this is a table.
package enum NameCollation {
    /// The key `name` sorts by in `language` (a CLDR id: "sv", "sr_Latn",
    /// "zh_Hant"); nil `language`: English, exactly `SearchFolding.fold`
    /// (the order the snapshot's index keeps).
    package static func key(_ name: String, language: String?) -> String {
        guard let language else { return SearchFolding.fold(name) }
        let table = scalarTables[language] ?? scalarTables[String(language.prefix { $0 != "_" })] ?? rootTable
        // Runs of other characters are folded whole; a name with no letter
        // of the tables (most) is folded as it is, without a copy.
        let scalars = name.unicodeScalars
        var key = ""
        var start = scalars.startIndex
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let value = scalars[index].value
            if value >= 0x80, let letter = table[value] {
                key += SearchFolding.fold(String(scalars[start..<index])) + letter
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        guard start != scalars.startIndex else { return SearchFolding.fold(name) }
        return key + SearchFolding.fold(String(scalars[start...]))
    }

    /// The tables by scalar, small and capital letters alike (not a capital
    /// that is ASCII: Turkish ı's is I).
    private static func byScalar(_ letters: [Character: String]) -> [UInt32: String] {
        var out: [UInt32: String] = [:]
        for (letter, key) in letters {
            for form in [String(letter), String(letter).uppercased()] {
                let scalars = Array(form.unicodeScalars)
                if scalars.count == 1, scalars[0].value >= 0x80 { out[scalars[0].value] = key }
            }
        }
        return out
    }

    private static let rootTable = byScalar(rootLetters.mapValues { String($0) })
    private static let scalarTables = tailorings.mapValues { rootTable.merging(byScalar($0)) { _, tailored in tailored } }

    /// Letters set aside as accented forms in every language, which
    /// `SearchFolding` leaves as they are.
    static let rootLetters: [Character: Character] = [
        "ά": "α", "έ": "ε", "ή": "η", "ί": "ι", "ϊ": "ι", "ΐ": "ι", "ό": "ο", "ύ": "υ", "ϋ": "υ", "ΰ": "υ", "ώ": "ω",
        "ς": "σ", "ё": "е",
    ]

    /// A letter that sorts after `base`, `rank`-th of those that do.
    private static func after(_ base: String, _ rank: Int) -> String {
        base + String(Character(Unicode.Scalar(0xF0000 + UInt32(rank)) ?? "~"))
    }

    private static let nordic: [Character: String] = ["æ": after("z", 1), "ä": after("z", 1), "ø": after("z", 2), "ö": after("z", 2), "å": after("z", 3)]
    private static let swedish: [Character: String] = ["å": after("z", 1), "ä": after("z", 2), "æ": after("z", 2), "ö": after("z", 3), "ø": after("z", 3)]
    private static let southSlavicLatin: [Character: String] = [
        "č": after("c", 1), "ć": after("c", 2), "đ": after("d", 1), "š": after("s", 1), "ž": after("z", 1),
    ]

    /// The letters each language sorts apart, by CLDR language id.
    static let tailorings: [String: [Character: String]] = [
        "sv": swedish, "fi": swedish,
        "da": nordic, "no": nordic, "nb": nordic, "nn": nordic,
        "is": [
            "á": after("a", 1), "ð": after("d", 1), "é": after("e", 1), "í": after("i", 1), "ó": after("o", 1),
            "ú": after("u", 1), "ý": after("y", 1), "þ": after("z", 1), "æ": after("z", 2), "ö": after("z", 3),
        ],
        "es": ["ñ": after("n", 1)],
        "tr": ["ç": after("c", 1), "ğ": after("g", 1), "ı": after("h", 1), "ö": after("o", 1), "ş": after("s", 1), "ü": after("u", 1)],
        "az": [
            "ç": after("c", 1), "ə": after("e", 1), "ğ": after("g", 1), "ı": after("h", 1), "ö": after("o", 1),
            "ş": after("s", 1), "ü": after("u", 1),
        ],
        "pl": [
            "ą": after("a", 1), "ć": after("c", 1), "ę": after("e", 1), "ł": after("l", 1), "ń": after("n", 1),
            "ó": after("o", 1), "ś": after("s", 1), "ź": after("z", 1), "ż": after("z", 2),
        ],
        "cs": ["č": after("c", 1), "ř": after("r", 1), "š": after("s", 1), "ž": after("z", 1)],
        "sk": ["ä": after("a", 1), "č": after("c", 1), "ô": after("o", 1), "š": after("s", 1), "ž": after("z", 1)],
        "hr": southSlavicLatin, "bs": southSlavicLatin, "sr_Latn": southSlavicLatin,
        "sl": ["č": after("c", 1), "š": after("s", 1), "ž": after("z", 1)],
        "et": ["š": after("s", 1), "ž": after("z", 1), "õ": after("w", 1), "ä": after("w", 2), "ö": after("w", 3), "ü": after("w", 4)],
        "hu": ["ö": after("o", 1), "ő": after("o", 1), "ü": after("u", 1), "ű": after("u", 1)],
        "lt": ["č": after("c", 1), "š": after("s", 1), "ž": after("z", 1)],
        "lv": [
            "č": after("c", 1), "ģ": after("g", 1), "ķ": after("k", 1), "ļ": after("l", 1), "ņ": after("n", 1),
            "š": after("s", 1), "ž": after("z", 1),
        ],
        "ro": ["ă": after("a", 1), "â": after("a", 2), "î": after("i", 1), "ș": after("s", 1), "ş": after("s", 1), "ț": after("t", 1), "ţ": after("t", 1)],
        "uk": ["ґ": after("г", 1), "є": after("е", 1), "і": after("и", 1), "ї": after("и", 2)],
        "be": ["і": "и", "ў": after("у", 1)],
        "sr": ["ђ": after("д", 1), "ј": after("и", 1), "љ": after("л", 1), "њ": after("н", 1), "ћ": after("т", 1), "џ": after("ч", 1)],
        "mk": ["ѓ": after("д", 1), "ѕ": after("з", 1), "ј": after("и", 1), "љ": after("л", 1), "њ": after("н", 1), "ќ": after("т", 1), "џ": after("ч", 1)],
    ]
}
