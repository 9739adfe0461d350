@testable import CountriesModel
import CountriesMocks
import Testing

/// The words step and the typo step find the names they compare a text
/// with in the lookup's tables (`LookupTables`): by a word (the `word`
/// section), and by language and length (`names(ofLanguage:lengths:)`).
/// Each must find what a scan of every name finds.
@Suite struct LookupTablesNamesTests {
    private static let tables = CountryCatalog.snapshot.records.lookupTables?.first

    /// Every name's number, language and key.
    private static let names: [(number: Int, language: Int, key: [UInt8])] = {
        guard let tables else { return [] }
        return (0..<tables.nameCount).map { number in
            let name = tables.name(number)
            return (number, name.language, Array(name.key))
        }
    }()

    /// The corpus's names keyed, and each of their words alone.
    private static let words: [[UInt8]] = {
        var words: Set<[UInt8]> = []
        for name in MessyNameCorpusTests.entries.map(\.name) + MessyNameCorpusTests.neverCountries + ["Botsuana", "Argentinia", "Phillipines"] {
            for word in NameKey(name).words { words.insert(Array(word)) }
        }
        return words.sorted { $0.lexicographicallyPrecedes($1) }
    }()

    @Test func namesHoldingAWord_areThoseAScanFinds() throws {
        let tables = try #require(Self.tables)
        #expect(Self.names.count >= 500)
        var found = 0
        for word in Self.words {
            let indexed = Set(tables.entries(.word, word).map(\.extra))
            let scanned = Set(Self.names.filter { name in name.key.split(separator: UInt8(ascii: " ")).contains { $0.elementsEqual(word) } }.map(\.number))
            #expect(indexed == scanned, "\(String(decoding: word, as: UTF8.self))")
            found += scanned.count
        }
        #expect(found > 1_000, "names that hold a text's words are found")
    }

    @Test func namesOfALanguageAndLength_areThoseAScanFinds() throws {
        let tables = try #require(Self.tables)
        let languages = Set(Self.names.map(\.language))
        #expect(languages.count > 1)
        for language in languages {
            for lengths in [0...3, 4...6, 6...6, 7...12, 10...40, 30...200] {
                let indexed = Array(tables.names(ofLanguage: language, lengths: lengths))
                let scanned = Self.names.filter { $0.language == language && lengths.contains($0.key.count) }.map(\.number)
                #expect(indexed == scanned, "\(language) \(lengths)")
            }
        }
    }
}
