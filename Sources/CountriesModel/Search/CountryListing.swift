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
        return selected(in: catalog, listed: all.map(ListedCountry.init), whole: all, query: query, locale: locale).map { (all[$0.position], $0.match) }
    }

    /// The same, as a list's rows (`ListRow`): a query that only a search
    /// or a filter of another field than the region reads the whole
    /// countries for, and otherwise makes none (`CountryCatalog.listed`).
    package static func listedRanked(in catalog: CountryCatalog, query: ListQuery, locale: NameLocale) -> [ListRow] {
        let listed = catalog.listed
        let readsWhole = !query.filters.isEmpty || query.search != nil
        return selected(in: catalog, listed: listed, whole: readsWhole ? catalog.countries : [], query: query, locale: locale)
            .map { ListRow(listed[$0.position], reason: $0.match?.reason) }
    }

    /// Positions in the catalog's countries a query selects, in order.
    /// `listed`: every country as a row shows it; `whole`: every country,
    /// or none where the query has no filter and no search.
    private static func selected(
        in catalog: CountryCatalog, listed all: [ListedCountry], whole: [Country], query: ListQuery, locale: NameLocale
    ) -> [(position: Int, match: SearchMatch?)] {
        // Positions in `all`, chosen in source order, then put in order.
        var positions = Array(all.indices)
        if let region = query.region {
            positions = positions.filter { all[$0].region == region.rawValue }
        }
        for filter in query.filters {
            positions = positions.filter { filter.admits(whole[$0]) }
        }
        var matches: [String: SearchMatch] = [:]
        if let search = query.search?.trimmingWhitespace(), !search.isEmpty, SearchLimits.isTooLong(search) {
            positions = [] // longer than any name or fact: nothing to fold or compare
        } else if let search = query.search?.trimmingWhitespace(), case let folded = SearchFolding.foldedUTF8(search), !folded.isEmpty {
            let punctuationFree = SearchRanking.punctuationFree(search)
            positions = positions.filter { position in
                let country = whole[position]
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
        var rows = positions.map { (position: $0, match: matches[all[$0].cca3]) }
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
        if let listing = screen.listing { return listedRows(listing, in: catalog, locale: locale).map(\.country.cca3) }
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
            neighbours(of: cca3, in: catalog, locale: locale).map { ($0, nil) }
        }
    }

    /// The same, as a list's rows show them (`listedRanked`), each with
    /// how it matched the search where it was not by its name.
    package static func listedRows(_ listing: Listing, in catalog: CountryCatalog, locale: NameLocale) -> [ListRow] {
        switch listing {
        case let .query(query):
            listedRanked(in: catalog, query: query, locale: locale)
        case let .neighbours(cca3):
            neighbours(of: cca3, in: catalog, locale: locale).map { ListRow($0) }
        }
    }

    /// A country's neighbours, by name.
    private static func neighbours(of cca3: String, in catalog: CountryCatalog, locale: NameLocale) -> [Country] {
        let countries = catalog.country(cca3: cca3)?.borders.compactMap { catalog.country(cca3: $0) } ?? []
        return ordered(Array(countries.indices), of: countries.map(ListedCountry.init), by: .name, nameOrder: nil, in: catalog, locale: locale).map { countries[$0] }
    }

    /// Positions of `countries` by their `name`: accents and case set
    /// aside first (a root-collation order, so "Åland" sorts with the A's),
    /// in `language`'s order of its own letters (`NameCollation`; nil:
    /// English), then the name as written, then the code, then the position.
    /// ICU's own collation would cost ~14 ms of start-up, twice the whole
    /// process floor. `CountryIndex` keeps this order of every country in English.
    package static func nameOrder(of countries: [Country], language: String? = nil, name: (Country) -> String) -> [Int] {
        nameOrder(codes: countries.map(\.cca3), language: language) { name(countries[$0]) }
    }

    /// The same, of the countries whose cca3 codes are `codes`, each named
    /// by its position.
    package static func nameOrder(codes: [String], language: String? = nil, name: (Int) -> String) -> [Int] {
        let keyed = codes.enumerated().map { position, cca3 in
            let name = name(position)
            return (position: position, name: name, key: NameCollation.key(name, language: language), cca3: cca3)
        }
        return keyed.sorted { a, b in
            (a.key, a.name, a.cca3, a.position) < (b.key, b.name, b.cca3, b.position)
        }.map(\.position)
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
        _ positions: [Int], of all: [ListedCountry], by order: ListQuery.SortOrder, nameOrder: [Int]?, in catalog: CountryCatalog, locale: NameLocale
    ) -> [Int] {
        let byName: [Int]
        if let nameOrder {
            var rank = [Int](repeating: 0, count: all.count)
            for (place, position) in nameOrder.enumerated() { rank[position] = place }
            byName = positions.sorted { rank[$0] < rank[$1] }
        } else {
            let named = Self.nameOrder(codes: positions.map { all[$0].cca3 }, language: locale.collationLanguage) {
                catalog.name(of: all[positions[$0]], in: locale).common
            }.map { positions[$0] }
            // A name left in English sorts after the translated ones, not
            // before them all (Latin letters come first in Unicode).
            let key = locale.translationKey
            byName = key.map { key in
                let translated = named.filter { catalog.records.translation(cca3: all[$0].cca3, key: key) != nil }
                return translated + named.filter { catalog.records.translation(cca3: all[$0].cca3, key: key) == nil }
            } ?? named
        }
        let larger: (ListedCountry, ListedCountry) -> Bool?
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
