import CountriesKit
import CountriesMocks
import Foundation
import Testing

@MainActor
@Suite struct CountriesInteractorTests {
    private let catalog = CountryCatalog([.fixture("AAA", common: "Alpha"), .fixture("BBB", common: "Beta")])

    struct Broken: Error, CustomStringConvertible {
        var description: String { "broken" }
    }

    @Test func loadCountries_writesLoadingThenLoaded_andAsksTheRepositoryOnce() {
        let state = AppState()
        let repository = MockedCountriesFileRepository(result: .success(catalog))
        let recorder = StateRecorder(state) { $0.userData.countries }

        RealCountriesInteractor(webRepository: MockedCountriesWebRepository(), fileRepository: repository, appState: state).loadCountries()

        #expect(recorder.sequence == [.notRequested, .isLoading(last: nil), .loaded(catalog)])
        #expect(repository.actions == [.loadCountries])
    }

    @Test func loadCountries_whenTheRepositoryThrows_writesLoadingThenFailed() {
        let state = AppState()
        let repository = MockedCountriesFileRepository(result: .failure(Broken()))
        let recorder = StateRecorder(state) { $0.userData.countries }

        RealCountriesInteractor(webRepository: MockedCountriesWebRepository(), fileRepository: repository, appState: state).loadCountries()

        #expect(recorder.sequence == [.notRequested, .isLoading(last: nil), .failed(Broken())])
        #expect(repository.actions == [.loadCountries])
    }

    @Test func reload_keepsTheLastValueWhileLoading() {
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let recorder = StateRecorder(state) { $0.userData.countries }

        RealCountriesInteractor(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(catalog)), appState: state).loadCountries()

        #expect(recorder.sequence == [.loaded(catalog), .isLoading(last: catalog), .loaded(catalog)])
    }

    @Test func loadCountries_touchesNothingButUserData() {
        let state = AppState()
        let routing = state.routing, system = state.system
        RealCountriesInteractor(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(catalog)), appState: state).loadCountries()
        #expect(state.routing == routing && state.system == system)
    }

    // MARK: - Refresh

    private let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)
    private var fetch: Fetch { Fetch(server: "https://countries.test", api: .v5, fetchedAt: fetchedAt) }
    private var origin: CacheOrigin { .everyCountry(fetch) }

    private func interactor(_ web: MockedCountriesWebRepository, _ files: MockedCountriesFileRepository, _ state: AppState) -> RealCountriesInteractor {
        RealCountriesInteractor(webRepository: web, fileRepository: files, appState: state, now: { [fetchedAt] in fetchedAt })
    }

    @Test func refreshCountries_keepsTheOldDataWhileLoading_thenSavesAndShowsTheNew() async {
        let fresh = [Country.fixture("CCC", common: "Gamma")]
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let web = MockedCountriesWebRepository(all: .success(fresh), requests: 2)
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = StateRecorder(state) { $0.userData.countries }
        let progress = StateRecorder(state) { $0.userData.refreshProgress }

        await interactor(web, files, state).refreshCountries()

        let saved = CountryCatalog(fresh, source: .cache(path: "/mock/countries.json", origin: origin))
        #expect(countries.sequence == [.loaded(catalog), .isLoading(last: catalog), .loaded(saved)])
        let source = "https://countries.test"
        #expect(progress.sequence == [nil] + [(0, 1), (0, 2), (1, 2), (2, 2)].map { RefreshProgress(source: source, answered: $0.0, requests: $0.1) } + [nil])
        #expect(web.actions == [.loadAllCountries])
        #expect(files.actions == [.saveCountries(["CCC"], origin: origin)])
    }

    @Test func refreshCountries_whenTheWebFails_failsAndNeverWritesTheCache() async {
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let web = MockedCountriesWebRepository(all: .failure(APIError.timedOut(url: "https://countries.test/v3.1/all", seconds: 1)))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = StateRecorder(state) { $0.userData.countries }

        await interactor(web, files, state).refreshCountries()

        #expect(countries.sequence == [.loaded(catalog), .isLoading(last: catalog), .failed(APIError.timedOut(url: "https://countries.test/v3.1/all", seconds: 1))])
        #expect(files.actions == [])
        #expect(state.userData.refreshProgress == nil)
    }

    @Test func refreshCountries_whenTheCacheCannotBeWritten_fails() async {
        let state = AppState()
        let web = MockedCountriesWebRepository(all: .success([.fixture("CCC", common: "Gamma")]))
        let failure = CacheError.unwritable(path: "/ro", reason: "Read-only file system")
        let files = MockedCountriesFileRepository(result: .success(catalog), saveError: failure)
        let countries = StateRecorder(state) { $0.userData.countries }

        await interactor(web, files, state).refreshCountries()

        #expect(countries.sequence == [.notRequested, .isLoading(last: nil), .failed(failure)])
    }

    @Test func refreshCountry_replacesJustThatCountry_inTheDataAtHand() async {
        let renamed = Country.fixture("BBB", common: "Beta Renamed")
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let web = MockedCountriesWebRepository(country: .success(renamed))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = StateRecorder(state) { $0.userData.countries }

        await interactor(web, files, state).refreshCountry(cca3: "BBB")

        // The snapshot stays the origin of the rest: only BBB came from the server.
        let origin = CacheOrigin(base: .snapshot, updates: [CountryFetch(cca3: "BBB", fetch: fetch)])
        let saved = CountryCatalog([.fixture("AAA", common: "Alpha"), renamed], source: .cache(path: "/mock/countries.json", origin: origin))
        #expect(countries.sequence == [.loaded(catalog), .isLoading(last: catalog), .loaded(saved)])
        #expect(web.actions == [.loadCountry(cca3: "BBB")])
        #expect(files.actions == [.saveCountries(["AAA", "BBB"], origin: origin)])
    }

    @Test func refreshCountry_whenTheWebFails_neverWritesTheCache() async {
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let web = MockedCountriesWebRepository(country: .failure(APIError.unexpectedBody(url: "u", reason: "r")))
        let files = MockedCountriesFileRepository(result: .success(catalog))

        await interactor(web, files, state).refreshCountry(cca3: "BBB")

        #expect(state.userData.countries == .failed(APIError.unexpectedBody(url: "u", reason: "r")))
        #expect(files.actions == [])
    }

    @Test func refreshCountries_overV5Pages_isLoadingThenLoaded_withProgressAPageAtATime() async throws {
        let host = "interactor-\(UUID().uuidString.lowercased()).test"
        let page = { (offset: Int) in URL(string: "https://\(host)/countries/v5?limit=100&offset=\(offset)&response_fields_omit=leaders")! }
        typealias V5 = V5CountriesWebRepositoryTests
        RequestMocking.add(
            .init(url: page(0), body: V5.envelope([V5.record("CCC", "Gamma"), V5.record("DDD", "Delta")], total: 3)),
            .init(url: page(2), body: V5.envelope([V5.record("EEE", "Epsilon")], total: 3, offset: 2))
        )
        let web = V5CountriesWebRepository(baseURL: URL(string: "https://\(host)")!, timeout: 5, key: V5.key) { RequestMocking.session() }
        let state = AppState(userData: UserData(countries: .loaded(catalog)))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = StateRecorder(state) { $0.userData.countries }
        let progress = StateRecorder(state) { $0.userData.refreshProgress }

        await RealCountriesInteractor(webRepository: web, fileRepository: files, appState: state, now: { [fetchedAt] in fetchedAt }).refreshCountries()

        let origin = CacheOrigin.everyCountry(Fetch(server: "https://\(host)", api: .v5, fetchedAt: fetchedAt))
        let sequence = countries.sequence
        try #require(sequence.count == 3)
        #expect(sequence[0] == .loaded(catalog) && sequence[1] == .isLoading(last: catalog))
        #expect(sequence[2].value?.countries.map(\.cca3) == ["CCC", "DDD", "EEE"])
        #expect(sequence[2].value?.source == .cache(path: "/mock/countries.json", origin: origin))
        #expect(progress.sequence == [nil] + [(0, 1), (1, 2), (2, 2)].map { RefreshProgress(source: "https://\(host)", answered: $0.0, requests: $0.1) } + [nil])
        #expect(files.actions == [.saveCountries(["CCC", "DDD", "EEE"], origin: origin)])
    }
}
