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
    /// both `island`, "Fed." and "Federated" both `federation`. The first
    /// reading of a short form with two (`N.`: north or northern).
    static func expandingAbbreviations(_ words: [String]) -> [String] {
        // `readings(of:most: 1)`, without its lists of lists: every name of
        // every country is keyed this way when a resolver builds its tables.
        var expanded: [String] = []
        expanded.reserveCapacity(words.count + 2)
        var index = words.startIndex
        while index < words.endIndex {
            if index + 1 < words.endIndex, pairStarts.contains(words[index]), let pair = pairs["\(words[index]) \(words[index + 1])"] {
                expanded += pair
                index += 2
            } else {
                if let forms = abbreviations[words[index]], let first = forms.first { expanded += first } else { expanded.append(words[index]) }
                index += 1
            }
        }
        return expanded
    }

    /// Every reading of the short forms in `words`, up to `most`: "N.
    /// Mariana Is." is "north mariana island" and "northern mariana
    /// island". Two-word forms first ("P. N." is "Papua New").
    static func readings(of words: [String], most: Int) -> [[String]] {
        // Nearly every name has no short form of two readings: its one
        // reading, without a list of lists made a word at a time.
        if most >= 1, !words.contains(where: { (abbreviations[$0]?.count ?? 1) > 1 }) { return [expandingAbbreviations(words)] }
        var readings: [[String]] = [[]]
        var index = words.startIndex
        while index < words.endIndex {
            var choices: [[String]] = [[words[index]]]
            var width = 1
            if index + 1 < words.endIndex, pairStarts.contains(words[index]), let pair = pairs["\(words[index]) \(words[index + 1])"] {
                choices = [pair]
                width = 2
            } else if let forms = abbreviations[words[index]] {
                choices = forms
            }
            readings = Array(readings.lazy.flatMap { reading in choices.map { reading + $0 } }.prefix(most))
            index += width
        }
        return readings
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

    /// The one table of short forms (World Bank, UN, IMF, Eurostat, FIFA
    /// lists write these), each with its readings.
    private static let abbreviations: [String: [[String]]] = [
        "rep": [["republic"]], "repub": [["republic"]],
        "dem": [["democratic"]],
        "st": [["saint"]], "ste": [["sainte"]],
        "sts": [["states"]],
        "is": [["island"]], "isl": [["island"]], "isls": [["island"]], "isds": [["island"]], "isd": [["island"]],
        "islands": [["island"]], "isle": [["island"]],
        "terr": [["territory"]], "terrs": [["territory"]], "territories": [["territory"]],
        "fed": [["federation"]], "federal": [["federation"]], "federated": [["federation"]],
        "pdr": [["peoples", "democratic", "republic"]],
        "dr": [["democratic", "republic"]],
        "us": [["united", "states"]],
        "uk": [["united", "kingdom"]],
        "n": [["north"], ["northern"]],
        "s": [["south"], ["southern"]],
        "eq": [["equatorial"]],
        "br": [["british"]], "brit": [["british"]],
        "occ": [["occupied"]],
        "fr": [["french"]],
        "amer": [["american"]],
        "dpr": [["democratic", "peoples", "republic"]],
        "fs": [["federation", "states"]],
        "neth": [["netherlands"]],
        "cent": [["central"]],
        "afr": [["african"]],
    ]

    /// Short forms of two words.
    private static let pairs: [String: [String]] = [
        "p n": ["papua", "new"],
    ]

    /// The first words of `pairs`: a word that starts none makes no key to look up.
    private static let pairStarts = Set(pairs.keys.compactMap { $0.split(separator: " ").first.map(String.init) })
}
