import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Foundation
import Testing

/// Every move of `browse`, as TCA's `TestStore` checks a reducer: each
/// change of the whole store stated after the action that made it, in
/// order, and any change not stated fails.
@MainActor
@Suite struct NavigationInteractorTests {
    private let catalog = CountryCatalog(records: [
        .fixture("AAA", common: "Alpha", translations: ["deu": CountryName(common: "Alfa", official: "Alfa")], borders: ["BBB"]),
        .fixture("BBB", common: "Beta", borders: ["AAA", "CCC"]),
        .fixture("CCC", common: "Gamma", borders: ["BBB"]),
        .fixture("DDD", common: "Delta"),
    ])
    private let list = Screen.list(ListQuery())

    /// A country's details, as their screen names them: it and its neighbours.
    private func details(_ cca3: String, of data: CountryCatalog? = nil) -> StoreRecorder.Change {
        { [catalog] in $0.userData.countries = .loaded(.details(cca3, of: data ?? catalog)) }
    }

    /// The countries a screen names, and no list.
    private func named(_ cca3s: String...) -> StoreRecorder.Change {
        let shown = ShownCountries.of(catalog, cca3s)
        return { $0.userData.countries = .loaded(shown) }
    }

    /// A list's rows as the model lists them (`CountryListing`, tested on
    /// its own), every one on its page, and the countries the screen names besides.
    private func listed(_ listing: Listing, _ named: [String] = [], of data: CountryCatalog? = nil, page: Range<Int>? = nil) -> StoreRecorder.Change {
        let data = data ?? catalog
        let ranked = CountryListing.rankedRows(listing, in: data, locale: .english)
        var reasons: [String: String] = [:]
        for row in ranked { if let reason = row.match?.reason { reasons[row.country.cca3] = reason } }
        let shown = ShownCountries.of(data, named, rows: ranked.map(\.country.cca3), reasons: reasons, page: page)
        return { $0.userData.countries = .loaded(shown) }
    }

    private func listed(_ query: ListQuery, of data: CountryCatalog? = nil, page: Range<Int>? = nil) -> StoreRecorder.Change {
        listed(.query(query), of: data, page: page)
    }

    /// The moves over `state` (else a store with the data loaded, on the
    /// list) and a file repository that holds `files` (else `catalog`).
    private func navigation(
        _ state: AppState? = nil, files: CountryCatalog? = nil, texts: RecordTexts = RecordTexts()
    ) -> (AppState, any NavigationInteractor) {
        let state = state ?? AppState.showing(.browsing(list), of: files ?? catalog, system: SystemState(height: 24))
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(files ?? catalog), texts: .success(texts)))
        return (state, container.interactors.navigation)
    }

    /// Output that prints records (`--json`) has those of the new screen
    /// read after each move; back too. Other output reads none (the tests above).
    @Test func eachMove_readsTheRecordsTheOutputPrints() {
        let texts = RecordTexts(["BBB": #"{"cca3": "BBB"}"#])
        let (state, navigation) = navigation(
            AppState.showing(.browsing(list), of: catalog, system: SystemState(format: .json)), texts: texts
        )
        let store = StoreRecorder(state)
        navigation.open("beta")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.details(cca3: "BBB"), backStack: [list]) },
            { $0.userData.records = .isLoading(last: nil) },
            { $0.userData.records = .loaded(.read(texts, reading: .text)) },
            details("BBB")
        ) == nil)
        navigation.back()
        // An output that prints the rows' records holds their whole countries beside the rows.
        let rows = CountryListing.rankedRows(.query(ListQuery()), in: catalog, locale: .english).map(\.country.cca3)
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(list) },
            { $0.userData.records = .isLoading(last: .read(texts, reading: .text)) },
            { $0.userData.records = .loaded(.read(texts, reading: .text)) },
            listed(.query(ListQuery()), rows)
        ) == nil)
        navigation.openRoute("/nowhere")
        #expect(store.mismatch({
            $0.routing.notice = .badRoute(RouteError(
                "Unknown route '/nowhere'; expected /countries, /countries?search=<text>, /countries/<code>, /countries/<code>/neighbors, /countries/<code>/time, /cities/<geonameid> or /at/<lat>,<lng> (or countries://...)"
            ))
        }) == nil, "a link that leads nowhere reads nothing")
    }

    @Test func typedText_opensACodeOrName_searchesOtherwise_andSaysWhenNothingMatches() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.open("ccc")
        #expect(store.mismatch({ $0.routing = Routing.browsing(.details(cca3: "CCC"), backStack: [list]) }, details("CCC")) == nil)
        navigation.open("lta")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.list(ListQuery(search: "lta")), backStack: [list, .details(cca3: "CCC")]) }, listed(ListQuery(search: "lta"))
        ) == nil)
        navigation.open("zzz")
        #expect(store.mismatch({ $0.routing.notice = .noMatch("zzz") }) == nil)
    }

    /// `island` opened Iceland (its German name), and `guinea` Guinea with no
    /// hint of the other Guineas. A line opens a country by a code or a name
    /// in the session's language, English or its own; other text searches.
    @Test func aWordThatIsOnlyATranslation_searches_andAnOpenedNameSaysWhoElseHasIt() {
        let (state, navigation) = navigation(AppState.showing(.browsing(list), of: .snapshot, system: SystemState(height: 24)), files: .snapshot)
        let store = StoreRecorder(state)
        navigation.open("island")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.list(ListQuery(search: "island")), backStack: [list]) }, listed(ListQuery(search: "island"), of: .snapshot, page: 0..<19)
        ) == nil)
        navigation.open("guinea")
        let island = Screen.list(ListQuery(search: "island"))
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.details(cca3: "GIN"), backStack: [list, island], notice: .openedOthersMatch("Guinea", others: 3, search: "guinea")) },
            details("GIN", of: .snapshot)
        ) == nil)
        navigation.open("fra")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.details(cca3: "FRA"), backStack: [list, island, .details(cca3: "GIN")]) }, details("FRA", of: .snapshot)
        ) == nil, "a code fits one country: no hint")
        navigation.open("Deutschland")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.details(cca3: "DEU"), backStack: [list, island, .details(cca3: "GIN"), .details(cca3: "FRA")]) },
            details("DEU", of: .snapshot)
        ) == nil, "its own name, in its own language")
    }

    /// `virgin islands` opened the British Virgin Islands, where `show` and
    /// every other entry point say it fits two: the list of its search,
    /// with `show`'s error as the notice, and no country opened. An
    /// unambiguous name still opens.
    @Test func anAmbiguousName_listsItsSearch_withTheResolversError() {
        let (state, navigation) = navigation(AppState.showing(.browsing(list), of: .snapshot, system: SystemState(height: 24)), files: .snapshot)
        let store = StoreRecorder(state)
        navigation.open("virgin islands")
        let search = Screen.list(ListQuery(search: "virgin islands"))
        let fits = LookupError.ambiguous("virgin islands", candidates: ["British Virgin Islands (VGB)", "United States Virgin Islands (VIR)"])
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(search, backStack: [list], notice: .lookupFailed(fits)) }, listed(ListQuery(search: "virgin islands"), of: .snapshot)
        ) == nil)
        navigation.open("british virgin islands")
        #expect(store.mismatch({ $0.routing = Routing.browsing(.details(cca3: "VGB"), backStack: [list, search]) }, details("VGB", of: .snapshot)) == nil)
    }

    /// Browse had no region filter: `region europe` and the other filters
    /// narrow the list on screen, each keeping the way back.
    @Test func aFilter_narrowsTheListOnScreen_andABadValueSaysWhy() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.narrow(by: ListQuery(region: .europe))
        let europe = Screen.list(ListQuery(region: .europe))
        #expect(store.mismatch({ $0.routing = Routing.browsing(europe, backStack: [list]) }) == nil, "every country is in Europe: the same rows")
        navigation.narrow(by: ListQuery(filters: [.landlocked]))
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.list(ListQuery(region: .europe, filters: [.landlocked])), backStack: [list, europe]) },
            listed(ListQuery(region: .europe, filters: [.landlocked]))
        ) == nil)
        navigation.refuse("Unknown region 'atlantis'")
        #expect(store.mismatch({ $0.routing.notice = .refused("Unknown region 'atlantis'") }) == nil)
    }

    /// `all` (or `clear`) drops every filter and the search of the list on
    /// screen, keeping its order and the way back; from any other screen it
    /// opens the whole list.
    @Test func all_dropsTheFiltersAndTheSearch_keepingTheOrderAndTheWayBack() {
        let narrowed = Screen.list(ListQuery(search: "a", region: .europe, filters: [.landlocked, .member("eu")], sort: .population, limit: 3, reverse: true))
        let state = AppState.showing(.browsing(narrowed, backStack: [list]), of: catalog, system: SystemState(height: 24))
        let (_, navigation) = navigation(state)
        let store = StoreRecorder(state)
        navigation.clearFilters()
        let whole = Screen.list(ListQuery(sort: .population, reverse: true))
        #expect(store.mismatch({ $0.routing = Routing.browsing(whole, backStack: [list, narrowed]) }, listed(ListQuery(sort: .population, reverse: true))) == nil)
        navigation.showHelp()
        navigation.clearFilters()
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.help, backStack: [list, narrowed, whole]) },
            // The help names no country.
            named(),
            { $0.routing = Routing.browsing(list, backStack: [list, narrowed, whole, .help]) },
            listed(ListQuery())
        ) == nil)
    }

    /// `region 419` is a UN M49 region, read from the world data as `list
    /// --region 419` reads it; a region that is none says so, and the list stays.
    @Test func anM49Region_narrowsTheList_andOneThatIsNoneSaysSo() {
        let state = AppState.showing(.browsing(list), of: catalog, system: SystemState(height: 24))
        let region = WorldRegion(code: "155", englishName: "Western Europe", m49Name: nil, members: ["AA", "BB"], subregions: [])
        let world = MockedWorldDataRepository(regions: [region])
        let navigation = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world).interactors.navigation
        let store = StoreRecorder(state)
        navigation.narrow(by: ListQuery(filters: [.m49Region("155")]))
        let resolved = Screen.list(ListQuery(filters: [.m49Region("155", resolved: M49Region(code: "155", name: "Western Europe", members: ["AA", "BB"]))]))
        #expect(store.mismatch({ $0.routing = Routing.browsing(resolved, backStack: [list]) }, listed(resolved.listing ?? .query(ListQuery()))) == nil)
        navigation.narrow(by: ListQuery(filters: [.m49Region("mars")]))
        #expect(store.mismatch({ $0.routing.notice = .unknownRegion("mars") }) == nil)
        #expect(world.actions == [.region("155"), .region("mars")])
    }

    /// `US-CA` typed in browse opens that subdivision, as `show US-CA` does,
    /// keeping the way back; text shaped otherwise never asks the world data.
    @Test func aSubdivisionCode_opensThatSubdivision() {
        let state = AppState.showing(.browsing(list), of: catalog, system: SystemState(height: 24))
        let bavaria = WorldSubdivision(code: "AA-BY", type: "Land", parent: nil, isoName: "Bayern", otherISOName: nil, englishName: "Bavaria")
        let world = MockedWorldDataRepository(subdivisions: [bavaria])
        let navigation = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world).interactors.navigation
        let store = StoreRecorder(state)
        navigation.open("aa-by")
        #expect(store.mismatch(
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .loaded([LocalizedSubdivision(subdivision: bavaria, name: "Bavaria")]) },
            { $0.routing = Routing.browsing(.subdivision(code: "AA-BY"), backStack: [list]) },
            // Its country, by its code's first part.
            named("AAA")
        ) == nil)
        navigation.open("beta")
        #expect(store.mismatch({ $0.routing = Routing.browsing(.details(cca3: "BBB"), backStack: [list, .subdivision(code: "AA-BY")]) }, details("BBB")) == nil)
        #expect(world.actions.first == .subdivision(code: "aa-by"))
        #expect(!world.actions.contains(.subdivision(code: "beta")))
    }

    /// Browse and `show` share one resolver: a messy name opens its country.
    @Test func typedMessyName_opensTheCountryItMeans() {
        let world = CountryCatalog([
            .fixture("KOR", common: "South Korea", official: "Republic of Korea"),
            .fixture("PRK", common: "North Korea", official: "Democratic People's Republic of Korea"),
        ])
        let (state, navigation) = navigation(AppState.showing(.browsing(list), of: world), files: world)
        let store = StoreRecorder(state)
        navigation.open("Korea, Rep.")
        #expect(store.mismatch({ $0.routing = Routing.browsing(.details(cca3: "KOR"), backStack: [list]) }, details("KOR", of: world)) == nil)
    }

    @Test func aRowNumber_opensThatRow_orSaysWhichRowsThereAre() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRow(5)
        #expect(store.mismatch({ $0.routing.notice = .noRow(5, rows: 1...4) }) == nil)
        navigation.openRow(2)
        #expect(store.mismatch({ $0.routing = Routing.browsing(.details(cca3: "BBB"), backStack: [list]) }, details("BBB")) == nil, "rows are by name: Alpha, Beta, Delta, Gamma")
    }

    /// `number - 1` overflowed for the smallest Int, and the process died
    /// (found by fuzzing browse input: `-9223372036854775808`).
    @Test(arguments: [Int.min, -1, 0, Int.max])
    func aRowNumberOutOfRange_saysWhichRowsThereAre_atAnySize(_ number: Int) {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRow(number)
        #expect(store.mismatch({ $0.routing.notice = .noRow(number, rows: 1...4) }) == nil)
    }

    /// At 80x30 `250` opened Zimbabwe (row 250 of the whole list) though the
    /// README promises France, and on page 2 `2` opened the Åland Islands,
    /// which is not on screen. A number is a row only when it is on screen.
    @Test func aNumber_isARowOnScreen_orElseACode_andTheNoticeSaysWhichWasTaken() {
        let (state, navigation) = navigation(AppState.showing(.browsing(list), of: .snapshot, system: SystemState(height: 24)), files: .snapshot)
        let store = StoreRecorder(state)
        navigation.openRow(250)
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.details(cca3: "FRA"), backStack: [list], notice: .tookCode(250, name: "France")) }, details("FRA", of: .snapshot)
        ) == nil, "rows 1 to 19 are on screen")
        navigation.back()
        navigation.openRow(4)
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(list) },
            listed(ListQuery(), of: .snapshot, page: 0..<19),
            { $0.routing = Routing.browsing(.details(cca3: "DZA"), backStack: [list], notice: .tookRow(4, codeOf: "Afghanistan")) },
            details("DZA", of: .snapshot)
        ) == nil, "row 4 by name is Algeria; the code 004 is Afghanistan's")
        navigation.back()
        navigation.turnPage(.next, screenLines: 0)
        navigation.openRow(2)
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(list) },
            listed(ListQuery(), of: .snapshot, page: 0..<19),
            { $0.routing.firstRow = 19 },
            listed(ListQuery(), of: .snapshot, page: 19..<38),
            { $0.routing.notice = .noRow(2, rows: 20...38) }
        ) == nil, "page 2 shows rows 20 to 38; no country has the code 002")
        navigation.openRow(76)
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.details(cca3: "BRA"), wayBack: [Routing.Place(list, firstRow: 19)], notice: .tookCode(76, name: "Brazil")) },
            details("BRA", of: .snapshot)
        ) == nil, "76 is Brazil's 076; the list is kept on its page 2")
    }

    /// Found by a new user: `back` from a country opened on the list's
    /// page 2 showed page 1. The way back keeps where each screen was.
    @Test func back_returnsToTheListsPage_theCountryWasOpenedFrom() {
        let (state, navigation) = navigation(files: .snapshot)
        navigation.turnPage(.next, screenLines: 0)
        let page2 = state.routing.firstRow
        #expect(page2 > 0)
        let row = CountryListing.rows(.query(ListQuery()), in: .snapshot, locale: .english)[page2 + 1].cca3
        navigation.openRow(page2 + 2)
        #expect(state.routing.screen == .details(cca3: row) && state.routing.backStack == [Routing.Place(list, firstRow: page2)])
        navigation.showNeighbours()
        navigation.back()
        #expect(state.routing.screen == .details(cca3: row))
        navigation.back()
        #expect(state.routing == Routing.browsing(list, firstRow: page2))
    }

    /// Issue 44: the cache damaged between two screens. The intent that
    /// reads the second writes the failure into the store itself, before
    /// any view is asked to render (the session used to render, then ask).
    @Test func aCacheDamagedBetweenTwoScreens_theIntentWritesTheFailure_beforeAnyRender() {
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let state = AppState.showing(.browsing(list), of: catalog, system: SystemState(height: 24))
        let navigation = TestContainer.real(state, files: files).interactors.navigation
        navigation.open("beta")
        #expect(state.userData.countries == .loaded(.details("BBB", of: catalog)))
        let changed = CacheError.indexCutShort(path: "/c/countries.index")
        files.failReads(with: changed)
        navigation.open("ccc")
        #expect(state.userData.countries == .failed(changed))
    }

    /// `+44` opened row 44, `+33` row 33: a plus makes a calling code.
    @Test func aPlusAndDigits_isACallingCode_listedOrOpened() {
        let (state, navigation) = navigation(AppState.showing(.browsing(list), of: .snapshot, system: SystemState(height: 24)), files: .snapshot)
        let store = StoreRecorder(state)
        navigation.open("+44")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.list(ListQuery(search: "+44")), backStack: [list], notice: .tookCallingCode("+44", only: nil)) },
            listed(ListQuery(search: "+44"), of: .snapshot)
        ) == nil)
        navigation.open("+33")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(
                .details(cca3: "FRA"), backStack: [list, .list(ListQuery(search: "+44"))], notice: .tookCallingCode("+33", only: "France")
            ) },
            details("FRA", of: .snapshot)
        ) == nil)
    }

    @Test func neighbours_thenBack_thenBackAgain_saysThereIsNothingToGoBackTo() {
        let (state, navigation) = navigation(AppState.showing(Routing.browsing(.details(cca3: "BBB"), backStack: [list]), of: catalog))
        let store = StoreRecorder(state)
        navigation.showNeighbours()
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.neighbors(cca3: "BBB"), backStack: [list, .details(cca3: "BBB")]) }, listed(.neighbours(of: "BBB"), ["BBB"])
        ) == nil)
        navigation.back()
        #expect(store.mismatch({ $0.routing = Routing.browsing(.details(cca3: "BBB"), backStack: [list]) }, details("BBB")) == nil)
        navigation.back()
        #expect(store.mismatch({ $0.routing = Routing.browsing(list) }, listed(ListQuery())) == nil)
        navigation.back()
        #expect(store.mismatch({ $0.routing.notice = .nothingToGoBackTo }) == nil)
    }

    @Test func neighbours_ofAList_sayOpenACountryFirst() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.showNeighbours()
        #expect(store.mismatch({ $0.routing.notice = .noCountryOpen(asked: .neighbors) }) == nil)
    }

    /// Four rows in pages of two: the last page starts at row 3, not at an
    /// empty fifth; past either end, a notice says so. A list pages by its
    /// rows, whatever the lines its screen takes.
    @Test func paging_stopsAtTheLastPage_whenTheRowsFillWholePages() {
        let (state, navigation) = navigation(AppState.showing(.browsing(list), of: catalog, system: SystemState(height: 7)))
        let store = StoreRecorder(state)
        navigation.turnPage(.next, screenLines: 100)
        #expect(store.mismatch({ $0.routing.firstRow = 2 }, listed(ListQuery(), page: 2..<4)) == nil, "the page of rows is written, the rows read once")
        navigation.turnPage(.next, screenLines: 100)
        #expect(store.mismatch({ $0.routing.notice = .noMorePages(forward: true) }) == nil)
        navigation.turnPage(.previous, screenLines: 100)
        #expect(store.mismatch({ $0.routing.firstRow = 0; $0.routing.notice = nil }, listed(ListQuery(), page: 0..<2)) == nil)
        navigation.turnPage(.previous, screenLines: 100)
        #expect(store.mismatch({ $0.routing.notice = .noMorePages(forward: false) }) == nil)
        navigation.turnPage(.previous, screenLines: 100)
        #expect(store.mismatch() == nil, "the same notice again is no change")
    }

    /// Details 10 lines long in a window of 8 (4 lines a page): pages of 4
    /// lines, the last ending on the last line (from line 7), as less's
    /// does; past either end, the notice.
    @Test func paging_aScreenThatIsNoList_movesByItsLines_asLessDoes() {
        let (state, navigation) = navigation(AppState.showing(Routing.browsing(.details(cca3: "CCC"), backStack: [list]), of: catalog, system: SystemState(height: 8)))
        let store = StoreRecorder(state)
        navigation.turnPage(.next, screenLines: 10)
        #expect(store.mismatch({ $0.routing.firstRow = 4 }) == nil)
        navigation.turnPage(.next, screenLines: 10)
        #expect(store.mismatch({ $0.routing.firstRow = 6 }) == nil)
        navigation.turnPage(.next, screenLines: 10)
        #expect(store.mismatch({ $0.routing.notice = .noMorePages(forward: true) }) == nil)
        navigation.turnPage(.previous, screenLines: 10)
        #expect(store.mismatch({ $0.routing.firstRow = 2; $0.routing.notice = nil }) == nil)
        navigation.turnPage(.previous, screenLines: 10)
        #expect(store.mismatch({ $0.routing.firstRow = 0 }) == nil)
        navigation.turnPage(.previous, screenLines: 10)
        #expect(store.mismatch({ $0.routing.notice = .noMorePages(forward: false) }) == nil)
        navigation.back()
        #expect(store.mismatch({ $0.routing = Routing.browsing(list) }, listed(ListQuery(), page: 0..<3)) == nil, "another screen starts at its top")
    }

    /// The country on show asked for again, from its second page, opens at
    /// its top: no second entry on the way back.
    @Test func theScreenOnShow_askedForAgain_opensAtItsTop() {
        let (state, navigation) = navigation(AppState.showing(Routing.browsing(.details(cca3: "CCC"), backStack: [list], firstRow: 4), of: catalog, system: SystemState(height: 8)))
        let store = StoreRecorder(state)
        navigation.open("gamma")
        #expect(store.mismatch({ $0.routing.firstRow = 0 }) == nil)
    }

    /// A screen that fits the window has one page; a window grown since the
    /// last move pages from where its last page now starts.
    @Test func paging_aScreenThatFits_saysItIsTheLastPage_andAGrownWindowPagesFromWhereItStands() {
        let (state, navigation) = navigation(AppState.showing(Routing.browsing(.help, backStack: [list]), of: catalog, system: SystemState(height: 24)))
        let store = StoreRecorder(state)
        navigation.turnPage(.next, screenLines: 20)
        #expect(store.mismatch({ $0.routing.notice = .noMorePages(forward: true) }) == nil)
        state.routing.firstRow = 30
        navigation.turnPage(.previous, screenLines: 30)
        #expect(store.mismatch(
            { $0.routing.firstRow = 30 },
            { $0.routing.firstRow = 0; $0.routing.notice = nil }
        ) == nil, "the last page starts at line 11 now: a page back is the top")
    }

    @Test func routes_typedInBrowse_keepTheWayBack_andABadOneSaysWhy() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRoute("countries://countries/aaa")
        #expect(store.mismatch({ $0.routing = Routing.browsing(.details(cca3: "AAA"), backStack: [list]) }, details("AAA")) == nil)
        navigation.openRoute("/nowhere")
        #expect(store.mismatch({
            $0.routing.notice = .badRoute(RouteError(
                "Unknown route '/nowhere'; expected /countries, /countries?search=<text>, /countries/<code>, /countries/<code>/neighbors, /countries/<code>/time, /cities/<geonameid> or /at/<lat>,<lng> (or countries://...)"
            ))
        }) == nil)
    }

    @Test func help_isAScreenOfItsOwn() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.showHelp()
        #expect(store.mismatch({ $0.routing = Routing.browsing(.help, backStack: [list]) }, named()) == nil)
    }

    @Test func whenTheDataFailedToLoad_eachLineTriesAgain() {
        let failure = CacheError.corrupt(path: "/c", reason: "bad")
        let (state, navigation) = navigation(AppState(userData: UserData(countries: .failed(failure)), routing: .browsing(list)))
        let store = StoreRecorder(state)
        navigation.open("alpha")
        #expect(store.mismatch(
            { $0.routing = Routing.browsing(.details(cca3: "AAA"), backStack: [list]) }, details("AAA")
        ) == nil)
    }
}
