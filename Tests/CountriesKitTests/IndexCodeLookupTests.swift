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

/// The code table's codes are the first strings, in its order: a binary
/// search then reads the blocks beside the table, where they were spread
/// among the strings of records far apart (a block a step, 14 steps a code
/// on 40 times the data).
@Suite struct IndexCodeStringsTests {
    @Test func theCodes_areTheFirstStrings_inTheTablesOrder() throws {
        let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
        let index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
        let section = { (number: Int) in
            index.withUnsafeBytes { bytes in
                Int(bytes.loadLittleEndian(at: 56 + number * 8, as: UInt32.self))..<Int(bytes.loadLittleEndian(at: 56 + number * 8, as: UInt32.self) + bytes.loadLittleEndian(at: 60 + number * 8, as: UInt32.self))
            }
        }
        let codes = section(2)
        var next = 0
        for entry in stride(from: codes.lowerBound, to: codes.upperBound, by: 12) {
            let (offset, length) = index.withUnsafeBytes { (Int($0.loadLittleEndian(at: entry, as: UInt32.self)), Int($0.loadLittleEndian(at: entry + 4, as: UInt32.self))) }
            #expect(offset == next, "the code at \(entry) stands at \(offset), not \(next)")
            next = offset + length
        }
        #expect(next == codes.count / 12 * 3, "250 codes of three letters")
    }
}
