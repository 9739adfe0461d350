import CountriesData
@testable import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesMocks
import Testing

/// The session's settings, as TCA's `TestStore` checks a reducer: each
/// change of the whole store stated after the action that made it.
@MainActor
@Suite struct SettingsInteractorTests {
    private func settings() -> (AppState, any SettingsInteractor) {
        let catalog = CountryCatalog([.fixture("AAA", common: "Alpha")])
        let state = AppState(userData: UserData(countries: .loaded(.of(catalog, rows: ["AAA"]))))
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)))
        return (state, container.interactors.settings)
    }

    @Test func aLocale_changesTheLanguage_orSaysWhichThereAre() {
        let (state, settings) = settings()
        let store = StoreRecorder(state)
        settings.changeLocale("")
        #expect(store.mismatch({ $0.routing.notice = .localeNeeded }) == nil)
        settings.changeLocale("klingon")
        #expect(store.mismatch({ $0.routing.notice = .unknownLocale("klingon") }) == nil)
        // Alpha has no German name: the list on show reads the same.
        settings.changeLocale("de")
        #expect(store.mismatch({ $0.system.locale = NameLocale(code: "de")! }, { $0.routing.notice = nil }) == nil)
    }

    @Test func resize_writesTheWindowsSize() {
        let (state, settings) = settings()
        let store = StoreRecorder(state)
        settings.resize(columns: 100, lines: 40)
        #expect(store.mismatch({ $0.system.width = 100 }, { $0.system.height = 40 }) == nil)
    }

    // MARK: - From a store whose every field holds something

    private func settings(_ state: AppState, world: MockedWorldDataRepository) -> any SettingsInteractor {
        TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), world: world).interactors.settings
    }

    /// The language, its notice cleared, and the data at hand named in it,
    /// with the memberships the screen on show (France's details) had laid
    /// again; the screen, the way back, the history and all else stay.
    @Test func fromAFullStore_aLocale_changesTheLanguageTheNoticeAndTheData() throws {
        let state = FullStore.state()
        let world = MockedWorldDataRepository(lists: [FullStore.eu])
        let laid = try #require(try BuiltInMemberships(worldData: world).laid(over: .snapshot, for: .countries(["FRA"])))
        #expect(laid.country(cca3: "FRA")?.memberships == ["eu"])
        let german = try #require(NameLocale(code: "de"))
        // The names and the words for regions, languages and currencies in German, as the world data gives them.
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)), worldData: world)
        let named = try #require(try BuiltInMemberships(worldData: world).laid(over: source.catalog(in: german), for: .countries(["FRA"])))
        let store = StoreRecorder(state)
        settings(state, world: world).changeLocale("de")
        let france = ["FRA"] + (laid.country(cca3: "FRA")?.borders ?? [])
        #expect(store.mismatch(
            { $0.system.locale = german },
            { $0.routing.notice = nil },
            // The full store's `--fields`: the screen's records read again (this repository holds none).
            { $0.userData.records = .isLoading(last: $0.userData.records.value) },
            { $0.userData.records = .loaded(CountryRecordValues()) },
            { $0.userData.countries = .loaded(.of(named, france, locale: german)) }
        ) == nil)
    }

    @Test func fromAFullStore_anUnknownLocale_changesTheNoticeAlone() {
        let state = FullStore.state()
        let store = StoreRecorder(state)
        settings(state, world: MockedWorldDataRepository()).changeLocale("klingon")
        #expect(store.mismatch({ $0.routing.notice = .unknownLocale("klingon") }) == nil)
        settings(state, world: MockedWorldDataRepository()).resize(columns: 40, lines: 12)
        #expect(store.mismatch({ $0.system.width = 40 }, { $0.system.height = 12 }) == nil)
    }

    /// A language only CLDR names countries in, and world data that cannot
    /// be read: the language is taken, the data stays, and the notice says why.
    @Test func fromAFullStore_damagedWorldData_isItsNotice_andTheDataStays() throws {
        let state = FullStore.state()
        let greek = try #require(NameLocale(code: "el"))
        let store = StoreRecorder(state)
        settings(state, world: MockedWorldDataRepository(damage: WorldDataError.damaged("names"))).changeLocale("el")
        #expect(store.mismatch(
            { $0.system.locale = greek },
            { $0.routing.notice = nil },
            { $0.routing.notice = .worldDataDamaged(String(describing: WorldDataError.damaged("names"))) }
        ) == nil)
    }
}
