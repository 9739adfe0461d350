import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Foundation
import Testing

/// Every screen a command opens, as TCA's `TestStore` checks a reducer: each
/// change of the whole store stated after the action that made it, in
/// order, and any change not stated fails.
@MainActor
@Suite struct ScreensInteractorTests {
    private let records: [CountryRecord] = [
        .fixture("AAA", common: "Alpha", translations: ["deu": CountryName(common: "Alfa", official: "Alfa")], borders: ["BBB"]),
        .fixture("BBB", common: "Beta", borders: ["AAA", "CCC"]),
        .fixture("CCC", common: "Gamma", borders: ["BBB"]),
        .fixture("DDD", common: "Delta"),
    ]
    private var catalog: CountryCatalog { CountryCatalog(records: records) }
    nonisolated private static let fetchedAt = Timestamp(secondsSince1970: 1_800_000_000)
    /// A fetch that cost one request: a one-country refresh, or a list of one page.
    private var fetch: Fetch { Fetch(server: "https://countries.test", api: .v5, fetchedAt: Self.fetchedAt, requests: 1) }

    /// The screen intents over `state` (else a store with the data loaded)
    /// and repositories that hold `catalog`.
    private func screens(
        _ state: AppState? = nil, files: CountryCatalog? = nil, web: MockedCountriesWebRepository = MockedCountriesWebRepository()
    ) -> (AppState, any ScreensInteractor) {
        let state = state ?? AppState(userData: UserData(countries: .loaded(.of(catalog))))
        let files = MockedCountriesFileRepository(result: .success(files ?? catalog))
        let container = TestContainer.real(state, files: files, web: web, now: { Self.fetchedAt }, clock: FixedClock(Self.fetchedAt))
        return (state, container.interactors.screens)
    }

    /// What a country's details or a comparison read of the time zones: the
    /// clocks of the countries' zones (by their fixtures' cca2) at the clock's time.
    private func clocks(_ cca3s: String...) -> Loadable<TimeTable> {
        let zones = RealTimeZoneRepository()
        let instant = Int64(Self.fetchedAt.secondsSince1970)
        var table = TimeTable(instant: instant, rows: cca3s.flatMap { cca3 in
            ((try? zones.zones(ofCountry: String(cca3.prefix(2)))) ?? []).compactMap { place in
                (try? zones.history(ofZone: place.zone)).flatMap { $0 }.map { ZoneTime(place, cca3: cca3, zone: place.zone, history: $0, at: instant) }
            }
        })
        // A country the tz database gives no zone is named, as `time` names it.
        table.zoneless = cca3s.filter { ((try? zones.zones(ofCountry: String($0.prefix(2)))) ?? []).isEmpty }
        return .loaded(table)
    }

    private func saved(_ countries: [Country], _ origin: CacheOrigin) -> CountryCatalog {
        CountryCatalog(countries, source: .cache(path: "/mock/countries.json", origin: origin))
    }

    private func progress(_ answered: Int, _ requests: Int?) -> RefreshStatus {
        .running(RefreshProgress(source: "https://countries.test", answered: answered, requests: requests))
    }

    /// What a screen names of the data: these countries, and a list's rows.
    private func shown(_ cca3s: String..., rows: [String]? = nil, of data: CountryCatalog? = nil) -> StoreRecorder.Change {
        { [catalog] in $0.userData.countries = .loaded(.of(data ?? catalog, cca3s, rows: rows)) }
    }

    /// A country's details: it, and its neighbours.
    private func details(_ cca3: String, of data: CountryCatalog? = nil) -> StoreRecorder.Change {
        { [catalog] in $0.userData.countries = .loaded(.details(cca3, of: data ?? catalog)) }
    }

    /// Every row of the search "a", by tier then name: Alpha's name begins so.
    private let searchA = ["AAA", "BBB", "DDD", "CCC"]

    @Test func showCountry_loadsThenOpensTheCountryTheNameMeans() async {
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        await screens.showCountry("beta", refresh: false)
        #expect(store.mismatch(
            { $0.routing.screen = .details(cca3: "BBB") },
            { $0.userData.times = clocks("BBB") },
            details("BBB")
        ) == nil)
    }

    @Test func showCountry_whenTheDataCannotBeRead_isTheCountriesFailure() async {
        let state = AppState()
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .failure(LookupError.notFound("the cache"))))
        let store = StoreRecorder(state)
        await container.interactors.screens.showCountry("beta", refresh: false)
        #expect(store.mismatch({ $0.userData.countries = .failed(LookupError.notFound("the cache")) }) == nil)
    }

    @Test func showCountry_ofNoSingleCountry_recordsTheLookupFailure_andStays() async {
        let (state, screens) = screens()
        let store = StoreRecorder(state)
        await screens.showCountry("atlantis", refresh: false)
        #expect(store.mismatch(
            { $0.routing.notice = .lookupFailed(.notFound("atlantis")) }
        ) == nil)
    }

    /// `show` and browse share one resolver: a messy name finds its country,
    /// and a capital gets a hint.
    @Test func showCountry_ofAMessyName_findsIt_andOfACapital_hintsAtItsCountry() async {
        let world = CountryCatalog([
            .fixture("KOR", common: "South Korea", official: "Republic of Korea"),
            .fixture("PRK", common: "North Korea", official: "Democratic People's Republic of Korea"),
            Country(name: CountryName(common: "France", official: "French Republic"), cca2: "FR", cca3: "FRA", capitals: ["Paris"]),
        ])
        let (state, screens) = screens(AppState(userData: UserData(countries: .loaded(.of(world)))), files: world)
        let store = StoreRecorder(state)
        await screens.showCountry("Korea, Dem. People's Rep.", refresh: false)
        #expect(store.mismatch(
            { $0.routing.screen = .details(cca3: "PRK") },
            { $0.userData.times = clocks("PRK") },
            details("PRK", of: world)
        ) == nil)
        // A capital is a city (issue 41): it shows itself.
        await screens.showCountry("paris", refresh: false)
        #expect(state.routing.screen == .city(geonameid: 2_988_507))
        #expect(state.routing.notice == nil)
        #expect(state.userData.cities.value?.map(\.cca3) == ["FRA"])
    }

    @Test func showCountry_withRefresh_fetchesTheResolvedCode_thenOpensIt() async {
        let renamed = Country.fixture("BBB", common: "Beta Renewed")
        let web = MockedCountriesWebRepository(country: .success(renamed))
        let (state, screens) = screens(web: web)
        let store = StoreRecorder(state)
        await screens.showCountry("beta", refresh: true)
        let origin = CacheOrigin(base: .snapshot, updates: [CountryFetch(cca3: "BBB", fetch: fetch)])
        // Its record as the web gave it, the others' as the cache holds them.
        let fresh = CountryCatalog(
            records: [records[0], CountryRecord(country: renamed, text: "{}"), records[2], records[3]],
            source: .cache(path: "/mock/countries.json", origin: origin)
        )
        let before = ShownCountries.of(catalog)
        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: before), refresh: progress(0, 1)) },
            { $0.userData = UserData(countries: .loaded(before), refresh: .idle) },
            { $0.routing.screen = .details(cca3: "BBB") },
            // Details from the cache: its record, for the facts only v5 records hold.
            { $0.userData.records = .isLoading(last: nil) },
            { $0.userData.records = .loaded(CountryRecordValues()) },
            { $0.userData.times = clocks("BBB") },
            // Beta renewed: it has no neighbours now.
            details("BBB", of: fresh)
        ) == nil)
        #expect(web.actions == [.loadCountry(cca3: "BBB")])
    }

    @Test func showCountry_withRefresh_whenTheWebFails_keepsTheData_andNeverWritesTheCache() async {
        let failure = APIError.unexpectedBody(url: "u", reason: "r")
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let state = AppState(userData: UserData(countries: .loaded(.of(catalog))))
        let container = TestContainer.real(state, files: files, web: MockedCountriesWebRepository(country: .failure(failure)), clock: FixedClock(Self.fetchedAt))
        let store = StoreRecorder(state)
        await container.interactors.screens.showCountry("beta", refresh: true)
        let before = ShownCountries.of(catalog)
        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: before), refresh: progress(0, 1)) },
            { $0.userData = UserData(countries: .loaded(before), refresh: .failed(failure)) },
            { $0.routing.notice = .refreshFailed(String(describing: failure)) },
            // The country from the data it had.
            { $0.routing.screen = .details(cca3: "BBB") },
            { $0.userData.times = clocks("BBB") },
            details("BBB")
        ) == nil)
        #expect(files.actions == [.loadCountries], "no save")
    }

    /// Issue 45: with a cache that cannot be read, a one-country refresh had
    /// no data to go into, and `show fr --refresh` failed on the damage it
    /// was asked to mend. It fetches every country, as `list` does (which
    /// writes the cache whole again), then opens the country.
    @Test func showCountry_withRefresh_onACacheThatCannotBeRead_fetchesEveryCountry_thenOpensIt() async {
        let fresh = [Country.fixture("AAA", common: "Alpha"), .fixture("BBB", common: "Beta")]
        let web = MockedCountriesWebRepository(all: .success(fresh), requests: 1)
        let damaged = CacheError.corrupt(path: "/mock/countries.json", reason: "expected '[' at byte 0")
        let state = AppState()
        let files = MockedCountriesFileRepository(result: .failure(damaged))
        let screens = TestContainer.real(state, files: files, web: web, now: { Self.fetchedAt }, clock: FixedClock(Self.fetchedAt)).interactors.screens
        let store = StoreRecorder(state)
        await screens.showCountry("beta", refresh: true)
        #expect(store.mismatch(
            { $0.userData.countries = .failed(damaged) },
            { $0.userData = UserData(countries: .isLoading(last: nil), refresh: progress(0, nil)) },
            { $0.userData.refresh = progress(0, 1) },
            { $0.userData.refresh = progress(1, 1) },
            // What the screen showed (nothing: the failure) kept until the screen is read anew.
            { $0.userData = UserData(countries: .failed(damaged), refresh: .idle) },
            { $0.routing.screen = .details(cca3: "BBB") },
            { $0.userData.records = .isLoading(last: nil) },
            { $0.userData.records = .loaded(CountryRecordValues()) },
            { $0.userData.times = clocks("BBB") },
            details("BBB", of: saved(fresh, .everyCountry(fetch)))
        ) == nil)
        #expect(web.actions == [.loadAllCountries])
    }

    @Test func compareCountries_loadsThenShowsThemSideBySide_inTheOrderAsked() async {
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        await screens.compareCountries(["gamma", "aaa", "DDD"], refresh: false)
        #expect(store.mismatch(
            { $0.routing.screen = .comparison(cca3s: ["CCC", "AAA", "DDD"]) },
            { $0.userData.times = clocks("CCC", "AAA", "DDD") },
            // Each, with the neighbours its facts name.
            shown("CCC", "BBB", "AAA", "DDD")
        ) == nil)
    }

    @Test func compareCountries_withOneThatFitsNone_recordsTheLookupFailure_andStays() async {
        let (state, screens) = screens()
        let store = StoreRecorder(state)
        await screens.compareCountries(["alpha", "atlantis", "zzz"], refresh: false)
        #expect(store.mismatch(
            { $0.routing.notice = .lookupFailed(.notFound("atlantis")) }
        ) == nil)
    }

    /// The names resolve against the fresh data: a country only it has is found.
    @Test func compareCountries_withRefresh_fetchesEveryCountry_thenResolvesAgainstThem() async {
        let fresh = [Country.fixture("AAA", common: "Alpha"), .fixture("EEE", common: "Epsilon")]
        let web = MockedCountriesWebRepository(all: .success(fresh), requests: 1)
        let (state, screens) = screens(web: web)
        let store = StoreRecorder(state)
        await screens.compareCountries(["epsilon", "alpha"], refresh: true)
        let before = ShownCountries.of(catalog)
        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: before), refresh: progress(0, nil)) },
            { $0.userData.refresh = progress(0, 1) },
            { $0.userData.refresh = progress(1, 1) },
            { $0.userData = UserData(countries: .loaded(before), refresh: .idle) },
            { $0.routing.screen = .comparison(cca3s: ["EEE", "AAA"]) },
            { $0.userData.records = .isLoading(last: nil) },
            { $0.userData.records = .loaded(CountryRecordValues()) },
            { $0.userData.times = clocks("EEE", "AAA") },
            shown("EEE", "AAA", of: saved(fresh, .everyCountry(fetch)))
        ) == nil)
        #expect(web.actions == [.loadAllCountries])
    }

    /// `show --json` prints the record as it is: no zone is read for it;
    /// `--fields zones` adds the zone names to the records the output reads.
    @Test func showCountry_readsZones_onlyWhereTheOutputShowsThem() async {
        let snapshot = CountryCatalog.snapshot
        let json = AppState(userData: UserData(countries: .loaded(.of(snapshot))), system: SystemState(format: .json))
        let (state, screens) = screens(json, files: snapshot)
        await screens.showCountry("fra", refresh: false)
        #expect(state.userData.times == .notRequested)
        state.system.fields = [CountryField("cca3"), CountryField("zones")].compactMap { $0 }
        await screens.showCountry("fra", refresh: false)
        #expect(state.userData.times == .notRequested)
        #expect(state.userData.records.value?["FRA"]?.text.hasSuffix(#""zones": ["Europe/Paris"]}"#) == true)
        #expect(state.userData.records.value?["FRA"]?.value?["zones"] == .array([.string("Europe/Paris")]))
    }

    @Test func showList_loadsThenShowsTheList() async {
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        await screens.showList(ListQuery(search: "a"), refresh: false)
        #expect(store.mismatch(
            { $0.routing.screen = .list(ListQuery(search: "a")) },
            shown(rows: searchA)
        ) == nil)
    }

    /// On a terminal an empty table would be nothing at all: the notice
    /// says why. A pipe's empty output is its own answer (the test below).
    @Test func showList_thatKeepsNoCountry_onATerminal_saysNoneMatches() async {
        let (state, screens) = screens(AppState(system: SystemState(isTerminal: true)))
        let store = StoreRecorder(state)
        await screens.showList(ListQuery(search: "zzzz"), refresh: false)
        #expect(store.mismatch(
            { $0.routing.screen = .list(ListQuery(search: "zzzz")) },
            shown(rows: []),
            { $0.routing.notice = .noMatch("zzzz") }
        ) == nil)
        await screens.showList(ListQuery(filters: [.landlocked]), refresh: false)
        #expect(store.mismatch(
            StoreRecorder.commandStarts,
            { $0.routing.screen = .list(ListQuery(filters: [.landlocked])) },
            { $0.routing.notice = .noMatch("") }
        ) == nil)
    }

    /// An empty list because the data has no memberships is said, not
    /// passed off as "no member"; a filter the data answers says nothing.
    @Test func showList_ofAMembershipFilter_onDataWithoutMemberships_saysSo() async {
        let query = ListQuery(filters: [.member("eu")])
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        await screens.showList(query, refresh: false)
        #expect(store.mismatch(
            { $0.routing.screen = .list(query) },
            shown(rows: []),
            { $0.routing.notice = .noMembershipData }
        ) == nil)
        await screens.showList(ListQuery(filters: [.landlocked]), refresh: false)
        #expect(store.mismatch(
            StoreRecorder.commandStarts,
            { $0.routing.screen = .list(ListQuery(filters: [.landlocked])) }
        ) == nil, "a command starts with no notice from the one before")
    }

    @Test func startBrowsing_onAMembershipFilter_onDataWithoutMemberships_saysSo() {
        let query = ListQuery(filters: [.member("eu")])
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        screens.startBrowsing(query, route: nil)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .list(query), isPaged: true) },
            shown(rows: []),
            { $0.routing.notice = .noMembershipData }
        ) == nil)
    }

    @Test func showRoute_leadsToItsScreen_or_recordsAnUnknownCode() async {
        let (state, screens) = screens()
        let store = StoreRecorder(state)
        await screens.showRoute("/countries/ccc/neighbors", narrowedBy: ListQuery(), refresh: false)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .neighbors(cca3: "CCC")) },
            shown("CCC", rows: ["BBB"])
        ) == nil)
        await screens.showRoute("/countries/zzz", narrowedBy: ListQuery(), refresh: false)
        #expect(store.mismatch(
            { $0.routing.notice = .lookupFailed(.notFound("zzz")) }
        ) == nil)
    }

    /// Found by a new user: a subdivision's screen had no link. It is
    /// `/countries/US-CA`, as `show US-CA` takes the code, and leads back.
    @Test func showRoute_ofASubdivisionsLink_opensIt() async {
        let bavaria = WorldSubdivision(code: "AA-BY", type: "Land", parent: nil, isoName: "Bayern", otherISOName: nil, englishName: "Bavaria")
        let state = AppState()
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: MockedWorldDataRepository(subdivisions: [bavaria]))
        #expect(Route.link(to: .subdivision(code: "AA-BY")) == "/countries/AA-BY")
        let store = StoreRecorder(state)
        await container.interactors.screens.showRoute("/countries/aa-by", narrowedBy: ListQuery(), refresh: false)
        #expect(store.mismatch(
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .loaded([LocalizedSubdivision(subdivision: bavaria, name: "Bavaria")]) },
            { $0.routing = Routing(screen: .subdivision(code: "AA-BY")) },
            // Its country, by its code's first part.
            shown("AAA")
        ) == nil)
        await container.interactors.screens.showRoute("/countries/AA-BY", narrowedBy: ListQuery(limit: 2), refresh: false)
        #expect(state.routing.notice.map { if case .badRoute = $0 { true } else { false } } == true, "list options refused, as a country's link refuses them")
        container.interactors.navigation.openRoute("/countries/ccc")
        container.interactors.navigation.openRoute("countries://countries/AA-BY")
        #expect(state.routing.screen == .subdivision(code: "AA-BY") && state.routing.backStack.last?.screen == .details(cca3: "CCC"))
    }

    /// `--route '/countries?search=euro' --limit 2`: the options narrow a
    /// list link; a link that is no list refuses them, as does a second search.
    @Test func showRoute_appliesTheListOptions_orRefusesThem() async {
        let (state, screens) = screens()
        let store = StoreRecorder(state)
        await screens.showRoute("/countries?search=a", narrowedBy: ListQuery(limit: 2), refresh: false)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .list(ListQuery(search: "a", limit: 2))) },
            shown(rows: Array(searchA.prefix(2)))
        ) == nil)
        await screens.showRoute("/countries/ccc", narrowedBy: ListQuery(sort: .area), refresh: false)
        #expect(store.mismatch(
            { $0.routing.notice = .badRoute(RouteError(
                "'/countries/ccc' is not a list: list options (--search, --region, --sort, --limit, the filters) need a list link, such as /countries?search=euro"
            )) }
        ) == nil)
        await screens.showRoute("/countries?search=a", narrowedBy: ListQuery(search: "b"), refresh: false)
        #expect(store.mismatch(
            StoreRecorder.commandStarts,
            { $0.routing.notice = .badRoute(RouteError("'/countries?search=a' already searches for 'a': give the search once, in the link or with --search")) }
        ) == nil)
    }

    @Test func showAbout_loadsThenShowsWhichDataIsInUse() {
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        screens.showAbout()
        let counted = ShownCountries.of(catalog, count: 4)
        #expect(store.mismatch(
            { $0.routing.screen = .about },
            // The tz database's release, as NOTICE.md records it.
            { $0.userData.times = .loaded(TimeTable(instant: 1_800_000_000, rows: [], release: "2026f (PyPI tzdata 2026.6)")) },
            // How many countries the data holds, counted for this screen alone.
            { $0.userData.countries = .loaded(counted) }
        ) == nil)
        let about = AboutView.lines(state.userData.countries, server: ServerSettings(), now: Self.fetchedAt, timeZones: state.userData.times.value?.release)
        #expect(about.contains("time zones: the built-in IANA tz database 2026f (PyPI tzdata 2026.6)"))
    }

    /// A notice from before the session (a `--locale` judged unknown) is not its first status line.
    @Test func startBrowsing_startsWithoutANotice() {
        let (state, screens) = screens(AppState(routing: Routing(notice: .unknownLocale("xx"))))
        let store = StoreRecorder(state)
        screens.startBrowsing(ListQuery(search: "a"), route: nil)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .list(ListQuery(search: "a")), isPaged: true) },
            shown(rows: searchA)
        ) == nil)
    }

    @Test func startBrowsing_onAListLink_keepsTheListOptions() {
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        screens.startBrowsing(ListQuery(sort: .area), route: "/countries?search=a")
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .list(ListQuery(sort: .area)), isPaged: true) },
            { $0.routing = Routing(screen: .list(ListQuery(search: "a", sort: .area)), isPaged: true) },
            // All of one area: in name order.
            shown(rows: ["AAA", "BBB", "DDD", "CCC"])
        ) == nil)
    }

    @Test func startBrowsing_loads_thenOpensTheRoute_withNoWayBackToTheList() {
        let (state, screens) = screens(AppState())
        let store = StoreRecorder(state)
        screens.startBrowsing(ListQuery(), route: "/countries/ddd")
        #expect(store.mismatch(
            { $0.routing.isPaged = true },
            { $0.routing.screen = .details(cca3: "DDD") },
            { $0.userData.times = clocks("DDD") },
            details("DDD")
        ) == nil)
    }
}
