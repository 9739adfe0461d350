/// Which countries a list shows and in which order: a pure function of the
/// catalog, the query and the language names are shown in.
public enum CountryListing {
    public static func countries(in catalog: CountryCatalog, query: ListQuery, locale: NameLocale) -> [Country] {
        var countries = catalog.countries
        if let region = query.region {
            countries = countries.filter { $0.region == region.rawValue }
        }
        if let search = query.search.map(SearchFolding.foldedUTF8), !search.isEmpty {
            countries = countries.filter { matches($0, folded: search) }
        }
        countries = sorted(countries, by: query.sort, locale: locale)
        if let limit = query.limit {
            countries = Array(countries.prefix(limit))
        }
        return countries
    }

    /// The rows of a list: the countries a query selects, or a country's
    /// neighbours by name.
    public static func rows(_ listing: Listing, in catalog: CountryCatalog, locale: NameLocale) -> [Country] {
        switch listing {
        case let .query(query):
            countries(in: catalog, query: query, locale: locale)
        case let .neighbours(cca3):
            sorted(catalog.country(cca3: cca3)?.borders.compactMap { catalog.country(cca3: $0) } ?? [], by: .name, locale: locale)
        }
    }

    /// Codes match whole (`usa`, `de`); names and spellings match any part.
    static func matches(_ country: Country, folded search: [UInt8]) -> Bool {
        if SearchFolding.foldedUTF8(country.cca3) == search || SearchFolding.foldedUTF8(country.cca2) == search { return true }
        return searchableNames(of: country).contains { SearchFolding.contains($0, folded: search) }
    }

    static func searchableNames(of country: Country) -> [String] {
        var names = [country.name.common, country.name.official]
        for translation in country.translations.all.values {
            names.append(translation.common)
            names.append(translation.official)
        }
        return names + country.altSpellings
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
