import CountriesKit

extension CountryCatalog {
    /// The real embedded snapshot, decoded once for all tests.
    public static let snapshot: CountryCatalog = {
        do {
            return try RealCountriesFileRepository.embeddedSnapshot()
        } catch {
            fatalError("the embedded snapshot does not decode: \(error)")
        }
    }()
}

extension Country {
    /// The snapshot country with this cca3; tests name only codes that exist.
    public static func inSnapshot(_ cca3: String) -> Country {
        guard let country = CountryCatalog.snapshot.country(cca3: cca3) else { fatalError("no \(cca3) in the snapshot") }
        return country
    }

    /// A small made-up country, for tests that need full control of names.
    public static func fixture(
        _ cca3: String, common: String, official: String? = nil,
        translations: [String: CountryName] = [:], altSpellings: [String] = [],
        region: String = "Europe", population: Int = 0, area: Double = 0, borders: [String] = []
    ) -> Country {
        Country(
            name: CountryName(common: common, official: official ?? common),
            translations: Translations(translations),
            cca2: String(cca3.prefix(2)), cca3: cca3,
            region: region, population: population, area: area,
            borders: borders, altSpellings: altSpellings
        )
    }
}
