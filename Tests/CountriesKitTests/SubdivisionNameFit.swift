import Foundation

/// How well a subdivision's name fits ISO's name and type: the measure
/// docs/data/world/subdivision_names.py chooses CLDR's names by, written
/// again here so that a test holds the names the program shows to it
/// (`SubdivisionNameFitTests`). Both read the words for a direction from
/// docs/data/world/compass-words.tsv.
struct SubdivisionNameFit {
    /// A direction's words, each to its English one: "shomali" -> "north".
    let compass: [String: String]
    let directions: Set<[UInt8]>

    init() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/data/world/compass-words.tsv").path
        var compass: [String: String] = [:]
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            let text = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
            let words = text.split(separator: "\t").map(String.init)
            guard let direction = words.first else { continue }
            for word in words { compass[word] = direction }
        }
        self.compass = compass
        directions = Set(compass.values.map { Array($0.utf8) })
    }

    static let letters: [Unicode.Scalar: String] = [
        "ə": "a", "ı": "i", "ł": "l", "ø": "o", "æ": "ae", "ß": "ss", "đ": "d", "ħ": "h", "þ": "th", "ð": "d",
        "œ": "oe", "ŀ": "l", "ſ": "s", "ŧ": "t", "ŋ": "n", "ĸ": "k",
    ]
    static let apostrophes: Set<Unicode.Scalar> = ["'", "’", "‘", "ʻ", "ʼ", "`", "´", "ʿ", "ʾ"]
    static let stopWords: Set<String> = [
        "of", "and", "the", "de", "del", "della", "la", "le", "les", "el", "al", "ad", "an", "ar", "as", "ash", "at",
        "ath", "az", "da", "do", "das", "dos", "di", "du", "des", "y", "e", "et", "i", "a", "en", "und", "va", "ve",
    ]

    /// The folded words: lower case, no marks, [a-z0-9] runs, no articles, a
    /// direction as its English word.
    func words(_ text: String) -> [[UInt8]] {
        var mapped = ""
        for scalar in text.lowercased().unicodeScalars where !Self.apostrophes.contains(scalar) {
            if let letter = Self.letters[scalar] { mapped += letter } else { mapped.unicodeScalars.append(scalar) }
        }
        var words: [[UInt8]] = []
        var current: [UInt8] = []
        let flush = {
            if !current.isEmpty {
                let word = String(decoding: current, as: UTF8.self)
                if !Self.stopWords.contains(word) { words.append(Array((compass[word] ?? word).utf8)) }
                current = []
            }
        }
        for scalar in mapped.decomposedStringWithCompatibilityMapping.unicodeScalars where scalar.properties.generalCategory != .nonspacingMark {
            if scalar.isASCII, let byte = UInt8(exactly: scalar.value), (97...122).contains(byte) || (48...57).contains(byte) {
                current.append(byte)
            } else {
                flush()
            }
        }
        flush()
        return words
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The letters and digits a word holds, a bit each.
    static func letters(_ word: [UInt8]) -> UInt64 {
        word.reduce(0) { $0 | 1 << UInt64($1 >= 97 ? $1 - 97 : $1 - 48 + 26) }
    }

    func wordFit(_ a: [UInt8], _ b: [UInt8]) -> Double {
        if a == b { return 1 }
        let shorter = Swift.min(a.count, b.count), longer = Swift.max(a.count, b.count)
        if shorter < 4 || directions.contains(a) || directions.contains(b) { return 0 }
        // Each letter one word has and the other lacks takes an edit at least: most pairs end here.
        let (mineOnly, theirsOnly) = (Self.letters(a) & ~Self.letters(b), Self.letters(b) & ~Self.letters(a))
        if Swift.max(mineOnly.nonzeroBitCount, theirsOnly.nonzeroBitCount, longer - shorter) <= longer / 4 {
            let apart = Self.distance(a, b)
            if apart <= longer / 4 { return 1 - Double(apart) / Double(longer) }
        }
        var common = 0
        while common < shorter, a[common] == b[common] { common += 1 }
        if common >= Swift.max(4, (3 * shorter + 3) / 4) { return Double(common) / Double(longer) }
        return 0
    }

    /// How much of `name` ISO's name and type hold, 0 to 1.
    func fit(_ name: String, isoName: String, type: String) -> Double {
        fit(words(name), isoName: words(isoName), type: words(type))
    }

    /// The same, of words already folded (`words`).
    func fit(_ mine: [[UInt8]], isoName theirs: [[UInt8]], type kind: [[UInt8]]) -> Double {
        guard !mine.isEmpty, !theirs.isEmpty else { return 0 }
        let joined = wordFit(Array(mine.joined()), Array(theirs.joined()))
        let named = mine.map { word in theirs.map { wordFit(word, $0) }.max() ?? 0 }
        guard zip(mine, named).contains(where: { $1 > 0 && !directions.contains($0) }) else { return joined }
        var total = 0.0
        for (word, best) in zip(mine, named) {
            total += Swift.max(best, kind.map { wordFit(word, $0) }.max() ?? 0)
        }
        return Swift.max(total / Double(mine.count), joined)
    }
}
