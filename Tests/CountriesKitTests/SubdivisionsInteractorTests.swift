import CountriesData
@testable import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// `subdivisions <country>` and what `show` makes of a subdivision: each
/// change of the store stated in order, and which world data was read.
@MainActor
@Suite struct SubdivisionsInteractorTests {
    nonisolated static let bavaria = WorldSubdivision(code: "DE-BY", type: "Land", parent: nil, isoName: "Bayern", otherISOName: nil, englishName: "Bavaria")
    nonisolated static let berlin = WorldSubdivision(code: "DE-BE", type: "Land", parent: nil, isoName: "Berlin", otherISOName: nil, englishName: nil)
    nonisolated static let england = WorldSubdivision(code: "GB-ENG", type: "Country", parent: nil, isoName: "England", otherISOName: nil, englishName: "England")
    nonisolated static let leeds = WorldSubdivision(code: "GB-LDS", type: "Metropolitan district", parent: "GB-ENG", isoName: "Leeds", otherISOName: nil, englishName: nil)

    private let catalog = CountryCatalog(records: [
        .fixture("DEU", common: "Germany", translations: ["fra": CountryName(common: "Allemagne", official: "Allemagne")]),
        .fixture("GBR", common: "United Kingdom"),
        .fixture("ATA", common: "Antarctica"),
    ])

    private func world() -> MockedWorldDataRepository {
        MockedWorldDataRepository(
            subdivisions: [Self.berlin, Self.bavaria, Self.england, Self.leeds],
            names: ["DE-BY": ["fr": "Bavière", "el": "Βαυαρία"]]
        )
    }

    private func state(_ locale: NameLocale = .english) -> AppState {
        AppState(userData: UserData(countries: .loaded(.of(catalog))), system: SystemState(locale: locale))
    }

    private func interactor(_ state: AppState, _ world: MockedWorldDataRepository) -> RealSubdivisionsInteractor {
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: files, worldData: world)
        return RealSubdivisionsInteractor(appState: state, source: source)
    }

    // MARK: - subdivisions <country>

    @Test func showSubdivisions_opensTheCountrysSubdivisions_namedInTheChosenLanguage() throws {
        let french = NameLocale(code: "fr") ?? .english
        let state = state(french)
        let world = world()
        // The names and the words for regions, languages and currencies in French, as the world data gives them.
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(catalog)), worldData: world)
        let shown = ShownCountries.of(try source.catalog(in: french), ["DEU"], locale: french)
        let store = StoreRecorder(state)
        interactor(state, world).showSubdivisions(of: "allemagne")
        #expect(store.mismatch(
            { $0.routing.screen = .subdivisions(cca3: "DEU") },
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .loaded([
                LocalizedSubdivision(subdivision: Self.berlin, name: "Berlin"),
                LocalizedSubdivision(subdivision: Self.bavaria, name: "Bavière"),
            ]) },
            { $0.userData.countries = .loaded(shown) }
        ) == nil)
        #expect(world.actions.contains(.subdivisions(ofCountry: "DE")))
    }

    @Test func showSubdivisions_givesEachItsParentsName() {
        let state = state()
        let store = StoreRecorder(state)
        interactor(state, world()).showSubdivisions(of: "gb")
        #expect(store.mismatch(
            { $0.routing.screen = .subdivisions(cca3: "GBR") },
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .loaded([
                LocalizedSubdivision(subdivision: Self.england, name: "England"),
                LocalizedSubdivision(subdivision: Self.leeds, name: "Leeds", parentName: "England"),
            ]) },
            named("GBR")
        ) == nil)
    }

    @Test func showSubdivisions_ofACountryWithoutAny_isAnEmptyList_notAFailure() {
        let state = state()
        let store = StoreRecorder(state)
        interactor(state, world()).showSubdivisions(of: "ata")
        #expect(store.mismatch(
            { $0.routing.screen = .subdivisions(cca3: "ATA") },
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .loaded([]) },
            named("ATA")
        ) == nil)
    }

    @Test func showSubdivisions_ofNoCountry_isTheNoticeShowGives_andReadsNoSubdivisions() {
        let state = state()
        let world = world()
        let store = StoreRecorder(state)
        interactor(state, world).showSubdivisions(of: "wakanda")
        #expect(store.mismatch({ $0.routing.notice = .lookupFailed(.notFound("wakanda")) }) == nil)
        // Only what the one lookup asks of any name (as `show` does: a
        // subdivision's name ISO withdrew too): no country's subdivisions.
        let asked: [MockedWorldDataRepository.Action] = [.subdivisions(named: "wakanda"), .countryCodes(named: "wakanda"), .formerSubdivision("wakanda")]
        #expect(world.actions.allSatisfy(asked.contains), "\(world.actions)")
    }

    @Test func showSubdivisions_ofDamagedWorldData_isAFailureInTheStore() {
        let state = state()
        let store = StoreRecorder(state)
        interactor(state, MockedWorldDataRepository(damage: WorldDataError.damaged("subdivisions"))).showSubdivisions(of: "germany")
        #expect(store.mismatch(
            { $0.routing.screen = .subdivisions(cca3: "DEU") },
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .failed(WorldDataError.damaged("subdivisions")) },
            named("DEU")
        ) == nil)
    }

    /// From a store whose every field holds something: the routing starts
    /// anew, the screen, the subdivisions (the last ones kept while
    /// loading) and the country named change, nothing else.
    @Test func showSubdivisions_fromAFullStore_changesTheScreenAndTheSubdivisionsAlone() throws {
        let state = FullStore.state()
        let before = state.userData.subdivisions.value
        // The data named in the full store's language, as the world data names it.
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(catalog)), worldData: world())
        let french = try source.catalog(in: FullStore.french)
        let store = StoreRecorder(state)
        interactor(state, world()).showSubdivisions(of: "germany")
        #expect(store.mismatch(
            StoreRecorder.commandStarts,
            { $0.routing.screen = .subdivisions(cca3: "DEU") },
            { $0.userData.subdivisions = .isLoading(last: before) },
            { $0.userData.subdivisions = .loaded([
                LocalizedSubdivision(subdivision: Self.berlin, name: "Berlin"),
                // The full store's language is French.
                LocalizedSubdivision(subdivision: Self.bavaria, name: "Bavière"),
            ]) },
            { $0.userData.countries = .loaded(.of(french, ["DEU"], locale: FullStore.french)) }
        ) == nil)
        interactor(state, world()).showSubdivisions(of: "wakanda")
        #expect(store.mismatch({ $0.routing.notice = .lookupFailed(.notFound("wakanda")) }) == nil)
    }

    // MARK: - show: a subdivision's code or name

    private func screens(_ state: AppState, _ world: MockedWorldDataRepository) -> any ScreensInteractor {
        TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world, clock: FixedClock(TimeInteractorTests.noon)
        ).interactors.screens
    }

    /// What the screen names of the data: `cca3`, in `locale`.
    private func named(_ cca3s: String..., locale: NameLocale = .english) -> StoreRecorder.Change {
        { [catalog] in $0.userData.countries = .loaded(.of(catalog, cca3s, locale: locale)) }
    }

    /// A country's details show its zones' clocks (zone, zone.tab's
    /// comment): 2026-07-01 12:00 UTC, on summer time until 25 October 01:00 UTC.
    private static func clocks(_ cca3: String, _ zones: [(String, String?)], summer: ZoneReading, winter: ZoneReading) -> Loadable<TimeTable> {
        let noon = Int64(TimeInteractorTests.noon.secondsSince1970)
        let local = CivilDateTime(wallSeconds: noon + Int64(summer.offsetSeconds))
        let next = ZoneChange(instant: TimeZoneRuleTests.utc(2026, 10, 25, 1), reading: winter)
        return .loaded(TimeTable(instant: noon, rows: zones.map { zone, comment in
            ZoneTime(cca3: cca3, cca2: String(cca3.prefix(2)), zone: zone, comment: comment, reading: summer, local: local, next: next)
        }))
    }

    @Test func show_aSubdivisionsCode_opensIt_withItsNamesInOtherLanguages() async {
        let state = state()
        let world = world()
        let store = StoreRecorder(state)
        await screens(state, world).showCountry("de-by", refresh: false)
        let translations = [
            WorldLocalizedName(language: "el", name: "Βαυαρία", kind: .standard), WorldLocalizedName(language: "fr", name: "Bavière", kind: .standard),
        ]
        let changes: [StoreRecorder.Change] = [
            { $0.routing.screen = .subdivision(code: "DE-BY") },
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .loaded([LocalizedSubdivision(subdivision: Self.bavaria, name: "Bavaria", translations: translations)]) },
            named("DEU"),
        ]
        #expect(store.mismatch(changes) == nil)
        // Taken for what it is at once: not after every name of every country was searched.
        #expect(world.actions.first == .subdivision(code: "de-by"))
    }

    @Test func show_aSubdivisionsName_isNoCountry_andTheNoticeNamesItsCountryAndCode() async {
        let state = state()
        let store = StoreRecorder(state)
        await screens(state, world()).showCountry("bavaria", refresh: false)
        let place = PlaceInCountry(code: "DE-BY", name: "Bavaria", type: "Land", countryName: "Germany", cca3: "DEU")
        let changes: [StoreRecorder.Change] = [{ $0.routing.notice = .lookupFailed(.notACountry("bavaria", places: [place])) }]
        #expect(store.mismatch(changes) == nil)
    }

    @Test func show_aCountryOfTheUnitedKingdom_opensTheUnitedKingdom_withANote() async {
        let state = state()
        let store = StoreRecorder(state)
        await screens(state, world()).showCountry("England", refresh: false)
        let place = PlaceInCountry(code: "GB-ENG", name: "England", type: "Country", countryName: "United Kingdom", cca3: "GBR")
        let bst = ZoneReading(offsetSeconds: 3600, abbreviation: "BST", isDaylightSaving: true)
        let gmt = ZoneReading(offsetSeconds: 0, abbreviation: "GMT", isDaylightSaving: false)
        let changes: [StoreRecorder.Change] = [
            { $0.routing.screen = .details(cca3: "GBR") },
            { $0.routing.notice = .tookPartForCountry(place) },
            { $0.userData.times = Self.clocks("GBR", [("Europe/London", nil)], summer: bst, winter: gmt) },
            named("GBR"),
        ]
        #expect(store.mismatch(changes) == nil)
    }

    @Test func show_aCountry_readsNoSubdivisionData_onlyItsMemberships() async {
        let state = state()
        let world = world()
        let store = StoreRecorder(state)
        await screens(state, world).showCountry("germany", refresh: false)
        let cest = ZoneReading(offsetSeconds: 7200, abbreviation: "CEST", isDaylightSaving: true)
        let cet = ZoneReading(offsetSeconds: 3600, abbreviation: "CET", isDaylightSaving: false)
        let changes: [StoreRecorder.Change] = [
            { $0.routing.screen = .details(cca3: "DEU") },
            { $0.userData.times = Self.clocks("DEU", [("Europe/Berlin", "most of Germany"), ("Europe/Busingen", "Busingen")], summer: cest, winter: cet) },
            named("DEU"),
        ]
        #expect(store.mismatch(changes) == nil)
        #expect(world.actions == [.membershipKeys(ofCountry: "DE")])
    }

    @Test func show_nothingKnown_staysNoSuchCountry() async {
        let state = state()
        let store = StoreRecorder(state)
        await screens(state, world()).showCountry("wakanda", refresh: false)
        let changes: [StoreRecorder.Change] = [{ $0.routing.notice = .lookupFailed(.notFound("wakanda")) }]
        #expect(store.mismatch(changes) == nil)
    }

    // MARK: - a code ISO withdrew

    nonisolated static let viken = FormerSubdivision(
        code: "NO-30", name: "Viken", type: "County", date: "2024-01-01", successors: ["NO-31", "NO-32"], source: "https://example.org"
    )
    nonisolated static let ostfold = WorldSubdivision(code: "NO-31", type: "County", parent: nil, isoName: "Østfold", otherISOName: nil, englishName: "Østfold")
    nonisolated static let akershus = WorldSubdivision(code: "NO-32", type: "County", parent: nil, isoName: "Akershus", otherISOName: nil, englishName: "Akershus")

    private var norway: (catalog: CountryCatalog, world: MockedWorldDataRepository) {
        (CountryCatalog(records: [.fixture("NOR", common: "Norway")]),
         MockedWorldDataRepository(subdivisions: [Self.ostfold, Self.akershus], former: [Self.viken]))
    }

    /// What became of Viken, as the notice for `query` says it.
    private func vikenNotice(_ query: String = "NO-30") -> LookupError {
        let place = { (code: String, name: String) in PlaceInCountry(code: code, name: name, type: "County", countryName: "Norway", cca3: "NOR") }
        return .withdrawn(query, former: place("NO-30", "Viken"), date: "2024-01-01", successors: [place("NO-31", "Østfold"), place("NO-32", "Akershus")])
    }

    @Test func show_aWithdrawnCode_saysWhatBecameOfIt() async {
        let (catalog, world) = norway
        let state = AppState(userData: UserData(countries: .loaded(.of(catalog))))
        let notice = vikenNotice()
        let store = StoreRecorder(state)
        await TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world).interactors.screens
            .showCountry("NO-30", refresh: false)
        #expect(store.mismatch(
            { $0.routing.notice = .lookupFailed(notice) }
        ) == nil)
        #expect(notice.description == "'NO-30' is no longer a subdivision: Viken, a county of Norway (NO-30), "
            + "was split into Østfold (NO-31) and Akershus (NO-32) on 2024-01-01; show NO-31 or NO-32")
    }

    @Test func show_theNameAWithdrawnCodeHad_saysWhatBecameOfIt() async {
        let (catalog, world) = norway
        let state = AppState(userData: UserData(countries: .loaded(.of(catalog))))
        let notice = vikenNotice("viken")
        let store = StoreRecorder(state)
        await TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world).interactors.screens
            .showCountry("viken", refresh: false)
        #expect(store.mismatch(
            { $0.routing.notice = .lookupFailed(notice) }
        ) == nil)
    }

    @Test func subdivisions_ofAWithdrawnCode_saysWhatBecameOfIt() {
        let (catalog, world) = norway
        let state = AppState(userData: UserData(countries: .loaded(.of(catalog))))
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(catalog)), worldData: world)
        let notice = vikenNotice()
        let store = StoreRecorder(state)
        RealSubdivisionsInteractor(appState: state, source: source).showSubdivisions(of: "NO-30")
        #expect(store.mismatch({ $0.routing.notice = .lookupFailed(notice) }) == nil)
    }

    // MARK: - browse, on a subdivision's screen

    /// Found by a new user: `locale de` on a subdivision's screen kept its
    /// English name; the names on screen are read again in the new language.
    @Test func aLocale_onASubdivisionsScreen_readsItsNamesAgain() throws {
        let state = state()
        state.routing = Routing(screen: .subdivision(code: "DE-BY"), backStack: [.list(ListQuery())])
        state.userData.subdivisions = .loaded([LocalizedSubdivision(subdivision: Self.bavaria, name: "Bavaria")])
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(catalog)), worldData: world())
        RealSettingsInteractor(appState: state, source: source).changeLocale("fr")
        #expect(state.userData.subdivisions == .loaded([LocalizedSubdivision(subdivision: Self.bavaria, name: "Bavière", translations: [
            WorldLocalizedName(language: "el", name: "Βαυαρία", kind: .standard), WorldLocalizedName(language: "fr", name: "Bavière", kind: .standard),
        ])]))
        #expect(state.routing.screen == .subdivision(code: "DE-BY"), "the screen stays")
    }

    /// Found by a new user: `time` on a subdivision's screen refused ("Open
    /// a country first"): it gives the zones of the subdivision's country.
    @Test func time_onASubdivisionsScreen_givesItsCountrysZones() throws {
        let state = AppState(userData: UserData(countries: .loaded(.whole(.snapshot))), routing: Routing(screen: .subdivision(code: "US-CA"), backStack: [.list(ListQuery())]))
        let california = WorldSubdivision(code: "US-CA", type: "State", parent: nil, isoName: "California", otherISOName: nil, englishName: nil)
        state.userData.subdivisions = .loaded([LocalizedSubdivision(subdivision: california, name: "California")])
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)), worldData: world())
        RealTimeInteractor(appState: state, source: source, zones: RealTimeZoneRepository(), clock: FixedClock(TimeInteractorTests.noon)).showTimesOfOpenCountry()
        #expect(state.routing.screen == .localTime(cca3: "USA"))
        #expect(state.routing.backStack.last == Routing.Place(.subdivision(code: "US-CA")))
        #expect(state.userData.times.value?.rows.contains { $0.zone == "America/Los_Angeles" } == true)
    }

    @Test func placeDescription_callsALandAState() {
        let place = PlaceInCountry(code: "DE-BY", name: "Bavaria", type: "Land", countryName: "Germany", cca3: "DEU")
        #expect(place.description == "a state of Germany (DE-BY)")
        let texas = PlaceInCountry(code: "US-TX", name: "Texas", type: "State", countryName: "United States", cca3: "USA")
        #expect(texas.description == "a state of the United States (US-TX)")
        #expect(LookupError.notACountry("bavaria", places: [place]).description
            == "'bavaria' is no country: Bavaria is a state of Germany (DE-BY); show DE-BY or DEU (Germany)")
    }

    /// Found by a new user: "Delhi is an union territory of India".
    @Test func placeDescription_takesTheArticleOfTheSound_notTheLetter() {
        let place = { (type: String) in PlaceInCountry(code: "IN-DL", name: "Delhi", type: type, countryName: "India", cca3: "IND").description }
        #expect(place("Union territory") == "a union territory of India (IN-DL)")
        #expect(place("Unitary authority") == "a unitary authority of India (IN-DL)")
        #expect(place("European collectivity") == "a European collectivity of India (IN-DL)")
        #expect(place("Autonomous region") == "an autonomous region of India (IN-DL)")
        #expect(place("Urban municipality") == "an urban municipality of India (IN-DL)")
        #expect(place("Oblast") == "an oblast of India (IN-DL)")
        #expect(place("Island") == "an island of India (IN-DL)")
    }
}
