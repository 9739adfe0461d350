@testable import CountriesData
import CountriesMocks
import CountriesModel
@testable import CountriesSystem
import CountriesSnapshot
import Synchronization
import Testing

/// The resolver's names, kept in the index: the snapshot's and a cache's
/// are read where they lie, and answer every name as names made in memory
/// from the same countries do.
@Suite struct NameTableTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    /// The snapshot's countries without an index: the resolver makes its names.
    private static let decoded: CountryCatalog = {
        let records = (try? CountryCatalog.snapshotRecords) ?? []
        return CountryCatalog(records.map(\.country), translations: Dictionary(records.map { ($0.country.cca3, $0.translations) }) { _, last in last })
    }()

    /// Every name that tells the two apart: the corpus, the never-countries,
    /// misspellings, and each country's codes, names and translations in part.
    private static let names: [String] = {
        var names = MessyNameCorpusTests.entries.map(\.name) + MessyNameCorpusTests.neverCountries
        names += ["Botsuana", "Argentinia", "Swizerland", "Slovania", "Elbonia", "zzzz", "bosnia", "zealand", "Deutschland", "Allemagne"]
        for country in CountryCatalog.snapshot.countries {
            names += [country.cca3.lowercased(), country.name.common, country.name.official.uppercased()] + country.altSpellings.prefix(2)
            names += CountryCatalog.snapshot.translations(of: country.cca3).sorted { $0.key < $1.key }.prefix(3).map(\.value.official)
        }
        return names
    }()

    @Test func theSnapshot_keepsItsNames_inItsIndex() {
        #expect(CountryCatalog.snapshot.records.nameTable != nil)
        #expect(Self.decoded.records.nameTable == nil, "decoded countries keep none: the resolver makes them")
    }

    @Test(arguments: ["eng", "deu", "jpn"])
    func storedNames_andNamesMadeInMemory_answerEveryNameAlike(_ code: String) throws {
        let locale = try #require(NameLocale(code: code))
        let stored = CountryResolver(catalog: CountryCatalog.snapshot, locale: locale)
        let made = CountryResolver(catalog: Self.decoded, locale: locale)
        let differ = Self.names.filter { stored.resolve($0) != made.resolve($0) }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }

    /// Data stored without names (decoded from JSON) has them made in two
    /// parts, the translations only once a name is not a country's own.
    @Test func namesMadeInMemory_makeTheTranslations_onlyWhenNeeded() {
        let counted = CountedRecords(base: Self.decoded.records)
        let resolver = CountryResolver(catalog: CountryCatalog(records: counted), locale: .english)
        #expect(resolver.resolve("Germany").country?.cca3 == "DEU")
        #expect(resolver.resolve("Korea, Rep.").country?.cca3 == "KOR")
        #expect(counted.translationsAsked.withLock { $0 } == 0)
        #expect(resolver.resolve("Deutschland").country?.cca3 == "DEU")
        #expect(counted.translationsAsked.withLock { $0 } == Self.decoded.countries.count)
    }

    /// A language laid over the data (a CLDR locale) is a part beside the
    /// stored names: its names are found, in its tier, as when made in memory.
    @Test func aLanguageLaidOver_isFound_asIfMadeInMemory() throws {
        let names = ["DEU": "Γερμανία", "FRA": "Γαλλία", "GRC": "Ελλάδα"]
        let overStored = CountryCatalog(records: CLDRNamesOverlay(base: CountryCatalog.snapshot.records, key: "el", names: names))
        let overDecoded = CountryCatalog(records: CLDRNamesOverlay(base: Self.decoded.records, key: "el", names: names))
        #expect(overStored.records.nameTable != nil)
        let locale = try #require(NameLocale(code: "el"))
        for name in ["Γερμανία", "γαλλια", "Ελλάδα", "Germany", "Botsuana"] {
            let stored = CountryResolver(catalog: overStored, locale: locale).resolve(name)
            #expect(stored == CountryResolver(catalog: overDecoded, locale: locale).resolve(name), "\(name)")
        }
        #expect(CountryResolver(catalog: overStored, locale: locale).resolve("Γερμανία").reason == .name("common"))
    }

    /// The snapshot's index holds the checksum of its own names: the recipe
    /// a cache's names are made by, and must match to be used.
    @Test func theRecipe_isTheChecksumOfTheSnapshotsNames() throws {
        let reader = try #require(RealCountriesFileRepository.snapshotIndex)
        #expect(try CountryIndex.programRecipe == reader.namesRecipe)
        let index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)), recipe: nil)
        #expect(try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(source)).namesRecipe == CountryIndex.programRecipe)
    }

    @Test func aCacheIndex_namesMadeByOtherCode_areMadeAnew() throws {
        func names(recipe: UInt64) throws -> NameTable? {
            let index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)), recipe: recipe)
            return try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(source), verifying: true).nameTable()
        }
        #expect(try names(recipe: CountryIndex.programRecipe) != nil)
        #expect(try names(recipe: CountryIndex.programRecipe &+ 1) == nil)
    }

    /// Bytes that are no table make none; a table cut short or changed is
    /// never read beyond its bytes, whatever a lookup then finds.
    @Test func damagedBytes_makeNoTable_orOneThatReadsWithinThem() {
        let made = NameTableBytes.make(countries: CountryCatalog.snapshot.countries) { CountryCatalog.snapshot.translations(of: $0.cca3) }
        made.withUnsafeBytes { bytes in
            #expect(NameTableBytes(bytes: bytes, owner: nil, countries: 250) != nil)
            #expect(NameTableBytes(bytes: bytes, owner: nil, countries: 249) == nil, "an entry of a country beyond the records")
            for length in [0, 3, 15, 16, 1_000, bytes.count - 1] {
                #expect(NameTableBytes(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<length]), owner: nil, countries: 250) == nil)
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var damaged = made
            for _ in 0..<8 { damaged[Int.random(in: 16..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator) }
            damaged.withUnsafeBytes { bytes in
                guard let part = NameTableBytes(bytes: bytes, owner: nil, countries: 250) else { return }
                let table = NameTable(part)
                for key in ["france", "korea republic", "bissau", "", "zzzz"] {
                    #expect(table.entries(.keyed, key).allSatisfy { $0.country < 250 })
                }
                var count = 0
                table.forEach(.keyed) { _, _ in count += 1 }
                #expect(count <= made.count / NameTableBytes.entrySize)
            }
        }
    }
}

/// Records that count the calls for every name of a country.
private final class CountedRecords: CountryRecords, Sendable {
    let base: any CountryRecords
    let translationsAsked = Mutex(0)

    init(base: any CountryRecords) {
        self.base = base
    }

    var all: [Country] { base.all }
    var englishNameOrder: [Int]? { base.englishNameOrder }
    func country(cca3 code: String) -> Country? { base.country(cca3: code) }
    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? { base.firstCountry(withCode: code, in: field) }
    func translation(cca3 code: String, key: String) -> CountryName? { base.translation(cca3: code, key: key) }

    func translations(cca3 code: String) -> [String: CountryName] {
        translationsAsked.withLock { $0 += 1 }
        return base.translations(cca3: code)
    }
}
