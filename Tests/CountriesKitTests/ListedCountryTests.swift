@testable import CountriesData
@testable import CountriesInteractors
@testable import CountriesModel
@testable import CountriesSystem
import CountriesMocks
import CountriesSnapshot
import Synchronization
import Testing

/// A list's rows hold what a row shows (`ListedCountry`), read from the
/// index without making a `Country`: `list` made all 250 whole, with every
/// capital, language and spelling, and copied them into the store
/// (10.40 M instructions, 2.35 times the floor's).
@Suite struct ListedCountryTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    @Test func theIndexsRows_areTheWholeCountriesRows() throws {
        let json = try CountryRecordsDecoder.decode(source)
        let owned = OwnedBytes(try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count))))
        let reader = try CountryIndexReader(index: owned, source: RecordBytes(source), verifying: false)
        let indexed = IndexedCountries(reader, keptAlive: [owned]) { json }
        let listed = indexed.listed
        #expect(listed.count == 250)
        #expect(listed == DecodedRecords(json).all.map(ListedCountry.init))
        #expect(listed.first { $0.cca3 == "FRA" } == ListedCountry(
            cca3: "FRA", flag: "🇫🇷", name: CountryName(common: "France", official: "French Republic"),
            population: 66_351_959, area: 543_908, region: "Europe"
        ))
    }

    @Test(arguments: [
        ListQuery(), ListQuery(region: .europe, sort: .population, limit: 5, reverse: true), ListQuery(sort: .area),
    ])
    func aListOfNoSearchAndNoFilter_makesNoWholeCountry(_ query: ListQuery) {
        let counted = CountingRecords(base: CountryCatalog.snapshot.records)
        let catalog = CountryCatalog(records: counted, source: .snapshot)
        let rows = CountryListing.listedRows(.query(query), in: catalog, locale: .english)
        #expect(counted.wholeReads == 0)
        #expect(rows == CountryListing.rankedRows(.query(query), in: .snapshot, locale: .english).map { ListRow($0.country, reason: $0.match?.reason) })
        #expect(!rows.isEmpty)
    }

    @Test func aListOfNoOrganisation_readsNoCountry_forTheMembershipsDifference() throws {
        let counted = CountingRecords(base: CountryCatalog.snapshot.records)
        let difference = try BuiltInMemberships(worldData: RealWorldDataRepository()).difference(for: ListQuery(), in: CountryCatalog(records: counted, source: .snapshot))
        #expect(difference == nil)
        #expect(counted.wholeReads == 0)
    }

    @Test(arguments: [ListQuery(search: "guinea"), ListQuery(filters: [.language("fra")])])
    func aSearchOrAFilter_readsTheWholeCountries_andListsWhatTheyList(_ query: ListQuery) {
        let counted = CountingRecords(base: CountryCatalog.snapshot.records)
        let rows = CountryListing.listedRows(.query(query), in: CountryCatalog(records: counted, source: .snapshot), locale: .english)
        #expect(counted.wholeReads > 0)
        #expect(rows == CountryListing.rankedRows(.query(query), in: .snapshot, locale: .english).map { ListRow($0.country, reason: $0.match?.reason) })
    }
}

/// The snapshot's records, counting the asks for every whole country.
private final class CountingRecords: CountryRecords, Sendable {
    let base: any CountryRecords
    private let reads = Mutex(0)

    init(base: any CountryRecords) {
        self.base = base
    }

    var wholeReads: Int { reads.withLock { $0 } }

    var all: [Country] {
        reads.withLock { $0 += 1 }
        return base.all
    }

    var listed: [ListedCountry] { base.listed }
    var englishNameOrder: [Int]? { base.englishNameOrder }
    func country(cca3 code: String) -> Country? { base.country(cca3: code) }
    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? { base.firstCountry(withCode: code, in: field) }
    func translations(cca3 code: String) -> [String: CountryName] { base.translations(cca3: code) }
    func translation(cca3 code: String, key: String) -> CountryName? { base.translation(cca3: code, key: key) }
    func position(cca3 code: String) -> Int? { base.position(cca3: code) }
    func country(at position: Int) -> Country { base.country(at: position) }
}
