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

    /// A link's code or name read by the one lookup, in the data at hand.
    private func country(in countries: CountryCatalog) -> (String) throws -> Country {
        let resolver = source.resolver(of: countries, in: appState.system.locale)
        return { [lookup, locale = appState.system.locale] in try lookup.country($0, in: countries, locale: locale, resolver: resolver) }
    }

    package func showList(_ query: ListQuery, refresh: Bool) async {
        appState.routing.startCommand()
        let data = await loadOrRefresh(refresh)
        appState.routing.screen = .list(query)
        guard let countries = data, let query = read(query) else { return }
        appState.routing.screen = .list(query)
        // A search in no language of the data may be in one only CLDR has.
        let named = names.found(by: query, in: countries, locale: appState.system.locale) ?? countries
        guard let shown = showContent(of: named) else { return }
        if let difference = worldData({ try memberships.difference(for: query, in: countries) }) ?? nil {
            appState.routing.notice = .membershipsDiffer(difference)
        }
        noticeUnanswerable(query, in: shown)
        noticeNoMatch(query)
    }

    /// A name resolves against the data at hand; a refresh then asks for its
    /// code. With no data at hand (a cache that cannot be read), a refresh
    /// fetches every country, as `list` does, which writes the cache whole
    /// again: one country fetched had no data to go into, and the damage
    /// it was asked to mend ended it (issue 45). An ISO 3166-2 code
    /// (`US-CA`) is a subdivision, and a name no country has may be one's,
    /// or a city's (`paris`, "Paris, TX").
    package func showCountry(_ query: String, refresh: Bool) async {
        appState.routing.startCommand()
        var refresh = refresh, data = dataAtHand()
        // A cache that cannot be read has no record to replace: every
        // country is fetched, as `list --refresh` does, which writes it whole.
        if refresh, data == nil {
            data = await loadOrRefresh(true)
            refresh = false
        }
        guard let countries = data else { return }
        let locale = appState.system.locale
        let resolver = source.resolver(of: countries, in: locale)
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
            loadSubdivisions { try subdivisions.details(of: subdivision, in: countries, locale: locale) }
            showContent(of: countries)
            return
        case let .partOfCountry(_, part):
            appState.routing.screen = .details(cca3: part.cca3)
            appState.routing.notice = .tookPartForCountry(part)
            showContent(of: countries)
            return
        case let .city(match, _):
            // A city shows itself, with its country's and subdivision's links.
            guard let city = match.city else { break }
            appState.routing.screen = .city(geonameid: city.geonameid)
            showContent(of: countries)
            return
        default:
            break
        }
        do {
            let cca3 = try answer.country(for: query, in: countries, locale: locale).cca3
            if refresh { await self.refresh(cca3: cca3) }
            appState.routing.screen = .details(cca3: cca3)
            guard let data = showContent() else { return }
            if let difference = worldData({ try memberships.difference(of: cca3, in: data, locale: locale) }) ?? nil {
                appState.routing.notice = .membershipsDiffer(difference)
            }
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    /// Unlike `show`, a refresh comes first and fetches every country: up to
    /// five single fetches would cost more requests than one refresh, and
    /// the names then resolve against the fresh data.
    package func compareCountries(_ queries: [String], refresh: Bool) async {
        appState.routing.startCommand()
        guard let countries = await loadOrRefresh(refresh) else { return }
        let resolver = source.resolver(of: countries, in: appState.system.locale)
        do {
            appState.routing.screen = .comparison(cca3s: try queries.map {
                try lookup.country($0, in: countries, locale: appState.system.locale, resolver: resolver).cca3
            })
            showContent(of: countries)
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    package func showRoute(_ link: String, narrowedBy query: ListQuery, refresh: Bool) async {
        appState.routing.startCommand()
        // The list options read as `list` reads them: M49 regions.
        guard let countries = await loadOrRefresh(refresh), let narrowing = read(query) else { return }
        if let subdivision = subdivisionLinked(link, in: countries) {
            if start(at: subdivision, link: link, narrowedBy: narrowing) { showContent(of: countries) }
            return
        }
        guard appState.routing.follow(link, resolvingWith: country(in: countries), keepingTheWayBack: false, narrowedBy: narrowing), readLinkedRegions() else { return }
        showContent(of: countries)
    }

    package func showCities(_ names: [String]) {
        appState.routing.startCommand()
        guard let countries = dataAtHand(), let citiesRead else { return }
        do {
            let rows = try citiesRead.rows(named: names, in: countries, resolver: source.resolver(of: countries, in: appState.system.locale), locale: appState.system.locale)
            appState.routing.screen = .cities
            appState.userData.cities = .loaded(rows)
            showContent(of: countries)
        } catch {
            if let notice = Notice(failure: error) {
                appState.routing.notice = notice
            } else {
                appState.userData.cities = .failed(error)
            }
        }
    }

    package func showAbout() {
        appState.routing.startCommand()
        appState.routing.screen = .about
        appState.userData.times = zonesShown.release()
        showContent()
    }

    /// A fresh start, a page at a time: nothing to go back to, and no
    /// notice from before (a `--locale` with no names was said on stderr).
    package func startBrowsing(_ query: ListQuery, route: String?) {
        appState.routing = Routing(screen: .list(query), isPaged: true)
        guard let countries = dataAtHand(), let narrowing = read(query) else { return }
        appState.routing.screen = .list(narrowing)
        if let route, let subdivision = subdivisionLinked(route, in: countries) {
            start(at: subdivision, link: route, narrowedBy: narrowing)
        } else if let route {
            if appState.routing.follow(route, resolvingWith: country(in: countries), keepingTheWayBack: false, narrowedBy: narrowing) { _ = readLinkedRegions() }
        }
        guard let shown = showContent(of: countries) else { return }
        noticeUnanswerable(narrowing, in: shown)
    }

    /// A subdivision's link (`/countries/US-CA`) as the first screen; list
    /// options refused, as a country's link refuses them: false, with the
    /// notice, then. Paged as the screens before it were (`browse`).
    @discardableResult
    private func start(at subdivision: Screen, link: String, narrowedBy narrowing: ListQuery) -> Bool {
        do {
            appState.routing = Routing(screen: try subdivision.narrowed(by: narrowing, link: link), isPaged: appState.routing.isPaged)
            return true
        } catch {
            appState.routing.notice = .badRoute(error)
            return false
        }
    }

    // MARK: The data

    /// The data at hand, fresh with `refresh`; nil when there is none (its
    /// failure is in the store).
    private func loadOrRefresh(_ refresh: Bool) async -> CountryCatalog? {
        if refresh {
            await self.refresh(requests: nil) { [source, appState] locale in
                await source.refreshAll(in: locale) { appState.userData.refresh = .running($0) }
            }
        }
        return dataAtHand()
    }

    /// One country fresh, its record replaced in the data at hand.
    private func refresh(cca3: String) async {
        await refresh(requests: 1) { [source] locale in await source.refresh(cca3: cca3, in: locale) }
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
              appState.userData.countries.value?.list?.rows.isEmpty == true
        else { return }
        appState.routing.notice = .noMatch(query.search ?? "")
    }

    /// A filter the data cannot answer says so: its list is empty for that
    /// reason, not because no country fits. `countries`: the data as the
    /// list read it, the memberships it filters by laid.
    private func noticeUnanswerable(_ query: ListQuery, in countries: CountryCatalog) {
        if query.filters.contains(where: { !$0.isAnswerable(by: countries) }) {
            appState.routing.notice = .noMembershipData
        }
    }
}
