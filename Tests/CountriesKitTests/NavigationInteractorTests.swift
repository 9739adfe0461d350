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

    /// The moves over `state` (else a store with the data loaded, on the
    /// list) and a file repository that holds `files` (else `catalog`).
    private func navigation(
        _ state: AppState? = nil, files: CountryCatalog? = nil, texts: RecordTexts = RecordTexts()
    ) -> (AppState, any NavigationInteractor) {
        let state = state ?? AppState(userData: UserData(countries: .loaded(catalog)), system: SystemState(height: 24))
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(files ?? catalog), texts: .success(texts)))
        return (state, container.interactors.navigation)
    }

    /// Output that prints records (`--json`) has those of the new screen
    /// read after each move; back too. Other output reads none (the tests above).
    @Test func eachMove_readsTheRecordsTheOutputPrints() {
        let texts = RecordTexts(["BBB": #"{"cca3": "BBB"}"#])
        let (state, navigation) = navigation(
            AppState(userData: UserData(countries: .loaded(catalog)), system: SystemState(format: .json)), texts: texts
        )
        let store = StoreRecorder(state)
        navigation.open("beta")
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .details(cca3: "BBB"), backStack: [list]) },
            { $0.userData.recordTexts = .isLoading(last: nil) },
            { $0.userData.recordTexts = .loaded(texts) }
        ) == nil)
        navigation.back()
        #expect(store.mismatch(
            { $0.routing = Routing(screen: list) },
            { $0.userData.recordTexts = .isLoading(last: texts) },
            { $0.userData.recordTexts = .loaded(texts) }
        ) == nil)
        navigation.openRoute("/nowhere")
        #expect(store.mismatch({
            $0.routing.notice = .badRoute(RouteError(
                "Unknown route '/nowhere'; expected /countries, /countries?search=<text>, /countries/<code> or /countries/<code>/neighbors (or countries://...)"
            ))
        }) == nil, "a link that leads nowhere reads nothing")
    }

    @Test func typedText_opensACodeOrName_searchesOtherwise_andSaysWhenNothingMatches() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.open("ccc")
        #expect(store.mismatch({ $0.routing = Routing(screen: .details(cca3: "CCC"), backStack: [list]) }) == nil)
        navigation.open("lta")
        #expect(store.mismatch({ $0.routing = Routing(screen: .list(ListQuery(search: "lta")), backStack: [list, .details(cca3: "CCC")]) }) == nil)
        navigation.open("zzz")
        #expect(store.mismatch({ $0.routing.notice = .noMatch("zzz") }) == nil)
    }

    /// Browse and `show` share one resolver: a messy name opens its country.
    @Test func typedMessyName_opensTheCountryItMeans() {
        let world = CountryCatalog([
            .fixture("KOR", common: "South Korea", official: "Republic of Korea"),
            .fixture("PRK", common: "North Korea", official: "Democratic People's Republic of Korea"),
        ])
        let (state, navigation) = navigation(AppState(userData: UserData(countries: .loaded(world))), files: world)
        let store = StoreRecorder(state)
        navigation.open("Korea, Rep.")
        #expect(store.mismatch({ $0.routing = Routing(screen: .details(cca3: "KOR"), backStack: [list]) }) == nil)
    }

    @Test func aRowNumber_opensThatRow_orSaysWhichRowsThereAre() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRow(5)
        #expect(store.mismatch({ $0.routing.notice = .noRow(5, rows: 4) }) == nil)
        navigation.openRow(2)
        #expect(store.mismatch({ $0.routing = Routing(screen: .details(cca3: "BBB"), backStack: [list]) }) == nil, "rows are by name: Alpha, Beta, Delta, Gamma")
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

    /// `250` is row 250 in browse and France's code in `show`: a row is
    /// taken first, and the notice says what else the number means.
    @Test func aNumber_isARow_orElseACode_andTheNoticeSaysWhichWasTaken() {
        let (state, navigation) = navigation(AppState(userData: UserData(countries: .loaded(.snapshot)), system: SystemState(height: 24)), files: .snapshot)
        let store = StoreRecorder(state)
        navigation.openRow(250)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .details(cca3: "ZWE"), backStack: [list], notice: .tookRow(250, codeOf: "France")) }
        ) == nil, "250 rows by name: the last is Zimbabwe")
        navigation.openRow(392)
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .details(cca3: "JPN"), backStack: [list, .details(cca3: "ZWE")], notice: .tookCode(392, name: "Japan")) }
        ) == nil)
    }

    @Test func neighbours_thenBack_thenBackAgain_saysThereIsNothingToGoBackTo() {
        let (state, navigation) = navigation(AppState(
            userData: UserData(countries: .loaded(catalog)), routing: Routing(screen: .details(cca3: "BBB"), backStack: [list])
        ))
        let store = StoreRecorder(state)
        navigation.showNeighbours()
        #expect(store.mismatch({ $0.routing = Routing(screen: .neighbors(cca3: "BBB"), backStack: [list, .details(cca3: "BBB")]) }) == nil)
        navigation.back()
        #expect(store.mismatch({ $0.routing = Routing(screen: .details(cca3: "BBB"), backStack: [list]) }) == nil)
        navigation.back()
        #expect(store.mismatch({ $0.routing = Routing(screen: list) }) == nil)
        navigation.back()
        #expect(store.mismatch({ $0.routing.notice = .nothingToGoBackTo }) == nil)
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
        #expect(store.mismatch({ $0.routing.firstRow = 2 }) == nil)
        navigation.nextPage()
        #expect(store.mismatch({ $0.routing.notice = .noMorePages(forward: true) }) == nil)
        navigation.previousPage()
        #expect(store.mismatch({ $0.routing.firstRow = 0; $0.routing.notice = nil }) == nil)
        navigation.previousPage()
        #expect(store.mismatch({ $0.routing.notice = .noMorePages(forward: false) }) == nil)
        navigation.previousPage()
        #expect(store.mismatch() == nil, "the same notice again is no change")
    }

    @Test func paging_aScreenThatIsNoList_saysSo() {
        let (state, navigation) = navigation(AppState(
            userData: UserData(countries: .loaded(catalog)), routing: Routing(screen: .details(cca3: "CCC"), backStack: [list])
        ))
        let store = StoreRecorder(state)
        navigation.nextPage()
        #expect(store.mismatch({ $0.routing.notice = .notAList }) == nil)
    }

    @Test func routes_typedInBrowse_keepTheWayBack_andABadOneSaysWhy() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.openRoute("countries://countries/aaa")
        #expect(store.mismatch({ $0.routing = Routing(screen: .details(cca3: "AAA"), backStack: [list]) }) == nil)
        navigation.openRoute("/nowhere")
        #expect(store.mismatch({
            $0.routing.notice = .badRoute(RouteError(
                "Unknown route '/nowhere'; expected /countries, /countries?search=<text>, /countries/<code> or /countries/<code>/neighbors (or countries://...)"
            ))
        }) == nil)
    }

    @Test func help_isAScreenOfItsOwn() {
        let (state, navigation) = navigation()
        let store = StoreRecorder(state)
        navigation.showHelp()
        #expect(store.mismatch({ $0.routing = Routing(screen: .help, backStack: [list]) }) == nil)
    }

    @Test func whenTheDataFailedToLoad_eachLineTriesAgain() {
        let failure = CacheError.corrupt(path: "/c", reason: "bad")
        let (state, navigation) = navigation(AppState(userData: UserData(countries: .failed(failure))))
        let store = StoreRecorder(state)
        navigation.open("alpha")
        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) },
            { $0.routing = Routing(screen: .details(cca3: "AAA"), backStack: [list]) }
        ) == nil)
    }
}
