@testable import CountriesData
import CountriesMocks
@testable import CountriesModel
@testable import CountriesSystem
import CountriesSnapshot
import Testing

/// The lookup's tables (`LookupTables`), kept in the index: the snapshot's
/// and a cache's are read where they lie, and answer every name as tables
/// made in memory from the same countries do.
@Suite struct LookupTablesTests {
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
        #expect(CountryCatalog.snapshot.records.lookupTables?.count == 1)
    }

    /// Countries decoded from JSON keep none stored: the tables are made on
    /// first need, once, and kept with the records, so a resolver made for
    /// each intent (each `resolve` batch) makes them no more.
    @Test func decodedCountries_makeTheirTablesOnce() throws {
        let decoded = CountryCatalog(Self.decoded.countries, translations: Dictionary(Self.decoded.countries.map { ($0.cca3, Self.decoded.translations(of: $0.cca3)) }) { _, last in last })
        let first = try #require(decoded.records.lookupTables?.first)
        let copy = decoded
        let again = try #require(copy.records.lookupTables?.first)
        #expect(first.isSame(as: again))
        #expect(CountryResolver(catalog: copy, locale: .english).resolve("Korea, Rep.").country?.cca3 == "KOR")
    }

    @Test(arguments: ["eng", "deu", "jpn"])
    func storedNames_andNamesMadeInMemory_answerEveryNameAlike(_ code: String) throws {
        let locale = try #require(NameLocale(code: code))
        let stored = CountryResolver(catalog: CountryCatalog.snapshot, locale: locale)
        let made = CountryResolver(catalog: Self.decoded, locale: locale)
        let differ = Self.names.filter { stored.resolve($0) != made.resolve($0) }
        #expect(differ.isEmpty, "\(differ.prefix(20))")
    }

    /// A language laid over the data (a CLDR locale) is a part beside the
    /// stored names: its names are found, in its tier, as when made in memory.
    @Test func aLanguageLaidOver_isFound_asIfMadeInMemory() throws {
        let names = ["DEU": "Γερμανία", "FRA": "Γαλλία", "GRC": "Ελλάδα"]
        let overStored = CountryCatalog(records: CLDRNamesOverlay(base: CountryCatalog.snapshot.records, key: "el", names: names))
        let overDecoded = CountryCatalog(records: CLDRNamesOverlay(base: Self.decoded.records, key: "el", names: names))
        #expect(overStored.records.lookupTables?.count == 2)
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
        func names(recipe: UInt64) throws -> LookupTables? {
            let index = try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)), recipe: recipe)
            return try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(source), verifying: true).lookupTables()
        }
        #expect(try names(recipe: CountryIndex.programRecipe) != nil)
        #expect(try names(recipe: CountryIndex.programRecipe &+ 1) == nil)
    }

    /// A name longer than the layout holds (a hostile server's 100,000
    /// `x` before a name: `list --refresh` trapped writing its index) is
    /// left out of the tables; the other names are still found.
    @Test func aNameLongerThanTheLayoutHolds_isLeftOut_andTheRestFound() {
        let long = String(repeating: "x", count: 100_000)
        let countries = [Country.fixture("AAA", common: long + "France", official: long), .fixture("DEU", common: "Germany", official: "Federal Republic of Germany")]
        let catalog = CountryCatalog(countries)
        let resolver = CountryResolver(catalog: catalog, locale: .english)
        #expect(resolver.resolve("Germany").country?.cca3 == "DEU")
        #expect(resolver.resolve("AAA").country?.cca3 == "AAA")
        #expect(resolver.resolve(long).country == nil)
    }

    /// Bytes that are no tables make none; tables cut short or changed
    /// are never read beyond their bytes, whatever a lookup then finds.
    @Test func damagedBytes_makeNoTables_orTablesThatReadWithinThem() {
        let made = LookupTables.make(countries: CountryCatalog.snapshot.countries) { CountryCatalog.snapshot.translations(of: $0.cca3) }
        made.withUnsafeBytes { bytes in
            #expect(LookupTables(bytes: bytes, owner: nil, countries: 250) != nil)
            for length in [0, 3, 31, 32, 1_000, bytes.count - 1] {
                #expect(LookupTables(bytes: UnsafeRawBufferPointer(rebasing: bytes[..<length]), owner: nil, countries: 250) == nil)
            }
        }
        var generator = SystemRandomNumberGenerator()
        var read = 0
        for _ in 0..<200 {
            var damaged = made
            for _ in 0..<8 { damaged[Int.random(in: LookupTables.headerSize..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator) }
            damaged.withUnsafeBytes { bytes in
                guard let tables = LookupTables(bytes: bytes, owner: nil, countries: 250) else { return }
                read += 1
                for key in ["france", "korea republic", "bissau", "", "zzzz"] {
                    for section in LookupTables.Section.allCases {
                        #expect(tables.entries(section, Array(key.utf8)).count <= made.count / LookupTables.entrySize)
                    }
                }
                var keys = 0
                for section in LookupTables.Section.allCases { tables.forEachKey(of: section) { _, _ in keys += 1 } }
                #expect(keys <= made.count / LookupTables.keySize)
                for number in 0..<tables.nameCount { #expect(tables.name(number).key.count <= made.count) }
            }
        }
        #expect(read > 0, "bytes damaged past the header still read as tables")
    }
}
