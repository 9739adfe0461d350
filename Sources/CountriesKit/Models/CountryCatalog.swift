/// Every country the program knows, in source order, with an index by code.
public struct CountryCatalog: Sendable, Equatable {
    public let countries: [Country]
    public let source: DataSource
    private let indexByCode: [String: Int]

    public init(_ countries: [Country], source: DataSource = .snapshot) {
        self.countries = countries
        self.source = source
        var index: [String: Int] = [:]
        index.reserveCapacity(countries.count)
        for (position, country) in countries.enumerated() {
            index[country.cca3.uppercased()] = position
        }
        self.indexByCode = index
    }

    /// The country with this cca3 code, in any case.
    public func country(cca3: String) -> Country? {
        indexByCode[cca3.uppercased()].map { countries[$0] }
    }

    public static func == (lhs: CountryCatalog, rhs: CountryCatalog) -> Bool {
        lhs.countries == rhs.countries && lhs.source == rhs.source
    }
}
