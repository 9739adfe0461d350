import Synchronization

/// Every country the program knows, in source order, with an index by code.
package struct CountryCatalog: Sendable, Equatable {
    /// The codes a country is known by, as `show` takes them.
    package enum CodeField: String, Sendable, CaseIterable {
        case cca3, cca2, ccn3, cioc

        func of(_ country: Country) -> String {
            switch self {
            case .cca3: country.cca3
            case .cca2: country.cca2
            case .ccn3: country.ccn3
            case .cioc: country.cioc
            }
        }
    }

    package let source: DataSource
    /// The storage behind the catalog, for the repository that made it.
    package let records: any CountryRecords

    /// `translations`: each country's names by translation key, by cca3.
    package init(_ countries: [Country], translations: [String: [String: CountryName]] = [:], source: DataSource = .snapshot) {
        self.init(records: DecodedCountries(countries, translations: translations), source: source)
    }

    package init(records: any CountryRecords, source: DataSource = .snapshot) {
        self.records = records
        self.source = source
    }

    /// Every country, in source order; made on first use when read as needed.
    package var countries: [Country] { records.all }

    /// Every country as a list's row shows it, in source order (`CountryRecords.listed`).
    package var listed: [ListedCountry] { records.listed }

    /// Every country's place, for a map's markers (`CountryRecords.places`).
    package var places: [MapPlace] { records.places }

    /// `CountryRecords.englishNameOrder`: made once when stored, else nil.
    var englishNameOrder: [Int]? { records.englishNameOrder }

    /// The country with this cca3 code, in any case.
    package func country(cca3: String) -> Country? {
        records.country(cca3: cca3)
    }

    /// The first country, in source order, whose `field` is exactly `code`.
    package func firstCountry(withCode code: String, in field: CodeField) -> Country? {
        records.firstCountry(withCode: code, in: field)
    }

    /// The names of the country with this cca3 by REST Countries translation key.
    package func translations(of cca3: String) -> [String: CountryName] {
        records.translations(cca3: cca3)
    }

    /// The country's name in `locale`, or the English one where the data
    /// has no translation.
    package func name(of country: Country, in locale: NameLocale) -> CountryName {
        locale.translationKey.flatMap { records.translation(cca3: country.cca3, key: $0) } ?? country.name
    }

    /// The same, of a list's row.
    package func name(of country: ListedCountry, in locale: NameLocale) -> CountryName {
        locale.translationKey.flatMap { records.translation(cca3: country.cca3, key: $0) } ?? country.name
    }

    /// The chosen language's words for the records' languages, currencies
    /// and regions, laid over with its names; none in English (the
    /// records' own words).
    package var terms: LocalizedTerms {
        var records: (any CountryRecords)? = records
        while let current = records {
            if let terms = current.terms { return terms }
            records = current.overlay?.base
        }
        return LocalizedTerms()
    }

    /// The same countries with the same names and words, from the same
    /// source: made of values, so comparing reads no file.
    package static func == (lhs: CountryCatalog, rhs: CountryCatalog) -> Bool {
        guard lhs.source == rhs.source, lhs.terms == rhs.terms, lhs.countries == rhs.countries else { return false }
        return lhs.countries.allSatisfy { lhs.translations(of: $0.cca3) == rhs.translations(of: $0.cca3) }
    }
}

/// Countries held whole, as decoded from JSON or made in memory.
package struct DecodedCountries: CountryRecords {
    package let all: [Country]
    private let indexByCode: [String: Int]
    private let translationsByCode: [String: [String: CountryName]]
    /// The lookup's tables, made on first need and kept with the records:
    /// a resolver made for each intent (each `resolve` batch) reads them
    /// and never makes them again. Shared by every copy.
    private let tables = MadeLookupTables()

    /// `translations`: each country's names by translation key, by cca3.
    package init(_ countries: [Country], translations: [String: [String: CountryName]] = [:]) {
        all = countries
        var index: [String: Int] = [:]
        index.reserveCapacity(countries.count)
        for (position, country) in countries.enumerated() {
            index[country.cca3.uppercased()] = position
        }
        indexByCode = index
        translationsByCode = Dictionary(translations.map { ($0.key.uppercased(), $0.value) }) { _, last in last }
    }

    package func country(cca3 code: String) -> Country? {
        indexByCode[code.uppercased()].map { all[$0] }
    }

    package func position(cca3 code: String) -> Int? {
        indexByCode[code.uppercased()]
    }

    package func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        all.first { field.of($0) == code }
    }

    /// Not kept: sorted by the list as it needs it.
    package var englishNameOrder: [Int]? { nil }

    /// Made by the one function the index's are (`LookupTables.make`), once.
    package var lookupTables: [LookupTables]? {
        [tables.made { LookupTables(LookupTables.make(countries: all) { translations(cca3: $0.cca3) }, countries: all.count) }]
    }

    package func translations(cca3 code: String) -> [String: CountryName] {
        translationsByCode[code.uppercased()] ?? [:]
    }

    package func translation(cca3 code: String, key: String) -> CountryName? {
        translationsByCode[code.uppercased()]?[key]
    }
}

/// Lookup tables made once, on first need, for records stored without them.
private final class MadeLookupTables: Sendable {
    private let tables = Mutex<LookupTables?>(nil)

    func made(_ make: () -> LookupTables) -> LookupTables {
        tables.withLock { tables in
            if let tables { return tables }
            let made = make()
            tables = made
            return made
        }
    }
}
