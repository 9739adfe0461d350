import CountriesModel
import CountriesSystem

/// Reads a country's lists from a `CountryIndex` when the country is first
/// asked for them (`LazyCountryDetails`): `list` and a name lookup's first
/// tiers never are, and the lists were most of the cost of making a country.
/// Holds the index's owner, so a country read from it may outlive the
/// catalog it came from.
final class IndexedCountryDetails: CountryDetailsSource, @unchecked Sendable {
    // @unchecked: `bytes` points into `owner`'s memory, which never changes.
    private let owner: OwnedBytes
    private let bytes: CountryIndexBytes
    private let records: Range<Int>

    /// Strings per item of each list, in record order: capitals, time
    /// zones, domains, borders, alternative spellings, demonyms, calling
    /// code suffixes, languages (code, name), currencies (code, name,
    /// symbol), memberships.
    static let listItemSizes = [1, 1, 1, 1, 1, 1, 1, 2, 3, 1]
    /// The calling code's root: the tenth of the twelve strings.
    private static let rootSlot = 9 * 2
    private static let firstListSlot = 12 * 2
    /// The fifth list.
    private static let altSpellingsList = 4

    init(owner: OwnedBytes, bytes: CountryIndexBytes, records: Range<Int>) {
        self.owner = owner
        self.bytes = bytes
        self.records = records
    }

    // The reader checked this record's every reference before making the
    // country, and the bytes have not changed since: these cannot throw,
    // and an empty list is only what a country would show if they did.

    func details(at position: Int) -> CountryDetails {
        (try? read(at: position)) ?? CountryDetails()
    }

    func altSpellings(at position: Int) -> [String] {
        guard var slots = try? slots(at: position, from: Self.firstListSlot + Self.altSpellingsList * 2) else { return [] }
        return (try? slots.list()) ?? []
    }

    private func slots(at position: Int, from slot: Int) throws(CountryIndex.Malformed) -> CountryIndexSlots {
        let record = records.lowerBound + position * CountryIndex.recordSlots * 4
        guard position >= 0, record + CountryIndex.recordSlots * 4 <= records.upperBound else {
            throw CountryIndex.Malformed(reason: "no record \(position)")
        }
        return CountryIndexSlots(bytes: bytes, at: record + slot * 4)
    }

    private func read(at position: Int) throws(CountryIndex.Malformed) -> CountryDetails {
        var root = try slots(at: position, from: Self.rootSlot)
        var slots = try slots(at: position, from: Self.firstListSlot)
        let (capitals, timezones, domains, borders) = (try slots.list(), try slots.list(), try slots.list(), try slots.list())
        try slots.checkList(by: 1) // the alternative spellings: read on their own
        let (demonyms, suffixes) = (try slots.list(), try slots.list())
        let languages = try slots.grouped(by: 2) { Language(code: $0[0], name: $0[1]) }
        let currencies = try slots.grouped(by: 3) { Currency(code: $0[0], name: $0[1], symbol: $0[2]) }
        return CountryDetails(
            capitals: capitals, languages: languages, currencies: currencies, timezones: timezones,
            callingCode: CallingCode(root: try root.string(), suffixes: suffixes), topLevelDomains: domains,
            borders: borders, demonyms: demonyms, memberships: try slots.optionalList()
        )
    }
}
