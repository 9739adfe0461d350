/// A name reduced to what tells it apart: folded, split into words, short
/// forms written out, articles dropped, word order set aside. Two spellings
/// of one name ("Korea, Rep." and "Republic of Korea") have the same key.
/// Its bytes (the words sorted, a space apart) are what the lookup's
/// tables (`LookupTables`) are keyed by.
struct NameKey: Hashable, Sendable {
    /// The words, sorted, a space apart.
    let bytes: [UInt8]

    /// The key of a text, read in the one normal form (`NameReading`).
    init(_ name: String) {
        self = Self.first(ofFolded: NameReading.folded(name)) ?? NameKey(bytes: [])
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The words, each its bytes.
    var words: [ArraySlice<UInt8>] { bytes.split(separator: UInt8(ascii: " ")) }

    /// The key of the first reading of the name's short forms; nil for a
    /// text of no words.
    static func first(ofFolded folded: [UInt8]) -> NameKey? {
        readings(ofFolded: folded, most: 1).first
    }

    /// The keys of the first `most` readings of the name's short forms ("N.
    /// Ireland": north and northern), the last short form's readings
    /// varying first, each key once; the first as the short forms' first
    /// readings give it. None for a text of no words.
    ///
    /// On the bytes, in memory on the stack: a name's words are ranges of
    /// its folded text with apostrophes and full stops taken out
    /// (`NameWords.Split`'s), or words of the short forms' table
    /// (`NameWords.expansions`), sorted in place.
    static func readings(ofFolded folded: [UInt8], most: Int = 4) -> [NameKey] {
        folded.withUnsafeBufferPointer { folded in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: folded.count + 1) { joined in
                // Each word of the text: its range in `joined`.
                withUnsafeTemporaryAllocation(of: (start: Int32, end: Int32).self, capacity: folded.count / 2 + 2) { words in
                    let (length, count) = split(folded, into: joined, words: words)
                    guard count > 0 else { return [] }
                    return keys(UnsafeBufferPointer(rebasing: joined[..<length]), UnsafeBufferPointer(rebasing: words[..<count]), most: most)
                }
            }
        }
    }

    /// `NameWords.Split` into scratch memory: the joined bytes' length and
    /// the number of words.
    private static func split(
        _ folded: UnsafeBufferPointer<UInt8>, into joined: UnsafeMutableBufferPointer<UInt8>,
        words: UnsafeMutableBufferPointer<(start: Int32, end: Int32)>
    ) -> (Int, Int) {
        var length = 0, count = 0
        var start = -1
        for byte in folded {
            switch byte {
            case UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "`"):
                continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...:
                if start < 0 { start = length }
                joined[length] = byte
                length += 1
            default:
                if start >= 0 {
                    words[count] = (Int32(start), Int32(length))
                    count += 1
                }
                start = -1
            }
        }
        if start >= 0 {
            words[count] = (Int32(start), Int32(length))
            count += 1
        }
        return (length, count)
    }

    /// A word of a key: `joined`'s bytes from `start` to `end`, or, for a
    /// negative `start`, the expansion word `end` (`NameWords.expansions`).
    private typealias Word = (start: Int32, end: Int32)

    private static func keys(_ joined: UnsafeBufferPointer<UInt8>, _ words: UnsafeBufferPointer<(start: Int32, end: Int32)>, most: Int) -> [NameKey] {
        NameWords.expansionBytes.withUnsafeBufferPointer { expansions in
            // Each word's readings: its short form's, or itself; a pair
            // ("p n") as one. `divisor`: how many combinations of the
            // readings after it each of its readings stands for (at most
            // `most`), as the last short form's readings vary first.
            withUnsafeTemporaryAllocation(of: Choice.self, capacity: words.count) { choices in
                var count = 0, index = 0
                while index < words.count {
                    let word = slice(joined, words[index])
                    if index + 1 < words.count, let pair = NameWords.pairForm(word, slice(joined, words[index + 1])) {
                        choices[count] = Choice(form: pair, word: -1)
                        index += 2
                    } else if let form = NameWords.shortForm(word) {
                        choices[count] = Choice(form: form, word: -1)
                        index += 1
                    } else {
                        choices[count] = Choice(form: -1, word: index)
                        index += 1
                    }
                    count += 1
                }
                var combinations = 1
                for at in stride(from: count - 1, through: 0, by: -1) {
                    choices[at].divisor = combinations
                    combinations = min(combinations * (choices[at].form < 0 ? 1 : NameWords.forms[choices[at].form].count), most)
                }
                var keys: [NameKey] = []
                return withUnsafeTemporaryAllocation(of: Word.self, capacity: words.count * 3 + 2) { picked in
                    for combination in 0..<combinations {
                        var taken = 0
                        for choice in choices[..<count] {
                            guard choice.form >= 0 else {
                                let word = words[choice.word]
                                if !NameWords.isArticle(slice(joined, word)) {
                                    picked[taken] = word
                                    taken += 1
                                }
                                continue
                            }
                            let readings = NameWords.forms[choice.form]
                            for expansion in NameWords.readings[readings.lowerBound + (combination / choice.divisor) % readings.count] {
                                picked[taken] = (-1, Int32(expansion))
                                taken += 1
                            }
                        }
                        let key = joinedKey(UnsafeMutableBufferPointer(rebasing: picked[..<taken]), joined, expansions)
                        if !key.isEmpty, !keys.contains(key) { keys.append(key) }
                    }
                    return keys
                }
            }
        }
    }

    /// A word's readings: a short form's (`NameWords.forms[form]`), or,
    /// for a negative `form`, the text's own word of number `word`.
    private struct Choice {
        let form: Int
        let word: Int
        var divisor = 1
    }

    private static func slice(_ joined: UnsafeBufferPointer<UInt8>, _ word: Word) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: joined[Int(word.start)..<Int(word.end)])
    }

    /// The words sorted, a space apart.
    private static func joinedKey(_ words: UnsafeMutableBufferPointer<Word>, _ joined: UnsafeBufferPointer<UInt8>, _ expansions: UnsafeBufferPointer<UInt8>) -> NameKey {
        func bytes(_ word: Word) -> UnsafeBufferPointer<UInt8> {
            if word.start >= 0 { return slice(joined, word) }
            let range = NameWords.expansionWords[Int(word.end)]
            return UnsafeBufferPointer(rebasing: expansions[range])
        }
        // Insertion sort: a name has a few words.
        if words.count > 1 {
            for index in 1..<words.count {
                let moving = words[index]
                let movingBytes = bytes(moving)
                var at = index
                while at > 0, movingBytes.lexicographicallyPrecedes(bytes(words[at - 1])) {
                    words[at] = words[at - 1]
                    at -= 1
                }
                words[at] = moving
            }
        }
        var length = words.count - 1
        for word in words { length += bytes(word).count }
        guard length > 0 else { return NameKey(bytes: []) }
        let out = [UInt8](unsafeUninitializedCapacity: length) { out, initialized in
            var at = 0
            for word in words {
                if at > 0 {
                    out[at] = UInt8(ascii: " ")
                    at += 1
                }
                for byte in bytes(word) {
                    out[at] = byte
                    at += 1
                }
            }
            initialized = at
        }
        return NameKey(bytes: out)
    }

    /// Every word of `self` is a word of `other` (as many times): "Bosnia" is
    /// in "Bosnia and Herzegovina".
    func isWordSubset(of other: NameKey) -> Bool {
        other.bytes.withUnsafeBytes { Self.isWordSubset(words, of: $0) }
    }

    /// The same against a key's bytes (its words, sorted, a space apart),
    /// as the tables hold it, given `words` as bytes: with no word made of
    /// it, as the lookup compares one name with hundreds.
    static func isWordSubset(_ words: [ArraySlice<UInt8>], of text: UnsafeRawBufferPointer) -> Bool {
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
