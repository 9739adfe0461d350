/// Which countries a list shows and in which order: a pure function of the
/// catalog, the query and the language names are shown in.
public enum CountryListing {
    public static func countries(in catalog: CountryCatalog, query: ListQuery, locale: NameLocale) -> [Country] {
        ranked(in: catalog, query: query, locale: locale).map(\.country)
    }

    /// The countries a query selects, each with how it matched the search
    /// (nil without one): best match first when searching with no `--sort`.
    public static func ranked(in catalog: CountryCatalog, query: ListQuery, locale: NameLocale) -> [(country: Country, match: SearchMatch?)] {
        var countries = catalog.countries
        if let region = query.region {
            countries = countries.filter { $0.region == region.rawValue }
        }
        for filter in query.filters {
            countries = countries.filter(filter.admits)
        }
        var matches: [String: SearchMatch] = [:]
        if let search = query.search?.trimmingWhitespace(), case let folded = SearchFolding.foldedUTF8(search), !folded.isEmpty {
            countries = countries.filter { country in
                guard let match = SearchRanking.bestMatch(of: country, search: search, folded: folded, locale: locale) else { return false }
                matches[country.cca3] = match
                return true
            }
        }
        countries = sorted(countries, by: query.sort ?? .name, locale: locale)
        var rows = countries.map { (country: $0, match: matches[$0.cca3]) }
        if query.sort == nil, !matches.isEmpty {
            // Stable: within a tier, the name order above.
            rows = rows.enumerated().sorted { a, b in
                (a.element.match?.tier.rawValue ?? 0, a.offset) < (b.element.match?.tier.rawValue ?? 0, b.offset)
            }.map(\.element)
        }
        if query.reverse {
            rows.reverse()
        }
        if let limit = query.limit {
            rows = Array(rows.prefix(limit))
        }
        return rows
    }

    /// The rows of a list: the countries a query selects, or a country's
    /// neighbours by name.
    public static func rows(_ listing: Listing, in catalog: CountryCatalog, locale: NameLocale) -> [Country] {
        rankedRows(listing, in: catalog, locale: locale).map(\.country)
    }

    /// `rows`, each with how it matched the search, if there was one.
    public static func rankedRows(_ listing: Listing, in catalog: CountryCatalog, locale: NameLocale) -> [(country: Country, match: SearchMatch?)] {
        switch listing {
        case let .query(query):
            ranked(in: catalog, query: query, locale: locale)
        case let .neighbours(cca3):
            sorted(catalog.country(cca3: cca3)?.borders.compactMap { catalog.country(cca3: $0) } ?? [], by: .name, locale: locale).map { ($0, nil) }
        }
    }

    /// By name: accents and case set aside first (a root-collation order, so
    /// "Åland" sorts with the A's), then the name as written. ICU's own
    /// collation would cost ~14 ms of start-up, twice the whole process floor.
    private static func sorted(_ countries: [Country], by order: ListQuery.SortOrder, locale: NameLocale) -> [Country] {
        let keyed = countries.map { country in
            let name = country.name(in: locale).common
            return (country: country, name: name, key: SearchFolding.fold(name))
        }
        return keyed.sorted { a, b in
            switch order {
            case .population where a.country.population != b.country.population:
                return a.country.population > b.country.population
            case .area where a.country.area != b.country.area:
                return a.country.area > b.country.area
            default:
                return (a.key, a.name, a.country.cca3) < (b.key, b.name, b.country.cca3)
            }
        }.map(\.country)
    }
}
