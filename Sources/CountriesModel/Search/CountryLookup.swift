/// Finds the one country a user means by a code or a name, as `show` and
/// browse take it: `CountryResolver`'s answer, as a result or an error.
/// When unsure it asks (`ambiguous`, `notFound` with suggestions) rather
/// than guess: it never answers a wrong country.
package enum CountryLookup {
    package enum Result: Equatable {
        case found(Country)
        case notFound
        /// Several countries fit equally well; by name in the chosen locale.
        case ambiguous([Country])
    }

    /// The one country `query` means to `resolver`, the one every entry
    /// point asks, or the error that says why there is none.
    package static func country(_ query: String, resolvingWith resolver: CountryResolver) throws -> Country {
        try country(query, resolvedAs: resolver.resolve(query), in: resolver.catalog, locale: resolver.locale)
    }

    /// The country of `resolution`, the resolver's answer to `query`, or
    /// the error that says why there is none.
    package static func country(_ query: String, resolvedAs resolution: NameResolution, in catalog: CountryCatalog, locale: NameLocale) throws -> Country {
        switch resolution.outcome {
        case let .found(country):
            return country
        case .unknown:
            if case let .cache(path, _) = catalog.source, catalog.countries.count < CountryCatalog.fewestWhole {
                throw LookupError.notInShrunkenCache(query, path: path, countries: catalog.countries.count)
            }
            throw LookupError.notFound(query, suggestions: NameSuggestions.suggestions(for: query, in: catalog, locale: locale))
        case let .ambiguous(countries):
            throw LookupError.ambiguous(query, candidates: countries.map { PlainText.of("\(catalog.name(of: $0, in: locale).common) (\($0.cca3))") })
        }
    }

    /// A country's English and `locale` names (common, official) and its
    /// aliases: the names whose words a query may be part of, or whose
    /// spelling it may be a typo of (not the alternative spellings, which
    /// hold words of other languages).
    static func wordMatchNames(of country: Country, in catalog: CountryCatalog, locale: NameLocale) -> [String] {
        let local = catalog.name(of: country, in: locale)
        return [country.name.common, country.name.official, local.common, local.official] + (aliasNames[country.cca3] ?? [])
    }

    /// `NameAliases`' names by cca3, in their order.
    private static let aliasNames = Dictionary(grouping: NameAliases.all, by: \.cca3).mapValues { $0.map(\.name) }

    /// Beyond the data's regions and subregions, which name none of these.
    static let continents = [
        "America", "North America", "South America", "Central America", "Latin America",
        "Arctic", "Middle East", "Scandinavia", "Balkans", "Pacific", "Atlantic", "Indian Ocean",
        "Australasia", "Indochina", "Levant", "Maghreb", "Sahel", "Benelux", "Nordic countries",
    ]
}
