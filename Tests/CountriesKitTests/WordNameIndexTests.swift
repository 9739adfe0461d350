@testable import CountriesModel
import CountriesMocks
import Testing

/// The words step and the typo step find the names they compare a text
/// with in `WordNameIndex`: it must find what a scan of every name finds,
/// in the same order.
@Suite struct WordNameIndexTests {
    /// The names as the resolver gives them: the snapshot's own names, keyed.
    private static let names: [(index: Int, key: [UInt8])] = {
        var names: [(index: Int, key: [UInt8])] = []
        CountryCatalog.snapshot.records.nameTable?.forEach(.keyed) { entry, key in
            if entry.field == .common || entry.field == .official { names.append((entry.country, Array(key))) }
        }
        return names
    }()

    /// The corpus's names keyed, each of their words alone, and each with a
    /// letter dropped, doubled or swapped.
    private static let texts: [[UInt8]] = {
        var texts: [[UInt8]] = []
        for name in MessyNameCorpusTests.entries.map(\.name) + MessyNameCorpusTests.neverCountries + ["Botsuana", "Argentinia", "Phillipines"] {
            let key = Array(NameKey(name).text.utf8)
            texts.append(key)
            texts += key.split(separator: UInt8(ascii: " ")).map(Array.init)
            guard key.count > 3 else { continue }
            let at = key.count / 2
            texts.append(Array(key[..<at] + key[(at + 1)...]))
            texts.append(Array(key[...at] + key[at...]))
            texts.append(Array(key[..<at] + [key[at + 1], key[at]] + key[(at + 2)...]))
        }
        return texts
    }()

    @Test func namesHoldingWords_areThoseAScanFinds() {
        #expect(Self.names.count >= 500)
        let index = WordNameIndex(Self.names)
        var found = 0
        for text in Self.texts {
            let words = text.split(separator: UInt8(ascii: " ")).map(Array.init)
            let scanned = Self.names.indices.filter { NameKey.isWordSubset(words, of: Self.names[$0].key) }
            #expect(index.names(holding: words) == scanned, "\(String(decoding: text, as: UTF8.self))")
            found += scanned.count
        }
        #expect(found > 1_000, "names that hold a text's words are found")
    }

    @Test func namesNearATypo_areThoseAScanFinds() {
        let index = WordNameIndex(Self.names)
        var found = 0
        for text in Self.texts {
            for edits in 1...3 {
                let counted = LetterCounts(text)
                let scanned = Self.names.indices.filter {
                    abs(Self.names[$0].key.count - text.count) <= edits && counted.editsAtLeast(to: Self.names[$0].key) <= edits
                }
                #expect(index.names(near: text, within: edits) == scanned, "\(String(decoding: text, as: UTF8.self)) \(edits)")
                found += scanned.count
            }
        }
        #expect(found > 1_000, "names near a typo are found")
    }
}
