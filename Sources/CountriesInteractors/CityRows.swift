import CountriesData
import CountriesModel
import CountriesStore

/// The cities a screen shows, read as rows: `city <name>...`'s, and the one
/// a city's link (`/cities/<geonameid>`) leads to, each with its country's
/// and subdivision's names in the chosen language and its zone's clocks
/// now. It writes nothing: the interactor that asks writes what it returns.
struct CityRows {
    let source: CatalogSource
    let zones: any TimeZoneRepository
    let clock: any WallClock

    private var subdivisions: SubdivisionReading { SubdivisionReading(worldData: source.worldData) }

    /// The cities of each name (`CityPlace`: "Paris, TX" narrowed), in the
    /// order named, each name's most populous first, each city once. A name
    /// that names none is a `LookupError.noCity`.
    func rows(named names: [String], in catalog: CountryCatalog, resolver: CountryResolver, locale: NameLocale) throws -> [CityRow] {
        var rows: [CityRow] = []
        for name in names {
            let found = try CityPlace.cities(
                name,
                named: { try source.cities.cities(named: $0) },
                // The resolver's answer alone: no suggestions are made for a place that is no country (TX).
                country: { resolver.resolve($0).country?.cca2 },
                subdivisions: { try subdivisions.codes(named: $0) }
            )
            let shown = try self.rows(found, in: catalog, locale: locale)
            guard !shown.isEmpty else { throw LookupError.noCity(name) }
            rows += shown.filter { row in !rows.contains { $0.city.geonameid == row.city.geonameid } }
        }
        return rows
    }

    /// What the screen on show prints of the cities, read when it is a
    /// city's (its link's); nil for any other screen.
    func read(on screen: Screen, in catalog: CountryCatalog, locale: NameLocale) -> Loadable<[CityRow]>? {
        guard case let .city(geonameid) = screen else { return nil }
        return Loadable(Result {
            let shown = try source.cities.city(geonameid: geonameid).map { try self.rows([$0], in: catalog, locale: locale) } ?? []
            guard !shown.isEmpty else { throw LookupError.noCity("/cities/\(geonameid)") }
            return shown
        })
    }

    /// A city whose country the data at hand lacks (a cache cut by hand) has no row.
    private func rows(_ cities: [City], in catalog: CountryCatalog, locale: NameLocale) throws -> [CityRow] {
        let instant = Int64(clock.now().secondsSince1970.rounded(.down))
        var histories: [String: ZoneHistory] = [:]
        return try cities.compactMap { city in
            guard let country = catalog.firstCountry(withCode: city.cca2, in: .cca2) else { return nil }
            let history: ZoneHistory
            if let known = histories[city.zone] {
                history = known
            } else {
                guard let read = try zones.history(ofZone: city.zone) else { throw WorldDataError.damaged("no zone \(city.zone)") }
                histories[city.zone] = read
                history = read
            }
            return CityRow(
                city: city, cca3: country.cca3, countryName: catalog.name(of: country, in: locale).common,
                subdivisionName: try city.subdivisionCode.flatMap { try subdivisions.name(ofCode: $0, in: catalog, locale: locale) },
                time: ZoneTime(nil, cca3: country.cca3, zone: city.zone, history: history, at: instant)
            )
        }
    }
}
