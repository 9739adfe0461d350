import CountriesModel

/// The lookup of the catalog alone, without the world data (CLDR's other
/// languages, subdivisions): what these tests ask of a catalog they make.
/// The program asks one resolver, with the world data, at every entry point
/// (`CountryLookup.country(_:resolvingWith:)`).
extension CountryLookup {
    /// The resolver's answer.
    static func resolve(_ query: String, in catalog: CountryCatalog, locale: NameLocale) -> Result {
        switch CountryResolver(catalog: catalog, locale: locale).resolve(query).outcome {
        case let .found(country): .found(country)
        case let .ambiguous(countries): .ambiguous(countries)
        case .unknown: .notFound
        }
    }

    /// The one country `query` means, or a `LookupError` that says why not,
    /// with the names it may have meant.
    static func country(_ query: String, in catalog: CountryCatalog, locale: NameLocale) throws -> Country {
        try country(query, resolvedAs: CountryResolver(catalog: catalog, locale: locale).resolve(query), in: catalog, locale: locale)
    }
}
