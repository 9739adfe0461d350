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
    /// browse's `time`: the zones of the country open, now, on a screen of
    /// their own that `back` leaves; with no country open, a notice.
    func showTimesOfOpenCountry()
}

// MARK: - Real

package struct RealTimeInteractor: TimeInteractor {
    let appState: AppState
    let catalog: CatalogLoading
    let zones: any TimeZoneRepository
    let clock: any WallClock
    let filters: ListFilterReading
    let names: CLDRNames

    package init(appState: AppState, catalog: CatalogLoading, worldData: any WorldDataRepository, zones: any TimeZoneRepository, clock: any WallClock) {
        self.appState = appState
        self.catalog = catalog
        self.zones = zones
        self.clock = clock
        filters = ListFilterReading(worldData: worldData, appState: appState)
        names = CLDRNames(worldData: worldData, appState: appState)
    }

    package func showTimes(_ query: TimeQuery) {
        guard let countries = catalog.catalogOrRetry() else { return }
        names.apply()
        do {
            guard let places = try places(query, in: countries) else { return }
            let table = try ZoneTimes.table(places, at: query.at, hours: query.hours, now: clock.now(), zones: zones, ordered: query.places.isEmpty)
            appState.routing.screen = .time
            appState.userData.times = .loaded(table)
        } catch {
            if let notice = Notice(failure: error) {
                appState.routing.notice = notice
            } else {
                appState.userData.times = .failed(error)
            }
        }
    }

    package func showTimesOfOpenCountry() {
        guard case let .details(cca3) = appState.routing.screen, let countries = appState.userData.countries.value,
              let country = countries.country(cca3: cca3) else {
            appState.routing.notice = .noCountryOpen
            return
        }
        do {
            let places = try zones.zones(ofCountry: country.cca2).enumerated().map {
                ZonePlace(country: $1, cca3: country.cca3, zone: $1.zone, isMain: $0 == 0)
            }
            let table = try ZoneTimes.table(places, at: nil, hours: nil, now: clock.now(), zones: zones, ordered: false)
            appState.userData.times = .loaded(table)
            appState.push(.time)
        } catch {
            appState.userData.times = .failed(error)
        }
    }

    /// The zones the places mean, in order: a country's (any code or name
    /// `show` takes), or a zone by its name; none given, every zone of the
    /// countries the list options keep. nil when a list option fits nothing
    /// the data knows (its notice is in the store).
    private func places(_ query: TimeQuery, in countries: CountryCatalog) throws -> [ZonePlace]? {
        let locale = appState.system.locale
        guard !query.places.isEmpty else {
            guard let filters = filters.read(query.countries) else { return nil }
            let kept = CountryListing.countries(in: countries, query: filters, locale: locale)
            return try kept.flatMap { country in
                try zones.zones(ofCountry: country.cca2).enumerated().map { ZonePlace(country: $1, cca3: country.cca3, zone: $1.zone, isMain: $0 == 0) }
            }
        }
        return try query.places.flatMap { place -> [ZonePlace] in
            // A zone's name has a slash (Europe/Paris) or is one the database
            // has (UTC); a country's name comes first where both fit (Japan).
            let country: Country?
            do {
                country = place.contains("/") ? nil : try CountryLookup.country(place, in: countries, locale: locale)
            } catch {
                guard let zone = try zones.zoneName(place) else { throw error }
                return [try zonePlace(zone, in: countries)]
            }
            guard let country else {
                guard let zone = try zones.zoneName(place) else { throw LookupError.notFound(place) }
                return [try zonePlace(zone, in: countries)]
            }
            return try zones.zones(ofCountry: country.cca2).enumerated().map { ZonePlace(country: $1, cca3: country.cca3, zone: $1.zone, isMain: $0 == 0) }
        }
    }

    /// A zone named: with the first country that lists it, if one does.
    private func zonePlace(_ zone: String, in countries: CountryCatalog) throws -> ZonePlace {
        let listed = try zones.allCountryZones().first { $0.zone == zone }
        let cca3 = listed.flatMap { countries.firstCountry(withCode: $0.cca2, in: .cca2)?.cca3 }
        return ZonePlace(country: listed, cca3: cca3, zone: zone)
    }
}
