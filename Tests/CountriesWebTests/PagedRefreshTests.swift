import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesWeb
import CountriesMocks
import Foundation
import Testing

/// The interactor and the real v5 repository together, through the request
/// stub: a paged refresh as the store sees it.
@MainActor
@Suite struct PagedRefreshTests {
    private let catalog = CountryCatalog([.fixture("AAA", common: "Alpha"), .fixture("BBB", common: "Beta")])
    private let fetchedAt = Timestamp(secondsSince1970: 1_800_000_000)

    @Test func refreshCountries_overV5Pages_isLoadingThenLoaded_withProgressAPageAtATime() async throws {
        let host = "interactor-\(UUID().uuidString.lowercased()).test"
        let page = { (offset: Int) in URL(string: "https://\(host)/countries/v5?limit=100&offset=\(offset)&response_fields_omit=leaders")! }
        typealias V5 = V5CountriesWebRepositoryTests
        RequestMocking.add(
            .init(url: page(0), body: V5.envelope([V5.record("CCC", "Gamma"), V5.record("DDD", "Delta")], total: 3)),
            .init(url: page(2), body: V5.envelope([V5.record("EEE", "Epsilon")], total: 3, offset: 2))
        )
        let web = V5CountriesWebRepository(baseURL: URL(string: "https://\(host)")!, timeout: 5, key: V5.key) { RequestMocking.session() }
        let shown = ShownCountries.of(catalog, rows: ["AAA", "BBB"])
        let state = AppState(userData: UserData(countries: .loaded(shown)))
        let store = StoreRecorder(state)
        let files = MockedCountriesFileRepository(result: .success(catalog))

        let source = CatalogSource(webRepository: web, fileRepository: files, worldData: MockedWorldDataRepository(), now: { [fetchedAt] in fetchedAt })
        await RealCountriesInteractor(appState: state, source: source).refreshCountries()

        // Two pages, two requests: the cost --version tells.
        let origin = CacheOrigin.everyCountry(Fetch(server: "https://\(host)", api: .v5, fetchedAt: fetchedAt, requests: 2))
        let saved = try #require(state.userData.countries.value)
        // The list on show, of the fresh data: its rows by name.
        #expect(saved.list?.rows.map(\.country.cca3) == ["DDD", "EEE", "CCC"])
        #expect(saved.source == .cache(path: "/mock/countries.json", origin: origin))
        let running = { (answered: Int, requests: Int?) in RefreshStatus.running(RefreshProgress(source: "https://\(host)", answered: answered, requests: requests)) }
        #expect(store.mismatch(
            { $0.userData = UserData(countries: .isLoading(last: shown), refresh: running(0, nil)) },
            { $0.userData.refresh = running(1, 2) },
            { $0.userData.refresh = running(2, 2) },
            { $0.userData = UserData(countries: .loaded(shown), refresh: .idle) },
            { $0.userData.countries = .loaded(saved) }
        ) == nil)
        #expect(files.actions == [.saveCountries(["CCC", "DDD", "EEE"], origin: origin)])
    }
}
