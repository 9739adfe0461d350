@testable import CountriesKit
import CountriesSnapshot
import Testing

/// Countries made from the index as they are asked for answer every lookup
/// as the countries decoded whole do.
@Suite struct IndexedCountriesTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    private func records(_ index: [UInt8]) throws -> (IndexedCountries, DecodedCountries) {
        let decoded = DecodedCountries(try CountryRecordsDecoder.decode(source))
        let owned = OwnedBytes(index)
        let reader = try CountryIndexReader(index: owned.bytes, source: RecordBytes(source))
        let json = decoded.all
        return (IndexedCountries(reader, keptAlive: [owned]) { json }, decoded)
    }

    @Test func everyCodeLookup_findsWhatTheDecodedCountriesFind() throws {
        let (indexed, decoded) = try records(CountryIndex.make(from: source, identity: .init(size: UInt64(source.count))))
        for country in decoded.all {
            for field in CountryCatalog.CodeField.allCases {
                let code = field.of(country)
                #expect(indexed.firstCountry(withCode: code, in: field) == decoded.firstCountry(withCode: code, in: field), "\(field) \(code)")
                #expect(indexed.firstCountry(withCode: code.lowercased(), in: field) == decoded.firstCountry(withCode: code.lowercased(), in: field))
            }
            #expect(indexed.country(cca3: country.cca3.lowercased()) == country)
        }
        #expect(indexed.firstCountry(withCode: "", in: .ccn3) == decoded.firstCountry(withCode: "", in: .ccn3), "Kosovo's ccn3 is empty")
        #expect(indexed.all == decoded.all)
    }

    @Test func aRecordFoundDamaged_sendsEveryLookupToTheJSON() throws {
        var index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
        // The first record's common name pointing far past the strings.
        index.withUnsafeMutableBytes { $0.storeBytes(of: UInt32(0x7FFF_FFFF).littleEndian, toByteOffset: CountryIndex.headerSize + 4, as: UInt32.self) }
        let (indexed, decoded) = try records(index)
        #expect(indexed.all == decoded.all)
        #expect(indexed.country(cca3: "fra") == decoded.country(cca3: "FRA"))
    }

    @Test func aCatalogReadFromTheIndex_equalsOneDecodedFromTheJSON() throws {
        #expect(try RealCountriesFileRepository.embeddedSnapshot() == CountryCatalog(CountryRecordsDecoder.decode(source)))
    }
}
