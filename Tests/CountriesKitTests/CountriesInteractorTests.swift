import CountriesKit
import CountriesMocks
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
}
