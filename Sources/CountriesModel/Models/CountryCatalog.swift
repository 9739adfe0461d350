/// Every country the program knows, in source order, with an index by code.
package struct CountryCatalog: Sendable, Equatable {
    /// The codes a country is known by, as `show` takes them.
    package enum CodeField: Sendable, CaseIterable {
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
    private let records: any CountryRecords

    package init(_ countries: [Country], source: DataSource = .snapshot) {
        self.init(records: DecodedCountries(countries), source: source)
    }

    package init(records: any CountryRecords, source: DataSource = .snapshot) {
        self.records = records
        self.source = source
    }

    /// Every country, in source order; made on first use when read as needed.
    package var countries: [Country] { records.all }

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

    package static func == (lhs: CountryCatalog, rhs: CountryCatalog) -> Bool {
        lhs.countries == rhs.countries && lhs.source == rhs.source
    }
}

/// Countries held whole, as decoded from JSON or made in memory.
package struct DecodedCountries: CountryRecords {
    package let all: [Country]
    private let indexByCode: [String: Int]

    package init(_ countries: [Country]) {
        all = countries
        var index: [String: Int] = [:]
        index.reserveCapacity(countries.count)
        for (position, country) in countries.enumerated() {
            index[country.cca3.uppercased()] = position
        }
        indexByCode = index
    }

    package func country(cca3 code: String) -> Country? {
        indexByCode[code.uppercased()].map { all[$0] }
    }

    package func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        all.first { field.of($0) == code }
    }

    /// Not kept: sorted by the list as it needs it.
    package var englishNameOrder: [Int]? { nil }
}
