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
        let names = countries.map { $0.name(in: locale).common }
        let keys = names.map(SearchFolding.fold)
        // Positions are sorted, not countries: a swap then moves an Int, not
        // a record of some forty fields.
        return countries.indices.sorted { i, j in
            let a = countries[i], b = countries[j]
            switch order {
            case .population where a.population != b.population:
                return a.population > b.population
            case .area where a.area != b.area:
                return a.area > b.area
            default:
                return (keys[i], names[i], a.cca3) < (keys[j], names[j], b.cca3)
            }
        }.map { countries[$0] }
    }
}
