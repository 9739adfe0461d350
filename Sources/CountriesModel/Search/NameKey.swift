/// A name reduced to what tells it apart: folded, split into words, short
/// forms written out, articles dropped, word order set aside. Two spellings
/// of one name ("Korea, Rep." and "Republic of Korea") have the same key.
struct NameKey: Hashable, Sendable {
    let words: [String]

    init(_ name: String) {
        words = NameWords.unordered(NameWords.droppingArticles(NameWords.expandingAbbreviations(NameWords.split(name))))
    }

    private init(words: [String]) {
        self.words = words
    }

    /// The keys of every reading of the name's short forms ("N. Ireland":
    /// north and northern), the first as `init` reads it; a few at most.
    static func readings(_ name: String) -> [NameKey] {
        let keys = NameWords.readings(of: NameWords.split(name), most: 4)
            .map { NameKey(words: NameWords.unordered(NameWords.droppingArticles($0))) }
        guard keys.count > 1 else { return keys }
        var seen = Set<NameKey>()
        return keys.filter { seen.insert($0).inserted }
    }

    var isEmpty: Bool { words.isEmpty }

    /// The words as one string: the key of the resolver's tables.
    var text: String { words.joined(separator: " ") }

    /// Every word of `self` is a word of `other` (as many times): "Bosnia" is
    /// in "Bosnia and Herzegovina". Both are sorted, so one merge-like pass.
    func isWordSubset(of other: NameKey) -> Bool {
        var index = other.words.startIndex
        for word in words {
            while index < other.words.endIndex, other.words[index] < word { index += 1 }
            guard index < other.words.endIndex, other.words[index] == word else { return false }
            index += 1
        }
        return true
    }

    /// The same against a key's `text` (its words, sorted, a space apart),
    /// as a `NameTable` holds it, given `words` as their bytes: with no word
    /// made of it, as the resolver compares one name with some 1,500.
    static func isWordSubset(_ words: [[UInt8]], of text: [UInt8]) -> Bool {
        // A bit for each of the text's words taken: none is counted twice.
        var taken: UInt64 = 0
        for word in words {
            var start = 0, number = 0, found = false
            while start < text.count, number < 64 {
                var end = start
                while end < text.count, text[end] != UInt8(ascii: " ") { end += 1 }
                if taken & (1 << number) == 0, end - start == word.count, text[start..<end].elementsEqual(word) {
                    taken |= 1 << number
                    found = true
                    break
                }
                number += 1
                start = end + 1
            }
            guard found else { return false }
        }
        return true
    }

}
