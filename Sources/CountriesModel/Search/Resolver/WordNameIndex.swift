/// The names the words step and the typo step compare a text with (each
/// country's English and chosen-language names and its former names,
/// keyed), indexed so that neither scans them all for each text: by each
/// word they hold (a text's every word must be in a name for its words to
/// fit it), and by their length in bytes with their letters counted
/// (`LetterCounts`: a name of another length or other letters is no typo).
/// Made once per resolver, when a text first reaches those steps; what it
/// finds is what a scan of every name finds, in the same order
/// (`WordNameIndexTests`).
struct WordNameIndex {
    /// Each name: its country's position in the records, and its key's
    /// text (`NameKey.text`) as UTF-8.
    let names: [(index: Int, key: [UInt8])]
    /// For each word, the names that hold it, in order.
    private let byWord: [[UInt8]: [Int]]
    /// For each length in bytes, the names of that length, in order.
    private let byLength: [[Int]]
    /// Each name's letters counted.
    private let letters: [LetterCounts]

    init(_ names: [(index: Int, key: [UInt8])]) {
        self.names = names
        var byWord: [[UInt8]: [Int]] = [:]
        var byLength: [[Int]] = []
        for (number, name) in names.enumerated() {
            for word in name.key.split(separator: UInt8(ascii: " ")) where byWord[Array(word)]?.last != number {
                byWord[Array(word), default: []].append(number)
            }
            while byLength.count <= name.key.count { byLength.append([]) }
            byLength[name.key.count].append(number)
        }
        self.byWord = byWord
        self.byLength = byLength
        letters = names.map { LetterCounts($0.key) }
    }

    /// The names (their numbers, in order) that hold every one of `words`,
    /// each as many times (`NameKey.isWordSubset`).
    func names(holding words: [[UInt8]]) -> [Int] {
        // Only names with the rarest word can hold them all.
        var rarest: [Int]?
        for word in words {
            let holding = byWord[word] ?? []
            if rarest == nil || holding.count < rarest?.count ?? 0 { rarest = holding }
        }
        guard let rarest else { return names.indices.filter { NameKey.isWordSubset(words, of: names[$0].key) } }
        return rarest.filter { NameKey.isWordSubset(words, of: names[$0].key) }
    }

    /// The names (their numbers) within `edits` of `typed` in length and
    /// by their letters counted: those a typo of `edits` may be.
    func names(near typed: [UInt8], within edits: Int) -> [Int] {
        let counted = LetterCounts(typed)
        var found: [Int] = []
        for length in max(0, typed.count - edits)...(typed.count + edits) where length < byLength.count {
            found += byLength[length].filter { !counted.isMoreThan(edits, from: letters[$0]) }
        }
        return found.sorted()
    }
}
