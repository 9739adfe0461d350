import CountriesData
import CountriesModel
import CountriesStore

/// The screen a command opens: the one-shot commands (`list`, `show`,
/// `compare`, `--route`, `--version`) and the start of `browse`. Each is one
/// call that loads (or refreshes) the data it needs, then writes the screen,
/// or a `Notice` saying why not; what a code or name means is decided here.
@MainActor
package protocol ScreensInteractor {
    /// `list`: the data (fresh with `refresh`), then the list.
    func showList(_ query: ListQuery, refresh: Bool) async
    /// `show`: the data, then the country a code or name means (fresh with
    /// `refresh`), or a notice that no single country fits.
    func showCountry(_ query: String, refresh: Bool) async
    /// `compare`: the data (all of it fresh with `refresh`), then the
    /// countries the codes or names mean, side by side, or a notice for the
    /// first that fits no single country.
    func compareCountries(_ queries: [String], refresh: Bool) async
    /// `--route` alone: the data, then the screen the link leads to, a list
    /// narrowed by the list options given with it.
    func showRoute(_ link: String, narrowedBy query: ListQuery, refresh: Bool) async
    /// `city <name>...`: the data, then the cities the names name, most
    /// populous first, or a notice for the first that names none.
    func showCities(_ names: [String])
    /// `--version`.
    func showAbout()
    /// `browse` begins: the data, then the link's screen (a list narrowed by
    /// `query`) or the list.
    func startBrowsing(_ query: ListQuery, route: String?)
}

// MARK: - Real

package struct RealScreensInteractor: ScreensInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource
    /// The zones a country's details, a comparison or `--fields zones` show.
    let zonesShown: ZonesShown
    var zonesRead: ZonesShown? { zonesShown }
    /// The cities `city` and a city's link show.
    let citiesRead: CityRows?
    /// The place a link to a point shows.
    let pointsRead: PointsShown?

    package init(
        appState: AppState, source: CatalogSource,
        timeZones: any TimeZoneRepository = RealTimeZoneRepository(), clock: any WallClock = SystemClock(),
        zoneShapes: any ZoneShapesRepository = RealZoneShapesRepository()
    ) {
        self.appState = appState
        self.source = source
        zonesShown = ZonesShown(zones: timeZones, clock: clock)
        citiesRead = CityRows(source: source, zones: timeZones, clock: clock)
        pointsRead = PointsShown(
            shapes: zoneShapes, zones: timeZones, clock: clock, cities: source.cities, subdivisions: SubdivisionReading(worldData: source.worldData)
        )
    }

    private var subdivisions: SubdivisionReading { SubdivisionReading(worldData: source.worldData) }
    private var memberships: BuiltInMemberships { BuiltInMemberships(worldData: source.worldData) }
    private var regions: M49RegionReading { M49RegionReading(worldData: source.worldData) }
    private var names: CLDRNames { CLDRNames(worldData: source.worldData) }
    private var lookup: PlaceLookup { PlaceLookup(source) }

    /// A link's code or name read by the one lookup.
    private func country(_ resolver: CountryResolver) -> (String) throws -> Country {
        { [lookup, locale = appState.system.locale] in try lookup.country($0, in: resolver.catalog, locale: locale, resolver: resolver) }
    }

    package func showList(_ query: ListQuery, refresh: Bool) async {
        await loadOrRefresh(refresh)
        appState.routing.screen = .list(query)
        guard let countries = appState.userData.countries.value, let query = read(query) else { return }
        appState.routing.screen = .list(query)
        let locale = appState.system.locale
        // A search in no language of the data may be in one only CLDR has.
        if let named = names.found(by: query, in: countries, locale: locale) { appState.userData.countries = .loaded(named) }
        layMemberships()
        if let difference = worldData({ try memberships.difference(for: query, in: countries) }) ?? nil {
            appState.routing.notice = .membershipsDiffer(difference)
        }
        noticeUnanswerable(query)
        noticeNoMatch(query)
        loadRecordsShown()
    }

    /// A name resolves against the data at hand; a refresh then asks for its
    /// code. With no data at hand (a cache that cannot be read), a refresh
    /// fetches every country, as `list` does, which writes the cache whole
    /// again: one country fetched had no data to go into, and the damage
    /// it was asked to mend ended it (issue 45). An ISO 3166-2 code
    /// (`US-CA`) is a subdivision, and a name no country has may be one's,
    /// or a city's (`paris`, "Paris, TX").
    package func showCountry(_ query: String, refresh: Bool) async {
        load()
        var refresh = refresh
        if refresh, appState.userData.countries.value == nil {
            await loadOrRefresh(true)
            refresh = false
        }
        guard let countries = appState.userData.countries.value, let resolver = appState.userData.resolver else { return }
        let locale = appState.system.locale
        // The one lookup's answer, turned into `show`'s screen: a
        // subdivision's code shows it; one of the United Kingdom's four
        // shows the United Kingdom with a note; a city shows it; a country
        // shows it; any other answer is the refusal every command gives.
        let answer: PlaceAnswer
        do {
            answer = try lookup.answer(query, in: countries, locale: locale, resolver: resolver)
        } catch {
            appState.userData.subdivisions = .failed(error)
            return
        }
        switch answer {
        case let .subdivisionCode(code, _):
            appState.routing.screen = .subdivision(code: code)
            guard let subdivision = subdivisions.subdivision(code: code) else { return }
            return loadSubdivisions { try subdivisions.details(of: subdivision, in: countries, locale: locale) }
        case let .partOfCountry(_, part):
            appState.routing.screen = .details(cca3: part.cca3)
            appState.routing.notice = .tookPartForCountry(part)
            layMemberships()
            return loadRecordsShown()
        case let .city(match, _):
            // A city shows itself, with its country's and subdivision's links.
            guard let city = match.city, let citiesRead else { break }
            let screen = Screen.city(geonameid: city.geonameid)
            appState.routing.screen = screen
            appState.userData.cities = .isLoading(last: appState.userData.cities.value)
            appState.userData.cities = citiesRead.read(on: screen, in: countries, locale: locale) ?? .notRequested
            return
        default:
            break
        }
        do {
            let cca3 = try answer.country(for: query, in: countries, locale: locale).cca3
            if refresh { await self.refresh(cca3: cca3) }
            appState.routing.screen = .details(cca3: cca3)
            layMemberships()
            if let data = appState.userData.countries.value, let difference = worldData({ try memberships.difference(of: cca3, in: data, locale: locale) }) ?? nil {
                appState.routing.notice = .membershipsDiffer(difference)
            }
            loadRecordsShown()
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    /// Unlike `show`, a refresh comes first and fetches every country: up to
    /// five single fetches would cost more requests than one refresh, and
    /// the names then resolve against the fresh data.
    package func compareCountries(_ queries: [String], refresh: Bool) async {
        await loadOrRefresh(refresh)
        guard let resolver = appState.userData.resolver else { return }
        do {
            let countries = appState.userData.countries.value ?? resolver.catalog
            appState.routing.screen = .comparison(cca3s: try queries.map {
                try lookup.country($0, in: countries, locale: appState.system.locale, resolver: resolver).cca3
            })
            layMemberships()
            loadRecordsShown()
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    package func showRoute(_ link: String, narrowedBy query: ListQuery, refresh: Bool) async {
        await loadOrRefresh(refresh)
        // The list options read as `list` reads them: M49 regions.
        guard let resolver = appState.userData.resolver, let narrowing = read(query) else { return }
        if let subdivision = subdivisionLinked(link) { return start(at: subdivision, link: link, narrowedBy: narrowing) }
        guard appState.routing.follow(link, resolvingWith: country(resolver), keepingTheWayBack: false, narrowedBy: narrowing), readLinkedRegions() else { return }
        layMemberships()
        loadRecordsShown()
    }

    package func showCities(_ names: [String]) {
        load()
        guard let countries = appState.userData.countries.value, let resolver = appState.userData.resolver, let citiesRead else { return }
        do {
            let rows = try citiesRead.rows(named: names, in: countries, resolver: resolver, locale: appState.system.locale)
            appState.routing.screen = .cities
            appState.userData.cities = .loaded(rows)
        } catch {
            if let notice = Notice(failure: error) {
                appState.routing.notice = notice
            } else {
                appState.userData.cities = .failed(error)
            }
        }
    }

    package func showAbout() {
        load()
        appState.routing.screen = .about
        appState.userData.times = zonesShown.release()
    }

    /// A fresh start: nothing to go back to, and no notice from before
    /// (a `--locale` with no names was said on stderr).
    package func startBrowsing(_ query: ListQuery, route: String?) {
        load()
        appState.routing = Routing(screen: .list(query))
        guard let narrowing = read(query) else { return }
        appState.routing.screen = .list(narrowing)
        if let route, let subdivision = subdivisionLinked(route) {
            start(at: subdivision, link: route, narrowedBy: narrowing)
        } else if let route, let resolver = appState.userData.resolver {
            if appState.routing.follow(route, resolvingWith: country(resolver), keepingTheWayBack: false, narrowedBy: narrowing) { _ = readLinkedRegions() }
        }
        layMemberships()
        noticeUnanswerable(narrowing)
        loadRecordsShown()
    }

    /// A subdivision's link (`/countries/US-CA`) as the first screen; list
    /// options refused, as a country's link refuses them.
    private func start(at subdivision: Screen, link: String, narrowedBy narrowing: ListQuery) {
        do {
            appState.routing = Routing(screen: try subdivision.narrowed(by: narrowing, link: link))
        } catch {
            appState.routing.notice = .badRoute(error)
        }
    }

    // MARK: The data

    /// The data, and the resolver of its names.
    private func load() {
        appState.userData.countries = .isLoading(last: appState.userData.countries.value)
        appState.userData = appState.userData.loaded(from: source, in: appState.system.locale)
    }

    /// The data, fresh with `refresh`.
    private func loadOrRefresh(_ refresh: Bool) async {
        guard refresh else { return load() }
        await self.refresh(requests: nil) { [source, appState] locale in
            await source.refreshAll(in: locale) { appState.userData.refresh = .running($0) }
        }
    }

    /// One country fresh, its record replaced in the data at hand.
    private func refresh(cca3: String) async {
        let base = appState.userData.countries.value
        await refresh(requests: 1) { [source] locale in await source.refresh(cca3: cca3, base: base, in: locale) }
    }

    /// As `CountriesInteractor` refreshes: the data as it was, with the
    /// failure beside it and in a notice, when it fails.
    private func refresh(requests: Int?, _ fetch: (NameLocale) async -> Result<CountryCatalog, any Error>) async {
        let before = appState.userData, locale = appState.system.locale
        appState.userData = before.refreshing(from: source.server, requests: requests)
        let result = await fetch(locale)
        appState.userData = appState.userData.refreshed(result, before: before, source: source, locale: locale)
        appState.routing.notice = result.refreshNotice
    }

    private func loadSubdivisions(_ read: () throws -> [LocalizedSubdivision]) {
        appState.userData.subdivisions = .isLoading(last: appState.userData.subdivisions.value)
        appState.userData.subdivisions = Loadable(Result(catching: read))
    }

    /// `query` with its M49 regions read; nil, with the notice in the
    /// store, when one names no region or the world data cannot be read.
    private func read(_ query: ListQuery) -> ListQuery? {
        switch worldData({ try regions.read(query) }) {
        case let .read(query)?: return query
        case let .unknownRegion(text)?:
            appState.routing.notice = .unknownRegion(text)
            return nil
        case nil: return nil
        }
    }

    /// A list link's M49 regions (`?region=419`) read as `--region`'s are;
    /// false, with the notice, when one names no region.
    private func readLinkedRegions() -> Bool {
        guard case let .list(linked) = appState.routing.screen else { return true }
        guard let read = read(linked) else { return false }
        appState.routing.screen = .list(read)
        return true
    }

    /// What the world data answers; nil, with its notice, when it cannot be read.
    private func worldData<T>(_ read: () throws -> T) -> T? {
        do {
            return try read()
        } catch {
            appState.routing.notice = .worldDataDamaged(String(describing: error))
            return nil
        }
    }

    // MARK: Notices

    /// An empty table on a terminal would be nothing at all: the person is
    /// told why, on stderr. A script's empty output (or `[]`) says it already.
    /// The query is the one on screen, its M49 regions read; a notice the
    /// world data gave (an unknown region, memberships that differ) stays.
    private func noticeNoMatch(_ query: ListQuery) {
        let system = appState.system
        switch appState.routing.notice {
        case .noMembershipData?, .unknownRegion?, .membershipsDiffer?: return
        default: break
        }
        guard system.isTerminal, [.text, .table].contains(system.format),
              case let .list(shown) = appState.routing.screen,
              let countries = appState.userData.countries.value,
              CountryListing.countries(in: countries, query: shown, locale: system.locale).isEmpty
        else { return }
        appState.routing.notice = .noMatch(query.search ?? "")
    }

    /// A filter the data cannot answer says so: its list is empty for that
    /// reason, not because no country fits.
    private func noticeUnanswerable(_ query: ListQuery) {
        guard let countries = appState.userData.countries.value else { return }
        if query.filters.contains(where: { !$0.isAnswerable(by: countries) }) {
            appState.routing.notice = .noMembershipData
        }
    }
}
