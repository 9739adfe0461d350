import CountriesData
import CountriesModel
import CountriesStore

/// `time`: the clocks of countries' time zones, or of zones named, at a
/// moment. One call that writes its whole outcome into the store: the
/// table (`userData.times`) and the screen, or the notice that a place fits
/// no country or zone, and returns nothing.
@MainActor
package protocol TimeInteractor {
    /// `time [<country|zone>...] [--at] [--hours]`.
    func showTimes(_ query: TimeQuery)
    /// browse's `time`: the zones of the country open (its details, its
    /// clocks read again, or a subdivision's screen: its country's), now, on
    /// a screen of their own that `back` leaves; with no country open, a notice.
    func showTimesOfOpenCountry()
}

// MARK: - Real

package struct RealTimeInteractor: TimeInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource
    let zones: any TimeZoneRepository
    let clock: any WallClock
    /// Where each zone is: the zone of a point (`time 48.85,2.35`).
    let shapes: any ZoneShapesRepository

    package init(
        appState: AppState, source: CatalogSource, zones: any TimeZoneRepository, clock: any WallClock,
        shapes: any ZoneShapesRepository = RealZoneShapesRepository()
    ) {
        self.appState = appState
        self.source = source
        self.zones = zones
        self.clock = clock
        self.shapes = shapes
    }

    package func showTimes(_ query: TimeQuery) {
        appState.routing.startCommand()
        guard let countries = dataAtHand() else { return }
        let resolver = source.resolver(of: countries, in: appState.system.locale)
        do {
            guard let (places, zoneless, overZones) = try places(query, in: countries, resolver: resolver) else { return }
            // With no place, the rows are the list: ordered by UTC offset,
            // or by their countries' `--sort`, then turned round and cut as
            // a list is (`--limit 3` is three rows, not three countries' zones).
            let list = query.places.isEmpty ? query.countries : nil
            var table = try ZoneTimes.table(places, at: query.at, hours: query.hours, now: clock.now(), zones: zones, ordered: list != nil && list?.sort == nil)
            if let list {
                if list.reverse { table.rows.reverse() }
                if let limit = list.limit, table.rows.count > limit { table.rows.removeSubrange(limit...) }
            }
            // A country named that has no zone is said; one the list options
            // keep among others is not (every `countries time` named Bouvet
            // Island), unless it leaves no row at all.
            table.zoneless = list == nil || table.rows.isEmpty ? zoneless : []
            table.countriesOverZones = overZones
            appState.routing.screen = .time
            appState.userData.times = .loaded(table)
            showContent(of: countries)
        } catch {
            if let notice = Notice(failure: error) {
                appState.routing.notice = notice
            } else {
                appState.userData.times = .failed(error)
            }
        }
    }

    package func showTimesOfOpenCountry() {
        let countries = appState.userData.countries.value
        let open: String? = switch appState.routing.screen {
        case let .details(cca3), let .localTime(cca3), let .subdivisions(cca3): cca3
        // A subdivision's screen: its country's zones (the tz database
        // names no subdivision's own).
        case .subdivision:
            appState.userData.subdivisions.value?.first.flatMap { countries?.firstCountry(withCode: $0.subdivision.country, in: .cca2)?.cca3 }
        default: nil
        }
        guard let cca3 = open, let country = countries?.country(cca3: cca3) else {
            appState.routing.notice = .noCountryOpen(asked: .time)
            return
        }
        let table = Loadable(Result { try ZonesShown(zones: zones, clock: clock).clocks(of: [country]) })
        appState.userData.times = table
        guard table.value != nil else { return }
        appState.routing.push(.localTime(cca3: cca3))
        showContent()
    }

    /// The zones the places mean, in order: a country's (any code or name
    /// `show` takes), or a zone by its name; none given, every zone of the
    /// countries the list options keep. nil when a list option fits nothing
    /// the data knows (its notice is in the store). `zoneless`: the
    /// countries meant that the tz database gives no zone (Bouvet Island).
    /// `overZones`: places taken for a country that name another time's zone (`EST`).
    private func places(
        _ query: TimeQuery, in countries: CountryCatalog, resolver: CountryResolver
    ) throws -> (places: [ZonePlace], zoneless: [String], overZones: [CountryOverZone])? {
        let locale = appState.system.locale
        guard !query.places.isEmpty else {
            let filters: ListQuery
            switch try M49RegionReading(worldData: source.worldData).read(query.countries) {
            case let .read(read): filters = read
            case let .unknownRegion(text):
                appState.routing.notice = .unknownRegion(text)
                return nil
            }
            // `--member` as `list` reads it: every country's memberships laid first.
            let laid = source.memberships(for: .list(filters), in: countries, system: appState.system)
            if let notice = laid.notice {
                appState.routing.notice = notice
                return nil
            }
            let countries = laid.countries
            if filters.filters.contains(where: { !$0.isAnswerable(by: countries) }) { appState.routing.notice = .noMembershipData }
            // Every country the filters keep, in the sort's order: `--reverse`
            // and `--limit` act on the rows (`showTimes`).
            var choosing = filters
            (choosing.reverse, choosing.limit) = (false, nil)
            let kept = CountryListing.countries(in: countries, query: choosing, locale: locale)
            let read = try zones.histories(ofCountries: kept.map(\.cca2))
            var places: [ZonePlace] = []
            places.reserveCapacity(read.reduce(0) { $0 + $1.count })
            let zoneless = zip(kept, read).filter { $1.isEmpty }.map(\.0.cca3)
            for (country, zones) in zip(kept, read) {
                for (number, zone) in zones.enumerated() {
                    places.append(ZonePlace(country: zone.zone, cca3: country.cca3, zone: zone.zone.zone, isMain: number == 0, history: zone.history))
                }
            }
            return (places, zoneless, [])
        }
        // Every country's zones, to say which lists a zone named: read once
        // for all the places, and only when a place is a zone.
        var read: [CountryZone]?
        func listed() throws -> [CountryZone] {
            if let read { return read }
            let all = try zones.allCountryZones()
            read = all
            return all
        }
        var zoneless: [String] = []
        var overZones: [CountryOverZone] = []
        let places = try query.places.flatMap { place -> [ZonePlace] in
            if let point = try pointPlace(place, in: countries) { return [point] }
            // A zone's name has a slash (Europe/Paris) or is one the database
            // has (UTC); a country's name comes first where both fit (Japan).
            let country: Country?
            do {
                if place.contains("/") {
                    country = nil
                } else {
                    let answer = try PlaceLookup(source).answer(place, in: countries, locale: locale, resolver: resolver)
                    // A city is its own zone (`denver`, "Paris, TX").
                    if case let .city(match, _) = answer, let city = match.city {
                        return [zonePlace(of: city, in: countries, listed: try listed())]
                    }
                    // No country (unknown, or a capital, which is no
                    // country: `bogotá`): a zone or a city before the
                    // suggestions such a name is given, which weigh every name.
                    let noCountry = switch answer {
                    case .unknown, .capital: true
                    default: false
                    }
                    if noCountry, let zone = try zones.zoneName(place) ?? cityZone(place, listed: listed()) {
                        return [try zonePlace(zone, in: countries, listed: listed())]
                    }
                    // One of the United Kingdom's four is it, with a note.
                    if case let .partOfCountry(_, part) = answer { appState.routing.notice = .tookPartForCountry(part) }
                    country = try answer.country(for: place, in: countries, locale: locale)
                }
            } catch {
                guard let zone = try zones.zoneName(place) ?? cityZone(place, listed: listed()) else { throw error }
                return [try zonePlace(zone, in: countries, listed: listed())]
            }
            guard let country else {
                guard let zone = try zones.zoneName(place) else { throw LookupError.notFound(place) }
                return [try zonePlace(zone, in: countries, listed: listed())]
            }
            let found = try zones.zones(ofCountry: country.cca2)
            if found.isEmpty, !zoneless.contains(country.cca3) { zoneless.append(country.cca3) }
            if let overZone = try overZone(place, country: country, zones: found) { overZones.append(overZone) }
            return found.enumerated().map { ZonePlace(country: $1, cca3: country.cca3, zone: $1.zone, isMain: $0 == 0) }
        }
        return (places, zoneless, overZones)
    }

    /// The zone at the point `place` writes (`48.85,2.35`), with the
    /// country whose territory holds it; nil for a place that is no point.
    /// A point the data gives no zone fits nothing.
    private func pointPlace(_ place: String, in countries: CountryCatalog) throws -> ZonePlace? {
        guard case let .success(point) = PointText.point(place) else { return nil }
        guard let index = try shapes.zoneIndex(at: point), let zone = try shapes.zones().dropFirst(index).first else { throw LookupError.notFound(place) }
        let cca3 = zone.cca2.flatMap { countries.firstCountry(withCode: $0, in: .cca2)?.cca3 }
        return ZonePlace(country: zone.cca2.map { CountryZone(cca2: $0, zone: zone.name) }, cca3: cca3, zone: zone.name)
    }

    /// A city's zone, with its country and what zone.tab says of that zone there.
    private func zonePlace(of city: City, in countries: CountryCatalog, listed: [CountryZone]) -> ZonePlace {
        let entry = listed.first { $0.cca2 == city.cca2 && $0.zone == city.zone } ?? CountryZone(cca2: city.cca2, zone: city.zone)
        return ZonePlace(country: entry, cca3: countries.firstCountry(withCode: city.cca2, in: .cca2)?.cca3, zone: city.zone)
    }

    /// The zone named after the city `place` (`paris`, `new york`), for a
    /// place that is no country: read only then.
    private func cityZone(_ place: String, listed: [CountryZone]) throws -> String? {
        ZoneCity.zone(place, in: try zones.zoneNames(), listed: Set(listed.map(\.zone)))
    }

    /// A place taken for `country` that is also a zone's name, where that
    /// zone's clocks are none of the country's (`EST`; not `Japan`).
    private func overZone(_ place: String, country: Country, zones found: [CountryZone]) throws -> CountryOverZone? {
        guard !place.contains("/"), let zone = try zones.zoneName(place.trimmingWhitespace()) else { return nil }
        let same = try zones.sameZones(as: zone)
        guard !found.contains(where: { same.contains($0.zone) }) else { return nil }
        return CountryOverZone(place: place, cca3: country.cca3, zone: zone, sameAs: same.first { $0.contains("/") && !$0.hasPrefix("Etc/") })
    }

    /// A zone named: with the first country that lists it, if one does, or
    /// that lists a zone of the same clocks (`Asia/Saigon`, a link no
    /// country lists, is Viet Nam's Asia/Ho_Chi_Minh), where one country does.
    private func zonePlace(_ zone: String, in countries: CountryCatalog, listed: [CountryZone]) throws -> ZonePlace {
        var entry = listed.first { $0.zone == zone }
        if entry == nil {
            let same = Set(try zones.sameZones(as: zone))
            let sharing = listed.filter { same.contains($0.zone) }
            if Set(sharing.map(\.cca2)).count == 1 { entry = sharing.first }
        }
        let cca3 = entry.flatMap { countries.firstCountry(withCode: $0.cca2, in: .cca2)?.cca3 }
        return ZonePlace(country: entry, cca3: cca3, zone: zone)
    }
}
