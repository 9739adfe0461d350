@testable import CountriesData
import CountriesModel
@testable import CountriesSystem
import CountriesSnapshot
import Testing

@Suite struct CountryIndexTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    private func index() throws -> [UInt8] {
        try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
    }

    @Test func everySnapshotCountry_readsTheSameFromTheIndexAsFromTheJSON() throws {
        let decoded = try CountryRecordsDecoder.decode(source)
        let indexed = try CountryIndexReader(index: OwnedBytes(index()), source: RecordBytes(source)).countries()
        #expect(indexed.count == 250 && decoded.count == 250)
        let reader = try CountryIndexReader(index: OwnedBytes(index()), source: RecordBytes(source))
        for (position, (fromJSON, fromIndex)) in zip(decoded, indexed).enumerated() {
            let code = fromJSON.country.cca3
            #expect(fromIndex == fromJSON.country, "\(code)")
            #expect(try reader.recordText(at: position).get() == fromJSON.text, "\(code)")
            let translations = Dictionary(try reader.translations(at: position)) { _, last in last }
            #expect(translations == fromJSON.translations, "\(code)")
            #expect(!translations.isEmpty, "\(code)")
            #expect(try reader.translation(at: position, key: "jpn") == fromJSON.translations["jpn"], "\(code)")
        }
    }

    @Test func codes_findTheirRecord_inAnyCase() throws {
        let decoded = try CountryRecordsDecoder.decode(source)
        let reader = try CountryIndexReader(index: OwnedBytes(index()), source: RecordBytes(source))
        for (position, record) in decoded.enumerated() {
            #expect(try reader.position(ofCode: record.country.cca3) == position)
            #expect(try reader.position(ofCode: record.country.cca3.lowercased()) == position)
        }
        #expect(try reader.position(ofCode: "XYZ") == nil)
        #expect(try reader.position(ofCode: "") == nil)
        #expect(try reader.position(ofCode: "FR\u{212A}") == nil, "a non-ASCII query is compared as a String")
    }

    @Test func recordsWithoutTranslationsOrMemberships_andCodesFoundTwice_readAsTheJSONDoes() throws {
        var json = #"""
        [{"name":{"common":"A"},"cca3":"aaa","memberships":{"un":true}},
         {"name":{"common":"B"},"cca3":"AAA","translations":{"x":{"common":"b"}},"translations":{"deu":{"common":"Bé","official":"B"}}},
         {"name":{"common":"Ä"},"cca3":"ÄÄÄ","languages":{"deu":"German"},"currencies":{"EUR":{"name":"euro","symbol":"€"}}}]
        """#
        try json.withUTF8 { source in
            let decoded = try CountryRecordsDecoder.decode(source)
            let index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
            let reader = try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(source))
            let indexed = try reader.countries()
            #expect(indexed == decoded.map(\.country))
            #expect(try reader.translations(at: 1).map(\.key) == ["deu"])
            #expect(try reader.translation(at: 1, key: "deu") == CountryName(common: "Bé", official: "B"))
            #expect(try reader.translations(at: 0).isEmpty)
            #expect(indexed[0].memberships == ["un"] && indexed[1].memberships == nil)
            #expect(try reader.position(ofCode: "aaa") == 1, "the last record with a code wins, as in CountryCatalog")
            #expect(try reader.position(ofCode: "äää") == 2)
        }
    }

    @Test func aDamagedIndex_throwsOrReads_butNeverReadsOutOfBounds() throws {
        let good = try index()
        #expect(throws: CountryIndex.Failure.self) { try CountryIndexReader(index: OwnedBytes([UInt8](good.prefix(50))), source: RecordBytes(source)) }
        var otherVersion = good
        otherVersion[8] += 1
        #expect(throws: CountryIndex.Failure.self) { try CountryIndexReader(index: OwnedBytes(otherVersion), source: RecordBytes(source)) }
        #expect(throws: CountryIndex.Failure.self) {
            try CountryIndexReader(index: OwnedBytes(good), source: RecordBytes(UnsafeBufferPointer(rebasing: source.dropLast())))
        }
        // Flipped bytes anywhere, unchecked (as the binary's own index is
        // read): whatever they give, no crash.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = good
            for _ in 0..<4 { damaged[Int.random(in: 0..<damaged.count, using: &generator)] ^= 0xFF }
            guard let reader = try? CountryIndexReader(index: OwnedBytes(damaged), source: RecordBytes(source), verifying: false) else { continue }
            // A country made is a country whose lists were checked: reading them cannot fail.
            for country in (try? reader.countries()) ?? [] { _ = country.callingCode }
            _ = try? reader.position(ofCode: "FRA")
            _ = try? reader.nameOrder()
        }
    }
}
