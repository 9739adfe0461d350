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

    private func interactor(
        _ state: AppState, web: MockedCountriesWebRepository = MockedCountriesWebRepository(), files: MockedCountriesFileRepository
    ) -> any CountriesInteractor {
        TestContainer.real(state, files: files, web: web, now: { [fetchedAt] in fetchedAt }).interactors.countries
    }

    private func progress(_ answered: Int, _ requests: Int?) -> RefreshStatus {
        .running(RefreshProgress(source: "https://countries.test", answered: answered, requests: requests))
    }

    /// The list on show before the refresh: the data's rows, by name.
    private var list: ShownCountries { .of(catalog, rows: ["AAA", "BBB"]) }

    @Test func refreshCountries_keepsTheOldDataWhileLoading_withProgress_thenSavesAndShowsTheNew() async {
        let fresh = [Country.fixture("CCC", common: "Gamma")]
        let state = AppState(userData: UserData(countries: .loaded(list)))
        let store = StoreRecorder(state)
        let web = MockedCountriesWebRepository(all: .success(fresh), requests: 2)
        let files = MockedCountriesFileRepository(result: .success(catalog))

        await interactor(state, web: web, files: files).refreshCountries()
        let list = self.list

        // Two requests, as the last progress counted: `--version` tells the cost.
        let origin = CacheOrigin.everyCountry(Fetch(server: fetch.server, api: fetch.api, fetchedAt: fetchedAt, requests: 2))
        let saved = CountryCatalog(fresh, source: .cache(path: "/mock/countries.json", origin: origin))
        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: list), refresh: progress(0, nil)) },
            { $0.userData.refresh = progress(0, 2) },
            { $0.userData.refresh = progress(1, 2) },
            { $0.userData.refresh = progress(2, 2) },
            { $0.userData = UserData(countries: .loaded(list), refresh: .idle) },
            // The list on show, read anew of the fresh data.
            { $0.userData.countries = .loaded(.of(saved, rows: ["CCC"])) }
        ) == nil)
        #expect(web.actions == [.loadAllCountries])
        #expect(files.actions == [.saveCountries(["CCC"], origin: origin)])
    }

    @Test func refreshCountries_whenTheWebFails_keepsTheDataItHad_withTheFailureBeside_andNeverWritesTheCache() async {
        let failure = APIError.timedOut(url: "https://countries.test/countries/v5", seconds: 1)
        let state = AppState(userData: UserData(countries: .loaded(list)))
        let store = StoreRecorder(state)
        let files = MockedCountriesFileRepository(result: .success(catalog))

        await interactor(state, web: MockedCountriesWebRepository(all: .failure(failure), requests: 1), files: files).refreshCountries()
        let list = self.list

        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: list), refresh: progress(0, nil)) },
            { $0.userData.refresh = progress(0, 1) },
            { $0.userData.refresh = progress(1, 1) },
            { $0.userData = UserData(countries: .loaded(list), refresh: .failed(failure)) },
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
}
