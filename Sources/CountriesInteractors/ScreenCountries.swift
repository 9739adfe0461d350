import CountriesModel
import CountriesStore

/// What a screen names of the data, read into the values the store holds
/// (`ShownCountries`): a list's rows and the page of them on show, the
/// country on show with the neighbours and the sovereign its facts name,
/// the countries compared, those of a table of clocks, every country for a
/// map, each with its name in the session's language. Read by the
/// interactor that makes the screen, so the views read no data: a pure
/// function of the data at hand, the routing and the settings.
package enum ScreenCountries {
    /// A list's rows, each with how it matched the search, and the page
    /// on show: every row, or in `browse` (`routing.isPaged`) the page
    /// from `routing.firstRow` (`PageLayout`); nil for a screen that is no list.
    package static func rows(on routing: Routing, in catalog: CountryCatalog, system: SystemState) -> ListRows? {
        guard let listing = routing.screen.listing else { return nil }
        let rows = CountryListing.listedRows(listing, in: catalog, locale: system.locale)
        guard routing.isPaged else { return ListRows(rows) }
        return ListRows(rows, page: PageLayout.rows(rows.count, from: routing.firstRow, height: system.height, width: system.width, screen: routing.screen))
    }

    /// The cca3 codes of the countries whose own records or zones the
    /// screen reads: a list's rows (every one: an output prints them all),
    /// the country on show, those compared; nil for a screen that shows
    /// no country's record.
    static func codes(on screen: Screen, rows: ListRows?) -> [String]? {
        if let rows { return rows.rows.map(\.country.cca3) }
        return switch screen {
        case let .details(cca3), let .localTime(cca3): [cca3]
        case let .commandLine(.comparison(cca3s)): cca3s
        case .list, .neighbors, .help, .subdivision, .city, .place, .commandLine: nil
        }
    }

    /// Everything `screen` names of `catalog`, as values. `records`,
    /// `times` and `cities`: what the screen shows of them, read before,
    /// which name countries of their own (a territory's sovereign, a
    /// clock's country, a city's).
    package static func shown(
        on screen: Screen, rows: ListRows?, in catalog: CountryCatalog, system: SystemState, records: CountryRecordValues?, times: TimeTable?,
        cities: [CityRow]? = nil
    ) -> ShownCountries {
        var named: [String] = []
        var every = false
        switch screen {
        case let .details(cca3):
            named = withNeighbours([cca3], in: catalog, records: records)
        case let .commandLine(.comparison(cca3s)):
            named = withNeighbours(cca3s, in: catalog, records: records)
        case let .neighbors(cca3), let .commandLine(.subdivisions(cca3)), let .localTime(cca3):
            named = [cca3]
        case let .subdivision(code):
            named = code.split(separator: "-").first.flatMap { catalog.firstCountry(withCode: String($0), in: .cca2) }.map { [$0.cca3] } ?? []
        case .commandLine(.time):
            named = (times?.rows.compactMap(\.cca3) ?? []) + (times?.zoneless ?? []) + (times?.countriesOverZones.map(\.cca3) ?? [])
        case let .commandLine(.map(map)):
            // A shaded map weighs every country it keeps.
            every = map.shading != nil
            named = map.focus.map { [$0] } ?? []
        case .city:
            named = cities?.first.map { [$0.cca3] } ?? []
        case let .commandLine(.distance(distance)):
            named = [distance.from.cca3, distance.to.cca3]
        case .place:
            // A point's country, the nearest one, the nearest city's: any.
            every = true
        case .list, .help, .commandLine(.about), .commandLine(.membershipLists), .commandLine(.cities):
            break
        }
        var countries = every ? catalog.countries : named.compactMap(catalog.country(cca3:))
        // A row holds what the list shows; an output of the rows' fields
        // or records reads their whole countries.
        if system.showsRecords, let rows { countries += rows.rows.compactMap { catalog.country(cca3: $0.country.cca3) } }
        return ShownCountries(
            source: catalog.source, count: screen == .about ? catalog.countries.count : nil, countries: countries,
            names: names(of: countries, rows: rows?.rows ?? [], in: catalog, locale: system.locale),
            list: rows, places: drawsAMap(screen, system: system) ? catalog.places : [], terms: catalog.terms
        )
    }

    /// The names of `countries` and of a list's `rows` in `locale`, where
    /// they are not their own English ones.
    static func names(of countries: [Country], rows: [ListRow] = [], in catalog: CountryCatalog, locale: NameLocale) -> [String: CountryName] {
        guard locale.translationKey != nil else { return [:] }
        var names: [String: CountryName] = [:]
        for country in countries {
            let name = catalog.name(of: country, in: locale)
            if name != country.name { names[country.cca3.uppercased()] = name }
        }
        for row in rows {
            let name = catalog.name(of: row.country, in: locale)
            if name != row.country.name { names[row.country.cca3.uppercased()] = name }
        }
        return names
    }

    /// The countries, each with its neighbours (named on its details) and
    /// the sovereign its record names (a territory's status).
    private static func withNeighbours(_ cca3s: [String], in catalog: CountryCatalog, records: CountryRecordValues?) -> [String] {
        cca3s.flatMap { cca3 -> [String] in
            var parents: [String] = []
            if case let .dependency(_, parent?)? = records?[cca3]?.facts.status?.standing { parents = [parent] }
            return [cca3] + (catalog.country(cca3: cca3)?.borders ?? []) + parents
        }
    }

    /// A map's screen, or a country's details beside their locator, which
    /// only a terminal that can draw shows: they mark every country's place.
    private static func drawsAMap(_ screen: Screen, system: SystemState) -> Bool {
        switch screen {
        case .commandLine(.map): true
        case .details: system.isTerminal && !system.isDumbTerminal
        default: false
        }
    }
}
