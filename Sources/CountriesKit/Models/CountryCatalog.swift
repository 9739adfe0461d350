/// Every country the program knows, in source order, with an index by code.
public struct CountryCatalog: Sendable, Equatable {
    /// The codes a country is known by, as `show` takes them.
    public enum CodeField: Sendable, CaseIterable {
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

    public let source: DataSource
    private let records: any CountryRecords

    public init(_ countries: [Country], source: DataSource = .snapshot) {
        self.init(records: DecodedCountries(countries), source: source)
    }

    package init(records: any CountryRecords, source: DataSource = .snapshot) {
        self.records = records
        self.source = source
    }

    /// Every country, in source order; made on first use when read as needed.
    public var countries: [Country] { records.all }

    /// `CountryRecords.englishNameOrder`: made once when stored, else nil.
    var englishNameOrder: [Int]? { records.englishNameOrder }

    /// The country with this cca3 code, in any case.
    public func country(cca3: String) -> Country? {
        records.country(cca3: cca3)
    }

    /// The first country, in source order, whose `field` is exactly `code`.
    public func firstCountry(withCode code: String, in field: CodeField) -> Country? {
        records.firstCountry(withCode: code, in: field)
    }

    public static func == (lhs: CountryCatalog, rhs: CountryCatalog) -> Bool {
        lhs.countries == rhs.countries && lhs.source == rhs.source
    }
}

/// Countries held whole, as decoded from JSON or made in memory.
struct DecodedCountries: CountryRecords {
    let all: [Country]
    private let indexByCode: [String: Int]

    init(_ countries: [Country]) {
        all = countries
        var index: [String: Int] = [:]
        index.reserveCapacity(countries.count)
        for (position, country) in countries.enumerated() {
            index[country.cca3.uppercased()] = position
        }
        indexByCode = index
    }

    func country(cca3 code: String) -> Country? {
        indexByCode[code.uppercased()].map { all[$0] }
    }

    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        all.first { field.of($0) == code }
    }

    /// Not kept: sorted by the list as it needs it.
    var englishNameOrder: [Int]? { nil }
}
