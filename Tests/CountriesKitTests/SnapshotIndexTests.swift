import CountriesModel
@testable import CountriesData
import CountriesSnapshot
import Testing

/// The snapshot's index is checked in (see Package.swift for why); this is
/// what keeps it true to the JSON beside it.
@Suite struct SnapshotIndexTests {
    @Test func theEmbeddedIndex_isTheOneTheEmbeddedJSONMakes() throws {
        let json = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
        let embedded = Array(UnsafeBufferPointer(start: countries_snapshot_index_bytes(), count: countries_snapshot_index_length()))
        let fresh = try CountryIndex.make(from: json, identity: .init(size: UInt64(json.count)))
        let isFresh = embedded == fresh // not the bytes themselves in the message: 120 KB of them
        #expect(isFresh, "Sources/CountriesSnapshot/countries-v3.1.index is stale: run `swift run countries-index`")
    }

    @Test func theSnapshot_isReadFromItsIndex() throws {
        let json = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
        let fromIndex = try RealCountriesFileRepository.embeddedSnapshot()
        #expect(fromIndex.countries == (try CountryRecordsDecoder.decode(json)).map(\.country))
        #expect(RealCountriesFileRepository.snapshotIndex != nil, "the index is used, not passed over")
    }

    /// A map's markers are read from the index's place slots alone: the same places the records hold.
    @Test func thePlaces_readAlone_areTheRecords() throws {
        let fromIndex = try RealCountriesFileRepository.embeddedSnapshot()
        let json = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
        let decoded = CountryCatalog(try CountryRecordsDecoder.decode(json).map(\.country))
        #expect(fromIndex.places.count == 250)
        #expect(fromIndex.places == decoded.places)
        #expect(fromIndex.places.first { $0.code == "NRU" }?.location == GeoPoint(longitude: 166.91666666, latitude: -0.53333333))
    }
}
