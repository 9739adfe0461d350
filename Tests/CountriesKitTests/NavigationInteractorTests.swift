import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Foundation
import Testing

/// Every screen intent, as TCA's `TestStore` checks a reducer: each change of
/// the whole store stated in order, and any change not stated fails.
@MainActor
@Suite struct NavigationInteractorTests {
    private let catalog = CountryCatalog(records: [
        .fixture("AAA", common: "Alpha", translations: ["deu": CountryName(common: "Alfa", official: "Alfa")], borders: ["BBB"]),
        .fixture("BBB", common: "Beta", borders: ["AAA", "CCC"]),
        .fixture("CCC", common: "Gamma", borders: ["BBB"]),
        .fixture("DDD", common: "Delta"),
    ])

    /// A store with the data loaded, and the interactor over it.
    private func navigation(
        _ state: AppState? = nil, web: MockedCountriesWebRepository = MockedCountriesWebRepository()
    ) -> (AppState, RealNavigationInteractor) {
        let state = state ?? AppState(userData: UserData(countries: .loaded(catalog)), system: SystemState(height: 24))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = RealCountriesInteractor(webRepository: web, fileRepository: files, appState: state)
        return (state, RealNavigationInteractor(appState: state, countries: countries, worldData: MockedWorldDataRepository()))
    }

    // MARK: - One-shot commands

    @Test func showCountry_loadsThenOpensTheCountryTheNameMeans() async {
        let (state, navigation) = navigation(AppState())
        let store = StoreRecorder(state)
        await navigation.showCountry("beta", refresh: false)
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.screen = .details(cca3: "BBB") }
        ) == nil)
    }

    @Test func showCountry_ofNoSingleCountry_recordsTheLookupFailure_andStays() async {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        await navigation.showCountry("atlantis", refresh: false)
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: catalog) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.notice = .noSuchCountry("atlantis") }
        ) == nil)
    }

    @Test func compareCountries_loadsThenShowsThemSideBySide_inTheOrderAsked() async {
        let (state, navigation) = navigation(AppState())
        let store = StoreRecorder(state)
        await navigation.compareCountries(["gamma", "aaa", "DDD"], refresh: false)
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.screen = .comparison(cca3s: ["CCC", "AAA", "DDD"]) }
        ) == nil)
    }

    @Test func compareCountries_withOneThatFitsNone_recordsTheLookupFailure_andStays() async {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        await navigation.compareCountries(["alpha", "atlantis", "zzz"], refresh: false)
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: catalog) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.notice = .noSuchCountry("atlantis") }
        ) == nil)
    }

    @Test func showCountry_withRefresh_fetchesTheResolvedCode_thenOpensIt() async throws {
        let renamed = Country.fixture("BBB", common: "Beta Renewed")
        let web = MockedCountriesWebRepository(country: .success(renamed))
        let (state, navigation) = navigation(web: web)
        await navigation.showCountry("beta", refresh: true)
        #expect(web.actions == [.loadCountry(cca3: "BBB")])
        #expect(state.routing.screen == .details(cca3: "BBB"))
        #expect(state.userData.countries.value?.country(cca3: "BBB")?.name.common == "Beta Renewed")
    }

    /// The names resolve against the fresh data: a country only it has is found.
    @Test func compareCountries_withRefresh_fetchesEveryCountry_thenResolvesAgainstThem() async {
        let fresh = [Country.fixture("AAA", common: "Alpha"), .fixture("EEE", common: "Epsilon")]
        let web = MockedCountriesWebRepository(all: .success(fresh))
        let (state, navigation) = navigation(web: web)
        await navigation.compareCountries(["epsilon", "alpha"], refresh: true)
        #expect(web.actions == [.loadAllCountries])
        #expect(state.routing.screen == .comparison(cca3s: ["EEE", "AAA"]))
        #expect(state.routing.notice == nil)
    }

    @Test func showList_loadsThenShowsTheList() async {
        let (state, navigation) = navigation(AppState())
        let store = StoreRecorder(state)
        await navigation.showList(ListQuery(search: "a"), refresh: false)
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.screen = .list(ListQuery(search: "a")) }
        ) == nil)
    }

    /// An empty list because the data has no memberships is said, not
    /// passed off as "no member"; browse starting on such a query, too.
    @Test func aMembershipFilter_onDataWithoutMemberships_saysSo() async {
        let query = ListQuery(filters: [.member("eu")])
        let (state, listing) = navigation(AppState())
        let store = StoreRecorder(state)
        await listing.showList(query, refresh: false)
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.screen = .list(query) },
            { $0.routing.notice = .noMembershipData }
        ) == nil)

        let (browsing, browse) = navigation(AppState())
        browse.startBrowsing(query, route: nil)
        #expect(browsing.routing.notice == .noMembershipData)
        let (landlocked, other) = navigation(AppState())
        await other.showList(ListQuery(filters: [.landlocked]), refresh: false)
        #expect(landlocked.routing.notice == nil)
    }

    @Test func showRoute_leadsToItsScreen_or_recordsAnUnknownCode() async {
        let (state, navigation) = navigation()
        await navigation.showRoute("/countries/ccc/neighbors", refresh: false)
        #expect(state.routing == Routing(screen: .neighbors(cca3: "CCC")))
        await navigation.showRoute("/countries/zzz", refresh: false)
        #expect(state.routing.notice == .noSuchCountry("zzz"))
    }

    @Test func showAbout_loadsThenShowsWhichDataIsInUse() {
        let (state, navigation) = navigation(AppState())
        let store = StoreRecorder(state)
        navigation.showAbout()
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.screen = .about }
        ) == nil)
    }

    // MARK: - Lines of browse

    @Test func typedText_opensACodeOrName_searchesOtherwise_andSaysWhenNothingMatches() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.open("ccc")
        navigation.open("lta")
        navigation.open("zzz")
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .details(cca3: "CCC"), backStack: [.list(ListQuery())]) },
            { $0.routing = Routing(screen: .list(ListQuery(search: "lta")), backStack: [.list(ListQuery()), .details(cca3: "CCC")]) },
            { $0.routing.notice = .noMatch("zzz") }
        ) == nil)
    }

    /// Browse and `show` share one resolver: a messy name opens its
    /// country in both, and a capital gets the same hint.
    @Test func typedMessyName_opensAsShowResolvesIt_andShowHintsAtTheCapital() async {
        let world = CountryCatalog([
            .fixture("KOR", common: "South Korea", official: "Republic of Korea"),
            .fixture("PRK", common: "North Korea", official: "Democratic People's Republic of Korea"),
            Country(name: CountryName(common: "France", official: "French Republic"), cca2: "FR", cca3: "FRA", capitals: ["Paris"]),
        ])
        let state = AppState(userData: UserData(countries: .loaded(world)), system: SystemState(height: 24))
        let files = MockedCountriesFileRepository(result: .success(world))
        let countries = RealCountriesInteractor(webRepository: MockedCountriesWebRepository(), fileRepository: files, appState: state)
        let navigation = RealNavigationInteractor(appState: state, countries: countries, worldData: MockedWorldDataRepository())
        navigation.open("Korea, Rep.")
        #expect(state.routing.screen == .details(cca3: "KOR"))
        await navigation.showCountry("Korea, Dem. People's Rep.", refresh: false)
        #expect(state.routing.screen == .details(cca3: "PRK"))
        await navigation.showCountry("paris", refresh: false)
        #expect(state.routing.notice == .noSuchCountry("paris", suggestions: ["France (FRA), whose capital is Paris"]))
    }

    @Test func aRowNumber_opensThatRow_orSaysWhichRowsThereAre() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRow(5)
        navigation.openRow(2)
        #expect(store.mismatch(
            { $0.routing.notice = .noRow(5, rows: 4) },
            { $0.routing = Routing(screen: .details(cca3: "BBB"), backStack: [.list(ListQuery())]) }
        ) == nil, "rows are by name: Alpha, Beta, Delta, Gamma")
    }

    /// `number - 1` overflowed for the smallest Int, and the process died
    /// (found by fuzzing browse input: `-9223372036854775808`).
    @Test(arguments: [Int.min, -1, 0, Int.max])
    func aRowNumberOutOfRange_saysWhichRowsThereAre_atAnySize(_ number: Int) {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRow(number)
        #expect(store.mismatch({ $0.routing.notice = .noRow(number, rows: 4) }) == nil)
    }

    @Test func neighbours_thenBack_thenBackAgain_saysThereIsNothingToGoBackTo() {
        let (state, navigation) = navigation()
        navigation.open("beta")
        let store = StoreRecorder(state)
        navigation.showNeighbours()
        navigation.back()
        navigation.back()
        navigation.back()
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .neighbors(cca3: "BBB"), backStack: [.list(ListQuery()), .details(cca3: "BBB")]) },
            { $0.routing = Routing(screen: .details(cca3: "BBB"), backStack: [.list(ListQuery())]) },
            { $0.routing = Routing(screen: .list(ListQuery())) },
            { $0.routing.notice = .nothingToGoBackTo }
        ) == nil)
    }

    @Test func neighbours_ofAList_sayOpenACountryFirst() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.showNeighbours()
        #expect(store.mismatch({ $0.routing.notice = .noCountryOpen }) == nil)
    }

    /// Four rows in pages of two: the last page starts at row 3, not at an
    /// empty fifth; past either end, a notice says so.
    @Test func paging_stopsAtTheLastPage_whenTheRowsFillWholePages() {
        let (state, navigation) = navigation(AppState(userData: UserData(countries: .loaded(catalog)), system: SystemState(height: 7)))
        let store = StoreRecorder(state)
        navigation.nextPage()
        navigation.nextPage()
        navigation.previousPage()
        navigation.previousPage()
        navigation.previousPage()
        #expect(store.mismatch(
            { $0.routing.firstRow = 2 },
            { $0.routing.notice = .noMorePages(forward: true) },
            { $0.routing.firstRow = 0; $0.routing.notice = nil },
            { $0.routing.notice = .noMorePages(forward: false) }
        ) == nil)
    }

    @Test func paging_aScreenThatIsNoList_saysSo() {
        let (state, navigation) = navigation()
        navigation.open("ccc")
        let store = StoreRecorder(state)
        navigation.nextPage()
        #expect(store.mismatch({ $0.routing.notice = .notAList }) == nil)
    }

    @Test func aLocale_changesTheLanguage_orSaysWhichThereAre() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.changeLocale("")
        navigation.changeLocale("klingon")
        navigation.changeLocale("de")
        #expect(store.mismatch(
            { $0.routing.notice = .localeNeeded },
            { $0.routing.notice = .unknownLocale("klingon") },
            { $0.system.locale = NameLocale(code: "de")! },
            { $0.routing.notice = nil }
        ) == nil)
    }

    @Test func routes_typedInBrowse_keepTheWayBack_andABadOneSaysWhy() throws {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRoute("countries://countries/aaa")
        navigation.openRoute("/nowhere")
        let error = try #require(state.routing.notice)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .details(cca3: "AAA"), backStack: [.list(ListQuery())]) },
            { $0.routing.notice = error }
        ) == nil)
        guard case .badRoute = error else { Issue.record("\(error)"); return }
    }

    @Test func help_isAScreenOfItsOwn_andResize_areStateChangesLikeAnyOther() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.showHelp()
        navigation.resize(columns: 100, lines: 40)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .help, backStack: [.list(ListQuery())]) },
            { $0.system.width = 100 },
            { $0.system.height = 40 }
        ) == nil)
    }

    @Test func startBrowsing_loads_thenOpensTheRoute_withNoWayBackToTheList() {
        let (state, navigation) = navigation(AppState())
        let store = StoreRecorder(state)
        navigation.startBrowsing(ListQuery(), route: "/countries/ddd")
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing.screen = .details(cca3: "DDD") }
        ) == nil)
    }

    /// `250` is row 250 in browse and France's code in `show`: a row is
    /// taken first, and the notice says what else the number means.
    @Test func aNumber_isARow_orElseACode_andTheNoticeSaysWhichWasTaken() {
        let state = AppState(userData: UserData(countries: .loaded(.snapshot)), system: SystemState(height: 24))
        let (_, navigation) = navigation(state)
        let store = StoreRecorder(state)
        navigation.openRow(250)
        let row250 = state.routing.screen
        navigation.openRow(392)
        #expect(row250 != .details(cca3: "FRA"))
        #expect(store.mismatch(
            { $0.routing = Routing(screen: row250, backStack: [.list(ListQuery())], notice: .tookRow(250, codeOf: "France")) },
            { $0.routing = Routing(screen: .details(cca3: "JPN"), backStack: [.list(ListQuery()), row250], notice: .tookCode(392, name: "Japan")) }
        ) == nil)
        #expect(NoticeView.line(.tookRow(250, codeOf: "France")) == "Opened row 250; the code 250 is France: /countries/250 opens it.")
    }

    @Test func whenTheDataFailedToLoad_eachLineTriesAgain() {
        let state = AppState(userData: UserData(countries: .failed(CacheError.corrupt(path: "/c", reason: "bad"))))
        let (_, navigation) = navigation(state)
        navigation.open("alpha")
        #expect(state.userData.countries == .loaded(catalog))
        #expect(state.routing.screen == .details(cca3: "AAA"))
    }
}
