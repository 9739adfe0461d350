@testable import CountriesData
import CountriesModel
import CountriesMocks
import CountriesSnapshot
@testable import CountriesSystem
import Testing

/// `show fra` looked for a cca3 record by record, in source order, reading
/// and checking the blocks of every record before the one found: on 40
/// times the data, where France is the 3,823rd record, that was what made
/// the command 1.42 times slower than on 1×. A cca3 is now found by the
/// index's code table when it holds one code a record, with the same answer.
@Suite struct IndexCodeLookupTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    private func reader(of json: UnsafeBufferPointer<UInt8>) throws -> (CountryIndexReader, OwnedBytes) {
        let owned = OwnedBytes(try CountryIndex.make(from: json, identity: .init(size: UInt64(json.count))))
        return (try CountryIndexReader(index: owned, source: RecordBytes(json), verifying: true), owned)
    }

    @Test func aCca3_isFoundReadingAFewKilobytes_whereverItsRecordStands() throws {
        let countries = try CountryRecordsDecoder.decode(source).map(\.country)
        for position in [0, countries.count / 2, countries.count - 1] {
            let (reader, owned) = try reader(of: source)
            #expect(try reader.firstPosition(withCode: countries[position].cca3, in: .cca3) == position)
            // Blocks of 4 KiB: each block a read touches is read and checked whole.
            let read = reader.blocksChecked * CountryIndex.blockSize
            #expect(read <= 16 * 1024, "record \(position): \(reader.blocksChecked) blocks, \(read) bytes")
            withExtendedLifetime(owned) {}
        }
    }

    @Test func aCca3_findsWhatTheRecordsSay_forEveryCodeInEveryForm() throws {
        let countries = try CountryRecordsDecoder.decode(source).map(\.country)
        let decoded = DecodedCountries(countries)
        let (reader, owned) = try reader(of: source)
        for code in countries.map(\.cca3) + countries.map({ $0.cca3.lowercased() }) + ["XXX", "", "FR", "FRAN", "\u{212A}OR"] {
            let found = try reader.firstPosition(withCode: code, in: .cca3).map { countries[$0] }
            #expect(found == decoded.firstCountry(withCode: code, in: .cca3), "\(code)")
        }
        withExtendedLifetime(owned) {}
    }

    /// Two records of one cca3: the first in source order, as the records
    /// say, where the code table keeps the last.
    @Test func aCca3HeldTwice_isTheFirstRecords() throws {
        let records = try CountryRecordsDecoder.decode(source)
        let france = try #require(records.first { $0.country.cca3 == "FRA" })
        let germany = try #require(records.first { $0.country.cca3 == "DEU" })
        let twice = germany.text.replacingOccurrences(of: "\"cca3\": \"DEU\"", with: "\"cca3\": \"FRA\"")
        #expect(twice != germany.text)
        var json = Array(RecordTexts.arrayText([france.text, twice, germany.text]).utf8)
        try json.withUnsafeMutableBufferPointer { buffer in
            let (reader, owned) = try reader(of: UnsafeBufferPointer(buffer))
            #expect(try reader.firstPosition(withCode: "FRA", in: .cca3) == 0)
            #expect(try reader.position(ofCode: "FRA") == 1, "the table's is the last")
            withExtendedLifetime(owned) {}
        }
    }
}

/// The code table is a hash table of the codes themselves: a code is found
/// reading a block of it or two, whatever the number of records, where a
/// sorted table searched by halves read a block a step and the code's text
/// at each (on 40 times the data, 28 blocks for France and its neighbours).
@Suite struct CountryCodeTableTests {
    /// `count` records of one name each and a three-letter code of their own.
    private static func json(records count: Int) -> [UInt8] {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let records = (0..<count).map { number in
            let code = String([letters[number / 676 % 26], letters[number / 26 % 26], letters[number % 26]])
            return #"{"name": {"common": "Country \#(number)", "official": "Country \#(number)"}, "cca2": "", "cca3": "\#(code)"}"#
        }
        return Array(("[" + records.joined(separator: ",\n") + "]").utf8)
    }

    @Test func aCode_isFoundInABlockOfTheTable_orTwo_amongTenThousand() throws {
        let json = Self.json(records: 10_000)
        try json.withUnsafeBufferPointer { source in
            let index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
            let table = IndexChecksumTests.section(2, of: index)
            #expect(table.count == CountryCodeTable.slotCount(codes: 10_000) * CountryCodeTable.entrySize)
            #expect(table.count > 40 * CountryIndex.blockSize)
            let owned = OwnedBytes(index)
            // A reader a code, each reading its blocks anew.
            let read = { (code: String) throws(CountryIndex.Failure) -> (position: Int?, blocks: Int) in
                let reader = try CountryIndexReader(index: owned, source: RecordBytes(source), verifying: true)
                return (try reader.position(ofCode: code), reader.blocksChecked)
            }
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            var most = 0
            for number in stride(from: 0, to: 10_000, by: 37) {
                let code = String([letters[number / 676 % 26], letters[number / 26 % 26], letters[number % 26]])
                let (position, blocks) = try read(code.lowercased())
                #expect(position == number, "\(code)")
                most = max(most, blocks)
            }
            #expect(most <= 2, "a code read \(most) blocks of the table")
            for missing in ["ZZZZ", "", "ZZZ", "A"] {
                let (position, blocks) = try read(missing)
                #expect(position == nil && blocks <= 2, "\(missing): \(blocks) blocks")
            }
        }
    }

    /// Codes a key cannot hold (longer than 8 bytes, or not ASCII) make no
    /// table: every code is then looked for record by record, and found.
    @Test func codesTheTableCannotHold_makeNone_andAreStillFound() throws {
        #expect(CountryCodeTable.key("ABCDEFGH".utf8) != nil)
        #expect(CountryCodeTable.key("ABCDEFGHI".utf8) == nil && CountryCodeTable.key("ÅLA".utf8) == nil && CountryCodeTable.key("A\u{0}".utf8) == nil)
        #expect(CountryCodeTable.key("A".utf8) != CountryCodeTable.key("AB".utf8))
        let json = Array(#"[{"name": {"common": "A", "official": "A"}, "cca3": "ÅLA"}, {"name": {"common": "B", "official": "B"}, "cca3": "LONGERTHAN8"}]"#.utf8)
        try json.withUnsafeBufferPointer { source in
            let owned = OwnedBytes(try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count))))
            let reader = try CountryIndexReader(index: owned, source: RecordBytes(source), verifying: true)
            #expect(try reader.position(ofCode: "åla") == 0 && reader.position(ofCode: "longerthan8") == 1)
            #expect(try reader.firstPosition(withCode: "LONGERTHAN8", in: .cca3) == 1)
            withExtendedLifetime(owned) {}
        }
    }
}
