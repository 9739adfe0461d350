import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesMocks
import Foundation
import Testing

/// Every data intent, as TCA's `TestStore` checks a reducer: each change of
/// the whole store stated in order, and any change not stated fails.
@MainActor
@Suite struct CountriesInteractorTests {
    private let catalog = CountryCatalog([.fixture("AAA", common: "Alpha"), .fixture("BBB", common: "Beta")])
    private let fetchedAt = Timestamp(secondsSince1970: 1_800_000_000)
    private var fetch: Fetch { Fetch(server: "https://countries.test", api: .v5, fetchedAt: fetchedAt) }
    private var origin: CacheOrigin { .everyCountry(fetch) }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "broken" }
    }

    private func interactor(
        _ state: AppState, web: MockedCountriesWebRepository = MockedCountriesWebRepository(), files: MockedCountriesFileRepository
    ) -> any CountriesInteractor {
        TestContainer.real(state, files: files, web: web, now: { [fetchedAt] in fetchedAt }).interactors.countries
    }

    private func progress(_ answered: Int, _ requests: Int?) -> RefreshStatus {
        .running(RefreshProgress(source: "https://countries.test", answered: answered, requests: requests))
    }

    // MARK: - Load

    @Test func loadCountries_isLoadingThenLoaded_andAsksTheRepositoryOnce() {
        let state = AppState()
        let store = StoreRecorder(state)
        let files = MockedCountriesFileRepository(result: .success(catalog))

        interactor(state, files: files).loadCountries()

        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .loaded(catalog) }
        ) == nil)
        #expect(files.actions == [.loadCountries])
    }

    @Test func loadCountries_whenTheRepositoryThrows_isLoadingThenFailed() {
        let state = AppState()
        let store = StoreRecorder(state)

        interactor(state, files: MockedCountriesFileRepository(result: .failure(Broken()))).loadCountries()

        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: nil) },
            { $0.userData.countries = .failed(Broken()) }
        ) == nil)
    }

    // MARK: - Records

    @Test func loadRecords_isLoadingThenLoaded_forTheCodesAsked() {
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let store = StoreRecorder(state)
        let texts = RecordTexts(["AAA": #"{"cca3": "AAA"}"#])
        let files = MockedCountriesFileRepository(result: .success(catalog), texts: .success(texts))

        interactor(state, files: files).loadRecords(["AAA"])

        #expect(store.mismatch(
            { $0.userData.records = .isLoading(last: nil) },
            { $0.userData.records = .loaded(.read(texts)) }
        ) == nil)
        #expect(files.actions == [.loadRecordTexts(["AAA"])])
    }

    @Test func loadRecords_thatCannotBeRead_isAFailureInTheStore_andTheDataStays() {
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let store = StoreRecorder(state)
        let files = MockedCountriesFileRepository(result: .success(catalog), texts: .failure(Broken()))

        interactor(state, files: files).loadRecords(["AAA", "BBB"])

        #expect(store.mismatch(
            { $0.userData.records = .isLoading(last: nil) },
            { $0.userData.records = .failed(Broken()) }
        ) == nil)
    }

    @Test func reload_keepsTheLastValueWhileLoading() {
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let store = StoreRecorder(state)

        interactor(state, files: MockedCountriesFileRepository(result: .success(catalog))).loadCountries()

        #expect(store.mismatch(
            { $0.userData.countries = .isLoading(last: catalog) },
            { $0.userData.countries = .loaded(catalog) }
        ) == nil)
    }

    // MARK: - Refresh

    @Test func refreshCountries_keepsTheOldDataWhileLoading_withProgress_thenSavesAndShowsTheNew() async {
        let fresh = [Country.fixture("CCC", common: "Gamma")]
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let store = StoreRecorder(state)
        let web = MockedCountriesWebRepository(all: .success(fresh), requests: 2)
        let files = MockedCountriesFileRepository(result: .success(catalog))

        await interactor(state, web: web, files: files).refreshCountries()

        // Two requests, as the last progress counted: `--version` tells the cost.
        let origin = CacheOrigin.everyCountry(Fetch(server: fetch.server, api: fetch.api, fetchedAt: fetchedAt, requests: 2))
        let saved = CountryCatalog(fresh, source: .cache(path: "/mock/countries.json", origin: origin))
        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: catalog), refresh: progress(0, nil)) },
            { $0.userData.refresh = progress(0, 2) },
            { $0.userData.refresh = progress(1, 2) },
            { $0.userData.refresh = progress(2, 2) },
            { $0.userData = UserData(countries: .loaded(saved), refresh: .idle) }
        ) == nil)
        #expect(web.actions == [.loadAllCountries])
        #expect(files.actions == [.saveCountries(["CCC"], origin: origin)])
    }

    @Test func refreshCountries_whenTheWebFails_keepsTheDataItHad_withTheFailureBeside_andNeverWritesTheCache() async {
        let failure = APIError.timedOut(url: "https://countries.test/countries/v5", seconds: 1)
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let store = StoreRecorder(state)
        let files = MockedCountriesFileRepository(result: .success(catalog))

        await interactor(state, web: MockedCountriesWebRepository(all: .failure(failure), requests: 1), files: files).refreshCountries()

        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: catalog), refresh: progress(0, nil)) },
            { $0.userData.refresh = progress(0, 1) },
            { $0.userData.refresh = progress(1, 1) },
            { $0.userData = UserData(countries: .loaded(catalog), refresh: .failed(failure)) },
            { $0.routing.notice = .refreshFailed(String(describing: failure)) }
        ) == nil)
        #expect(files.actions == [], "no fail-then-reload: the data it had stays")
    }

    @Test func refreshCountries_whenTheCacheCannotBeWritten_fails_leavingNothingLoaded() async {
        let state = AppState()
        let store = StoreRecorder(state)
        let failure = CacheError.unwritable(path: "/ro", reason: "Read-only file system")
        let files = MockedCountriesFileRepository(result: .success(catalog), saveError: failure)

        await interactor(state, web: MockedCountriesWebRepository(all: .success([.fixture("CCC", common: "Gamma")]), requests: 1), files: files).refreshCountries()

        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: nil), refresh: progress(0, nil)) },
            { $0.userData.refresh = progress(0, 1) },
            { $0.userData.refresh = progress(1, 1) },
            { $0.userData = UserData(countries: .notRequested, refresh: .failed(failure)) },
            { $0.routing.notice = .refreshFailed(String(describing: failure)) }
        ) == nil)
    }

    @Test func refreshCountry_replacesJustThatCountry_andItsOriginOnly() async {
        let renamed = Country.fixture("BBB", common: "Beta Renamed")
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let store = StoreRecorder(state)
        let web = MockedCountriesWebRepository(country: .success(renamed))
        let files = MockedCountriesFileRepository(result: .success(catalog))

        await interactor(state, web: web, files: files).refreshCountry(cca3: "BBB")

        // The snapshot stays the origin of the rest: only BBB came from the server.
        var fetch = fetch
        fetch.requests = 1
        let origin = CacheOrigin(base: .snapshot, updates: [CountryFetch(cca3: "BBB", fetch: fetch)])
        let saved = CountryCatalog([.fixture("AAA", common: "Alpha"), renamed], source: .cache(path: "/mock/countries.json", origin: origin))
        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: catalog), refresh: progress(0, 1)) },
            { $0.userData = UserData(countries: .loaded(saved), refresh: .idle) }
        ) == nil)
        #expect(web.actions == [.loadCountry(cca3: "BBB")])
        #expect(files.actions == [.loadRecords, .saveCountries(["AAA", "BBB"], origin: origin)])
    }

    @Test func refreshCountry_whenTheWebFails_keepsTheData_andNeverWritesTheCache() async {
        let failure = APIError.unexpectedBody(url: "u", reason: "r")
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let store = StoreRecorder(state)
        let files = MockedCountriesFileRepository(result: .success(catalog))

        await interactor(state, web: MockedCountriesWebRepository(country: .failure(failure)), files: files).refreshCountry(cca3: "BBB")

        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: catalog), refresh: progress(0, 1)) },
            { $0.userData = UserData(countries: .loaded(catalog), refresh: .failed(failure)) },
            { $0.routing.notice = .refreshFailed(String(describing: failure)) }
        ) == nil)
        #expect(files.actions == [])
    }
}
