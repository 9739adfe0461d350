/// Which countries a list shows and in which order: a pure function of the
/// catalog, the query and the language names are shown in.
package enum CountryListing {
    package static func countries(in catalog: CountryCatalog, query: ListQuery, locale: NameLocale) -> [Country] {
        ranked(in: catalog, query: query, locale: locale).map(\.country)
    }

    /// The countries a query selects, each with how it matched the search
    /// (nil without one): best match first when searching with no `--sort`.
    package static func ranked(in catalog: CountryCatalog, query: ListQuery, locale: NameLocale) -> [(country: Country, match: SearchMatch?)] {
        let all = catalog.countries
        // Positions in `all`, chosen in source order, then put in order.
        var positions = Array(all.indices)
        if let region = query.region {
            positions = positions.filter { all[$0].region == region.rawValue }
        }
        for filter in query.filters {
            positions = positions.filter { filter.admits(all[$0]) }
        }
        var matches: [String: SearchMatch] = [:]
        if let search = query.search?.trimmingWhitespace(), !search.isEmpty, SearchLimits.isTooLong(search) {
            positions = [] // longer than any name or fact: nothing to fold or compare
        } else if let search = query.search?.trimmingWhitespace(), case let folded = SearchFolding.foldedUTF8(search), !folded.isEmpty {
            let punctuationFree = SearchRanking.punctuationFree(search)
            positions = positions.filter { position in
                let country = all[position]
                guard let match = SearchRanking.bestMatch(of: country, search: search, folded: folded, punctuationFree: punctuationFree, in: catalog, locale: locale) else { return false }
                matches[country.cca3] = match
                return true
            }
            // `usa` names a country: Brunei (Darusalam) and Christmas
            // Island (Jõulusaar) only hold the letters inside a word.
            if matches.values.contains(where: { $0.tier == .code || $0.tier == .topLevelDomain }) {
                positions.removeAll { matches[all[$0].cca3]?.tier == .insideAWord }
            }
        }
        positions = ordered(positions, of: all, by: query.sort ?? .name, nameOrder: storedNameOrder(of: catalog, count: all.count, locale: locale), in: catalog, locale: locale)
        var rows = positions.map { (country: all[$0], match: matches[all[$0].cca3]) }
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
    package static func rows(_ listing: Listing, in catalog: CountryCatalog, locale: NameLocale) -> [Country] {
        rankedRows(listing, in: catalog, locale: locale).map(\.country)
    }

    /// The cca3 codes of the countries `screen` shows, in its order: a list's
    /// rows, a country, its neighbours, a comparison.
    package static func codes(shownOn screen: Screen, in catalog: CountryCatalog, locale: NameLocale) -> [String] {
        if let listing = screen.listing { return rows(listing, in: catalog, locale: locale).map(\.cca3) }
        switch screen {
        case let .details(cca3), let .localTime(cca3): return [cca3]
        case let .commandLine(.comparison(cca3s)): return cca3s
        case .list, .neighbors, .help, .subdivision, .city, .place, .commandLine: return []
        }
    }

    /// `rows`, each with how it matched the search, if there was one.
    package static func rankedRows(_ listing: Listing, in catalog: CountryCatalog, locale: NameLocale) -> [(country: Country, match: SearchMatch?)] {
        switch listing {
        case let .query(query):
            ranked(in: catalog, query: query, locale: locale)
        case let .neighbours(cca3):
            sorted(catalog.country(cca3: cca3)?.borders.compactMap { catalog.country(cca3: $0) } ?? [], by: .name, in: catalog, locale: locale).map { ($0, nil) }
        }
    }

    /// Positions of `countries` by their `name`: accents and case set
    /// aside first (a root-collation order, so "Åland" sorts with the A's),
    /// in `language`'s order of its own letters (`NameCollation`; nil:
    /// English), then the name as written, then the code, then the position.
    /// ICU's own collation would cost ~14 ms of start-up, twice the whole
    /// process floor. `CountryIndex` keeps this order of every country in English.
    package static func nameOrder(of countries: [Country], language: String? = nil, name: (Country) -> String) -> [Int] {
        let keyed = countries.enumerated().map { position, country in
            let name = name(country)
            return (position: position, name: name, key: NameCollation.key(name, language: language), cca3: country.cca3)
        }
        return keyed.sorted { a, b in
            (a.key, a.name, a.cca3, a.position) < (b.key, b.name, b.cca3, b.position)
        }.map(\.position)
    }

    private static func sorted(_ countries: [Country], by order: ListQuery.SortOrder, in catalog: CountryCatalog, locale: NameLocale) -> [Country] {
        ordered(Array(countries.indices), of: countries, by: order, nameOrder: nil, in: catalog, locale: locale).map { countries[$0] }
    }

    /// The catalog's own name order of all its `count` countries, when its
    /// storage keeps one for `locale`: then no name is folded or compared.
    private static func storedNameOrder(of catalog: CountryCatalog, count: Int, locale: NameLocale) -> [Int]? {
        guard locale.translationKey == nil, let order = catalog.englishNameOrder, order.count == count else { return nil }
        return order
    }

    /// `positions` of `all` by `order`: largest first for population and
    /// area, and by name among equals and for `.name`. `nameOrder`: every
    /// position of `all` by name, if known; else the names are sorted here.
    private static func ordered(
        _ positions: [Int], of all: [Country], by order: ListQuery.SortOrder, nameOrder: [Int]?, in catalog: CountryCatalog, locale: NameLocale
    ) -> [Int] {
        let byName: [Int]
        if let nameOrder {
            var rank = [Int](repeating: 0, count: all.count)
            for (place, position) in nameOrder.enumerated() { rank[position] = place }
            byName = positions.sorted { rank[$0] < rank[$1] }
        } else {
            let named = Self.nameOrder(of: positions.map { all[$0] }, language: locale.collationLanguage) { catalog.name(of: $0, in: locale).common }
                .map { positions[$0] }
            // A name left in English sorts after the translated ones, not
            // before them all (Latin letters come first in Unicode).
            let key = locale.translationKey
            byName = key.map { key in
                let translated = named.filter { catalog.records.translation(cca3: all[$0].cca3, key: key) != nil }
                return translated + named.filter { catalog.records.translation(cca3: all[$0].cca3, key: key) == nil }
            } ?? named
        }
        let larger: (Country, Country) -> Bool?
        switch order {
        case .name: return byName
        case .population: larger = { $0.population != $1.population ? $0.population > $1.population : nil }
        case .area: larger = { $0.area != $1.area ? $0.area > $1.area : nil }
        }
        return byName.enumerated().sorted { a, b in
            larger(all[a.element], all[b.element]) ?? (a.offset < b.offset)
        }.map(\.element)
    }
}
