import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesMocks
import Testing

/// The session's settings, as TCA's `TestStore` checks a reducer: each
/// change of the whole store stated after the action that made it.
@MainActor
@Suite struct SettingsInteractorTests {
    private func settings() -> (AppState, any SettingsInteractor) {
        let state = AppState(userData: UserData(countries: .loaded(CountryCatalog([.fixture("AAA", common: "Alpha")]))))
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(CountryCatalog([]))))
        return (state, container.interactors.settings)
    }

    @Test func aLocale_changesTheLanguage_orSaysWhichThereAre() {
        let (state, settings) = settings()
        let store = StoreRecorder(state)
        settings.changeLocale("")
        #expect(store.mismatch({ $0.routing.notice = .localeNeeded }) == nil)
        settings.changeLocale("klingon")
        #expect(store.mismatch({ $0.routing.notice = .unknownLocale("klingon") }) == nil)
        settings.changeLocale("de")
        #expect(store.mismatch({ $0.system.locale = NameLocale(code: "de")! }, { $0.routing.notice = nil }) == nil)
    }

    @Test func resize_writesTheWindowsSize() {
        let (state, settings) = settings()
        let store = StoreRecorder(state)
        settings.resize(columns: 100, lines: 40)
        #expect(store.mismatch({ $0.system.width = 100 }, { $0.system.height = 40 }) == nil)
    }
}
