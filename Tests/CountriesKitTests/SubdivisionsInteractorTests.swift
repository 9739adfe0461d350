import CountriesData
import CountriesInteractors
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
        AppState(userData: UserData(countries: .loaded(catalog)), system: SystemState(locale: locale))
    }

    private func interactor(_ state: AppState, _ world: MockedWorldDataRepository) -> RealSubdivisionsInteractor {
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: files, worldData: world)
        return RealSubdivisionsInteractor(appState: state, source: source)
    }

    // MARK: - subdivisions <country>

    @Test func showSubdivisions_opensTheCountrysSubdivisions_namedInTheChosenLanguage() {
        let state = state(NameLocale(code: "fr") ?? .english)
        let world = world()
        let store = StoreRecorder(state)
        interactor(state, world).showSubdivisions(of: "allemagne")
        #expect(store.mismatch(
            { $0.routing.screen = .subdivisions(cca3: "DEU") },
            { $0.userData.subdivisions = .isLoading(last: nil) },
            { $0.userData.subdivisions = .loaded([
                LocalizedSubdivision(subdivision: Self.berlin, name: "Berlin"),
                LocalizedSubdivision(subdivision: Self.bavaria, name: "Bavière"),
            ]) }
        ) == nil)
        #expect(world.actions.contains(.subdivisions(ofCountry: "DE")))
    }

    @Test func showSubdivisions_givesEachItsParentsName() {
        let state = state()
        interactor(state, world()).showSubdivisions(of: "gb")
        #expect(state.userData.subdivisions.value?.last == LocalizedSubdivision(subdivision: Self.leeds, name: "Leeds", parentName: "England"))
    }

    @Test func showSubdivisions_ofACountryWithoutAny_isAnEmptyList_notAFailure() {
        let state = state()
        interactor(state, world()).showSubdivisions(of: "ata")
        #expect(state.routing.screen == .subdivisions(cca3: "ATA"))
        #expect(state.userData.subdivisions == .loaded([]))
        #expect(state.routing.notice == nil)
    }

    @Test func showSubdivisions_ofNoCountry_isTheNoticeShowGives_andReadsNoSubdivisions() {
        let state = state()
        let world = world()
        interactor(state, world).showSubdivisions(of: "atlantis")
        #expect(state.routing.notice == .lookupFailed(.notFound("atlantis")))
        // Only what the one resolver asks of any name: no country's subdivisions.
        let asked: [MockedWorldDataRepository.Action] = [.membershipLists, .subdivisions(named: "atlantis"), .countryCodes(named: "atlantis")]
        #expect(world.actions.allSatisfy(asked.contains), "\(world.actions)")
    }

    // MARK: - show: a subdivision's code or name

    private func screens(_ state: AppState, _ world: MockedWorldDataRepository) -> any ScreensInteractor {
        TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world).interactors.screens
    }

    @Test func show_aSubdivisionsCode_opensIt_withItsNamesInOtherLanguages() async {
        let state = state()
        let world = world()
        await screens(state, world).showCountry("de-by", refresh: false)
        // Taken for what it is at once: not after every name of every country was searched.
        #expect(world.actions.first { $0 != .membershipLists } == .subdivision(code: "de-by"))
        #expect(state.routing.screen == .subdivision(code: "DE-BY"))
        let shown = state.userData.subdivisions.value?.first
        #expect(shown?.name == "Bavaria")
        #expect(shown?.translations.map(\.name) == ["Βαυαρία", "Bavière"])
    }

    @Test func show_aSubdivisionsName_isNoCountry_andTheNoticeNamesItsCountryAndCode() async {
        let state = state()
        await screens(state, world()).showCountry("bavaria", refresh: false)
        let place = PlaceInCountry(code: "DE-BY", name: "Bavaria", type: "Land", countryName: "Germany", cca3: "DEU")
        #expect(state.routing.notice == .lookupFailed(.notACountry("bavaria", places: [place])))
        #expect(state.routing.screen != .details(cca3: "DEU"))
    }

    @Test func show_aCountryOfTheUnitedKingdom_opensTheUnitedKingdom_withANote() async {
        let state = state()
        await screens(state, world()).showCountry("England", refresh: false)
        #expect(state.routing.screen == .details(cca3: "GBR"))
        let place = PlaceInCountry(code: "GB-ENG", name: "England", type: "Country", countryName: "United Kingdom", cca3: "GBR")
        #expect(state.routing.notice == .tookPartForCountry(place))
    }

    @Test func show_aCountry_readsNoSubdivisionData_onlyTheMembershipLists() async {
        let state = state()
        let world = world()
        await screens(state, world).showCountry("germany", refresh: false)
        #expect(state.routing.screen == .details(cca3: "DEU"))
        #expect(world.actions == [.membershipLists])
    }

    @Test func show_nothingKnown_staysNoSuchCountry() async {
        let state = state()
        await screens(state, world()).showCountry("atlantis", refresh: false)
        #expect(state.routing.notice == .lookupFailed(.notFound("atlantis")))
    }

    @Test func placeDescription_callsALandAState() {
        let place = PlaceInCountry(code: "DE-BY", name: "Bavaria", type: "Land", countryName: "Germany", cca3: "DEU")
        #expect(place.description == "a state of Germany (DE-BY)")
        let texas = PlaceInCountry(code: "US-TX", name: "Texas", type: "State", countryName: "United States", cca3: "USA")
        #expect(texas.description == "a state of the United States (US-TX)")
        #expect(LookupError.notACountry("bavaria", places: [place]).description
            == "'bavaria' is no country: Bavaria is a state of Germany (DE-BY); show DE-BY or DEU (Germany)")
    }
}
