@testable import CountriesData
@testable import CountriesModel
@testable import CountriesSystem
import CountriesSnapshot
import Testing

/// Countries made from the index as they are asked for answer every lookup
/// as the countries decoded whole do.
@Suite struct IndexedCountriesTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    private func records(_ index: [UInt8]) throws -> (IndexedCountries, DecodedRecords) {
        let json = try CountryRecordsDecoder.decode(source)
        let owned = OwnedBytes(index)
        // Unchecked, as the binary's own index is read: a damaged record
        // then reaches the reader, whose fallback is tested here.
        let reader = try CountryIndexReader(index: owned, source: RecordBytes(source), verifying: false)
        return (IndexedCountries(reader, keptAlive: [owned]) { json }, DecodedRecords(json))
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
            #expect(indexed.translations(cca3: country.cca3) == decoded.translations(cca3: country.cca3))
            #expect(indexed.translation(cca3: country.cca3, key: "kor") == decoded.translation(cca3: country.cca3, key: "kor"))
            #expect(try indexed.recordText(cca3: country.cca3.lowercased()) == decoded.recordText(cca3: country.cca3))
        }
        #expect(try indexed.recordText(cca3: "XYZ") == nil)
        #expect(indexed.firstCountry(withCode: "", in: .ccn3) == decoded.firstCountry(withCode: "", in: .ccn3), "Kosovo's ccn3 is empty")
        // Codes that are equal Strings but other bytes, and names that are no code.
        for code in ["DN\u{212A}", "\u{212A}AZ", "\u{212A}", "FR\u{212A}\u{212A}", "CÔTE D'IVOIRE", "ÅLAND", "A\u{30A}"] {
            for field in CountryCatalog.CodeField.allCases {
                #expect(indexed.firstCountry(withCode: code, in: field) == decoded.firstCountry(withCode: code, in: field), "\(field) \(code)")
            }
        }
        #expect(indexed.firstCountry(withCode: "DN\u{212A}", in: .cca3)?.cca3 == "DNK", "the Kelvin sign is K")
        #expect(indexed.all == decoded.all)
    }

    @Test func aRecordFoundDamaged_sendsEveryLookupToTheJSON() throws {
        var index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
        // The first record's common name pointing far past the strings.
        let recordsSection = IndexChecksumTests.section(0, of: index)
        index.withUnsafeMutableBytes { $0.storeBytes(of: UInt32(0x7FFF_FFFF).littleEndian, toByteOffset: recordsSection.lowerBound + 4, as: UInt32.self) }
        let (indexed, decoded) = try records(index)
        #expect(indexed.all == decoded.all)
        #expect(indexed.country(cca3: "fra") == decoded.country(cca3: "FRA"))
        #expect(indexed.translations(cca3: "fra") == decoded.translations(cca3: "FRA"))
        #expect(try indexed.recordText(cca3: "fra") == decoded.recordText(cca3: "FRA"))
    }

    @Test func aCatalogReadFromTheIndex_equalsOneDecodedFromTheJSON() throws {
        #expect(try RealCountriesFileRepository.embeddedSnapshot() == CountryCatalog(records: CountryRecordsDecoder.decode(source)))
    }
}

/// A country's lists are values, read whole from the index: they read as
/// the JSON's after the index's reader is gone, and a copy changes alone.
@Suite struct CountryDetailsTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    /// Countries from a cache-like index whose only owner is what they hold.
    private func countriesOutlivingTheirReader() throws -> [Country] {
        let index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
        return try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(source)).countries()
    }

    @Test func listsReadAfterTheReaderIsGone_areTheJSONs() throws {
        let indexed = try countriesOutlivingTheirReader()
        let churn = (0..<2_000).map { [UInt8](repeating: UInt8($0 % 251), count: 64 + $0 % 512) } // reuse any freed memory
        let decoded = try CountryRecordsDecoder.decode(source).map(\.country)
        for (fromIndex, fromJSON) in zip(indexed, decoded) {
            #expect(fromIndex.capitals == fromJSON.capitals && fromIndex.languages == fromJSON.languages, "\(fromJSON.cca3)")
            #expect(fromIndex.currencies == fromJSON.currencies && fromIndex.callingCode == fromJSON.callingCode, "\(fromJSON.cca3)")
            #expect(fromIndex.altSpellings == fromJSON.altSpellings && fromIndex.borders == fromJSON.borders, "\(fromJSON.cca3)")
        }
        #expect(churn.count == 2_000)
    }

    @Test func changingACopysList_leavesTheOriginalAsItWas() throws {
        let france = try #require(try countriesOutlivingTheirReader().first { $0.cca3 == "FRA" })
        var copy = france
        copy.capitals = ["Lyon"]
        copy.callingCode.suffixes.append("9")
        copy.altSpellings = ["Gaul"]
        #expect(france.capitals == ["Paris"] && copy.capitals == ["Lyon"])
        #expect(france.altSpellings.contains("French Republic") && copy.altSpellings == ["Gaul"])
        #expect(copy.callingCode.suffixes == ["3", "9"], "setting the spellings keeps the other lists")
        #expect(france.callingCode.suffixes == ["3"] && copy.callingCode.suffixes == ["3", "9"])
        #expect(copy != france && copy.borders == france.borders)
    }
}
