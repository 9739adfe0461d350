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
    /// `--version`.
    func showAbout()
    /// `browse` begins: the data, then the link's screen (a list narrowed by
    /// `query`) or the list.
    func startBrowsing(_ query: ListQuery, route: String?)
}

// MARK: - Real

package struct RealScreensInteractor: ScreensInteractor {
    let appState: AppState
    let catalog: CatalogLoading
    /// A `show` that fits no country may name a subdivision.
    let subdivisions: SubdivisionReading
    /// What `--member` and `show` say of memberships the data lacks.
    let memberships: BuiltInMemberships
    /// What `--region 419` means.
    let regions: M49RegionReading
    /// Names in languages only CLDR has.
    let names: CLDRNames
    /// What the resolver asks of the world data: names in any CLDR
    /// language, subdivisions' names.
    let worldNames: WorldNameReading
    /// The zones a country's details, a comparison or `--fields zones` show.
    let zonesShown: ZonesShown

    package init(
        appState: AppState, catalog: CatalogLoading, worldData: any WorldDataRepository,
        timeZones: any TimeZoneRepository = RealTimeZoneRepository(), clock: any WallClock = SystemClock()
    ) {
        self.appState = appState
        self.catalog = catalog
        subdivisions = SubdivisionReading(worldData: worldData, appState: appState)
        memberships = BuiltInMemberships(worldData: worldData, appState: appState)
        regions = M49RegionReading(worldData: worldData, appState: appState)
        names = CLDRNames(worldData: worldData, appState: appState)
        worldNames = WorldNameReading(worldData: worldData)
        zonesShown = ZonesShown(appState: appState, zones: timeZones, clock: clock)
    }

    package func showList(_ query: ListQuery, refresh: Bool) async {
        await loadOrRefresh(refresh)
        appState.routing.screen = .list(query)
        regions.resolveRegions()
        memberships.apply(for: query)
        names.findByName(query)
        noticeUnanswerable(query)
        noticeNoMatch(query)
        catalog.loadRecordsShown()
        zonesShown.load()
    }

    /// A name resolves against the data at hand; a refresh then asks for its
    /// code. An ISO 3166-2 code (`US-CA`) is a subdivision, and a name no
    /// country has may be one's.
    package func showCountry(_ query: String, refresh: Bool) async {
        catalog.load()
        names.apply()
        guard let countries = appState.userData.countries.value else { return }
        if subdivisions.showSubdivision(code: query) { return }
        let resolution = CountryResolver(catalog: countries, locale: appState.system.locale, world: worldNames).resolve(query)
        // A subdivision's name: one of the United Kingdom's four shows it
        // with a note, any other says whose it is.
        if let place = resolution.place, subdivisions.showPlace(resolution.country == nil ? query : place.name, in: countries) {
            return catalog.loadRecordsShown()
        }
        do {
            let found = try CountryLookup.country(query, resolvedAs: resolution, in: countries, locale: appState.system.locale)
            let cca3 = found.cca3
            if refresh { await catalog.refresh(cca3: cca3) }
            appState.routing.screen = .details(cca3: cca3)
            memberships.apply(to: refresh ? appState.userData.countries.value?.country(cca3: cca3) : found)
            catalog.loadRecordsShown()
            zonesShown.load()
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    /// Unlike `show`, a refresh comes first and fetches every country: up to
    /// five single fetches would cost more requests than one refresh, and
    /// the names then resolve against the fresh data.
    package func compareCountries(_ queries: [String], refresh: Bool) async {
        await loadOrRefresh(refresh)
        guard let countries = appState.userData.countries.value else { return }
        do {
            let locale = appState.system.locale
            let resolver = CountryResolver(catalog: countries, locale: locale, world: worldNames)
            let cca3s = try queries.map { try CountryLookup.country($0, resolvedAs: resolver.resolve($0), in: countries, locale: locale).cca3 }
            appState.routing.screen = .comparison(cca3s: cca3s)
            catalog.loadRecordsShown()
            zonesShown.load()
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    package func showRoute(_ link: String, narrowedBy query: ListQuery, refresh: Bool) async {
        await loadOrRefresh(refresh)
        // The list options read as `list` reads them: M49 regions, built-in lists.
        guard let narrowing = regions.resolved(query) else { return }
        memberships.apply(for: narrowing)
        guard let countries = appState.userData.countries.value else { return }
        appState.follow(link, in: countries, keepingTheWayBack: false, narrowedBy: narrowing)
        catalog.loadRecordsShown()
    }

    package func showAbout() {
        catalog.load()
        appState.routing.screen = .about
        zonesShown.loadRelease()
    }

    /// A fresh start: nothing to go back to, and no notice from before
    /// (a `--locale` with no names was said on stderr).
    package func startBrowsing(_ query: ListQuery, route: String?) {
        catalog.load()
        names.apply()
        appState.routing = Routing(screen: .list(query))
        regions.resolveRegions()
        memberships.apply(for: query)
        noticeUnanswerable(query)
        if let route, let countries = appState.userData.countries.value {
            // The query as the list read it, its M49 regions resolved.
            let narrowing = if case let .list(shown) = appState.routing.screen { shown } else { query }
            appState.follow(route, in: countries, keepingTheWayBack: false, narrowedBy: narrowing)
        }
        catalog.loadRecordsShown()
    }

    /// The data, fresh with `refresh`, with names in a language only CLDR has.
    private func loadOrRefresh(_ refresh: Bool) async {
        if refresh { await catalog.refreshAll() } else { catalog.load() }
        names.apply()
    }

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
