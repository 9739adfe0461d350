@testable import CountriesModel
import CountriesMocks
import Testing

/// A long `resolve` finds the name table's keys by hash (`NameTableKeys`):
/// every lookup must answer what the binary search answers, the entries
/// the same and in the same order.
@Suite struct NameTableKeysTests {
    /// Every key the table holds, and the corpus's names folded and keyed
    /// (most of them no key at all).
    private static func keys(of table: NameTable) -> [(NameTable.Kind, String)] {
        var keys: [(NameTable.Kind, String)] = []
        for kind in [NameTable.Kind.written, .keyed, .place] {
            table.forEach(kind) { _, key in keys.append((kind, String(decoding: key, as: UTF8.self))) }
        }
        let names = MessyNameCorpusTests.entries.map(\.name) + MessyNameCorpusTests.neverCountries + ["", "Korea, Rep.", "Γερμανία", "zzzz"]
        for name in names {
            keys.append((.written, SearchFolding.fold(name)))
            for key in NameKey.readings(name) {
                keys += [(.keyed, key.text), (.place, key.text)]
            }
        }
        return keys
    }

    @Test func theSnapshotsKeys_byHash_findWhatTheBinarySearchFinds() throws {
        let table = try #require(CountryCatalog.snapshot.records.nameTable)
        let indexed = table.indexed()
        let keys = Self.keys(of: table)
        #expect(keys.count > 30_000)
        let differ = keys.filter { table.entries($0.0, $0.1) != indexed.entries($0.0, $0.1) }
        #expect(differ.isEmpty, "\(differ.prefix(10))")
    }

    /// A language laid over the data is a second part, indexed on its own.
    @Test func aTableOfTwoParts_byHash_findsWhatTheBinarySearchFinds() throws {
        let names = ["DEU": "Γερμανία", "FRA": "Γαλλία", "GRC": "Ελλάδα"]
        let records = CLDRNamesOverlay(base: CountryCatalog.snapshot.records, key: "el", names: names)
        let table = try #require(records.nameTable)
        let indexed = table.indexed()
        let keys = Self.keys(of: table) + [(.written, "γερμανια"), (.written, "γερμανία"), (.keyed, "γαλλια")]
        let differ = keys.filter { table.entries($0.0, $0.1) != indexed.entries($0.0, $0.1) }
        #expect(differ.isEmpty, "\(differ.prefix(10))")
        #expect(!indexed.entries(.written, "γερμανία").isEmpty)
    }
}
