@testable import CountriesData
@testable import CountriesModel
@testable import CountriesSystem
import CountriesMocks
import CountriesSnapshot
import Testing

/// The index keeps every country's place by English name, so `list` sorts
/// nothing: what it lists must be what sorting lists, in every order and
/// language, whether the catalog keeps the order or not.
@Suite struct StoredNameOrderTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())
    private var decoded: CountryCatalog { CountryCatalog(records: (try? CountryRecordsDecoder.decode(source)) ?? []) }

    /// The sort `list` made before the order was stored: stable, by the
    /// folded name, the name, then the code, a name left untranslated after
    /// the translated ones; largest first for the others.
    private func sortedAsBefore(_ countries: [Country], by order: ListQuery.SortOrder, locale: NameLocale) -> [String] {
        let name = { (country: Country) in CountryCatalog.snapshot.name(of: country, in: locale).common }
        let untranslated = { (country: Country) in
            locale.translationKey.map { CountryCatalog.snapshot.records.translation(cca3: country.cca3, key: $0) == nil } ?? false
        }
        let keyed = countries.map { ($0, name($0), SearchFolding.fold(name($0)), untranslated($0) ? 1 : 0) }
        return keyed.sorted { a, b in
            switch order {
            case .population where a.0.population != b.0.population: return a.0.population > b.0.population
            case .area where a.0.area != b.0.area: return a.0.area > b.0.area
            default: return (a.3, a.2, a.1, a.0.cca3) < (b.3, b.2, b.1, b.0.cca3)
            }
        }.map(\.0.cca3)
    }

    @Test func theSnapshotsStoredOrder_isTheOrderTheListSorts() throws {
        let order = try #require(CountryCatalog.snapshot.englishNameOrder)
        #expect(order == CountryListing.nameOrder(of: decoded.countries) { $0.name.common })
        #expect(decoded.englishNameOrder == nil, "a decoded catalog sorts for itself")
    }

    @Test(arguments: [NameLocale.english, NameLocale(code: "de")!, NameLocale(code: "ja")!])
    func everyListing_isTheSame_fromTheStoredOrder_asSorted_andAsBefore(_ locale: NameLocale) {
        let queries = ListQuery.SortOrder.allCases.map { Optional($0) } + [nil]
        for sort in queries {
            for query in [ListQuery(sort: sort), ListQuery(region: .europe, sort: sort), ListQuery(search: "guinea", sort: sort), ListQuery(sort: sort, limit: 7)] {
                let stored = CountryListing.ranked(in: .snapshot, query: query, locale: locale)
                let sorted = CountryListing.ranked(in: decoded, query: query, locale: locale)
                #expect(stored.map(\.country.cca3) == sorted.map(\.country.cca3), "\(query)")
                #expect(stored.map(\.match) == sorted.map(\.match), "\(query)")
            }
            let all = CountryListing.countries(in: .snapshot, query: ListQuery(sort: sort), locale: locale).map(\.cca3)
            #expect(all == sortedAsBefore(decoded.countries, by: sort ?? .name, locale: locale), "\(String(describing: sort))")
        }
    }

    @Test func aStoredOrderNamingARecordTwice_isMalformed() throws {
        var index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
        let section = Int(index.withUnsafeBytes { $0.loadLittleEndian(at: 56 + 4 * 8, as: UInt32.self) })
        index[section..<(section + 8)] = [3, 0, 0, 0, 3, 0, 0, 0] // the first two places both record 3
        let reader = try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(source))
        let error = #expect(throws: CountryIndex.Failure.self) { try reader.nameOrder() }
        if case .malformed? = error {} else { Issue.record("\(String(describing: error)) is not malformed") }
        #expect(IndexedCountries(reader) { [] }.englishNameOrder == nil)
    }
}
