/// The steps that turn a name as people write it ("Korea, Rep.", "Bahamas,
/// The", "Iran (Islamic Republic of)") into the words it is compared by.
/// Each step is a small function of its own, so each can be tested alone;
/// `NameKey` chains them.
enum NameWords {
    /// Case and accents set aside (`SearchFolding`), then split into words at
    /// spaces and punctuation. Apostrophes and full stops join rather than
    /// split, so "People's" is `peoples` and "U.S." is `us`; brackets and
    /// commas only separate, so a parenthesised qualifier is words like any
    /// other.
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word: [UInt8] = []
        func endWord() {
            if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
            word.removeAll(keepingCapacity: true)
        }
        for byte in SearchFolding.foldedUTF8(text) {
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"):
                continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
                word.append(byte) // every other script is letters, as far as names go
            default:
                endWord()
            }
        }
        endWord()
        return words
    }

    /// The short forms data sets use, and the variants of one word, written one
    /// way: "Rep." and "Republic" are both `republic`, "Is." and "Islands"
    /// both `island`, "Fed." and "Federated" both `federation`.
    static func expandingAbbreviations(_ words: [String]) -> [String] {
        words.flatMap { abbreviations[$0] ?? [$0] }
    }

    /// "The Bahamas" is "Bahamas"; "Trinidad & Tobago" is "Trinidad and
    /// Tobago" is "Trinidad Tobago". English articles only: "El Salvador"
    /// keeps its "El", and "Salvador" (a city) stays another name.
    static func droppingArticles(_ words: [String]) -> [String] {
        words.filter { !articles.contains($0) }
    }

    /// Word order set aside: "Korea, Rep." and "Rep. Korea" have one key, and
    /// a qualifier in brackets ("Iran (Islamic Republic of)") counts as the
    /// words it holds, wherever they stand.
    static func unordered(_ words: [String]) -> [String] {
        words.sorted()
    }

    private static let articles: Set<String> = ["the", "of", "and"]

    private static let abbreviations: [String: [String]] = [
        "rep": ["republic"], "repub": ["republic"],
        "dem": ["democratic"],
        "st": ["saint"], "ste": ["sainte"],
        "sts": ["states"],
        "is": ["island"], "isl": ["island"], "isls": ["island"], "islands": ["island"],
        "fed": ["federation"], "federal": ["federation"], "federated": ["federation"],
        "pdr": ["peoples", "democratic", "republic"],
        "dr": ["democratic", "republic"],
        "us": ["united", "states"],
        "uk": ["united", "kingdom"],
    ]
}
