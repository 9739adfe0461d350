import CountriesData
@testable import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesMocks
import Testing

/// `map`, as TCA's `TestStore` checks a reducer: each change of the whole
/// store stated in order after the action that made it, from an empty store
/// and from one whose every field holds something, and any change not
/// stated fails.
@MainActor
@Suite struct MapInteractorTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "no shapes" }
    }

    static let squareShape = CountryShape(
        code: "FRA", rings: [[GeoPoint(longitude: 0, latitude: 40), GeoPoint(longitude: 5, latitude: 40), GeoPoint(longitude: 5, latitude: 45)]],
        mainBox: GeoBox(west: 0, south: 40, east: 5, north: 45)
    )
    /// A square of Japan's, far from France's: a map of France decodes none of it.
    static let farShape = CountryShape(
        code: "JPN", rings: [[GeoPoint(longitude: 135, latitude: 30), GeoPoint(longitude: 140, latitude: 30), GeoPoint(longitude: 140, latitude: 35)]],
        mainBox: GeoBox(west: 135, south: 30, east: 140, north: 35)
    )
    static let squares = StubMapShapeSource([squareShape, farShape])
    /// Every shape decoded: the world's map's.
    static let square = MapShapes([squareShape, farShape])
    /// The shapes a map of France draws, at any size: its square alone.
    static let aroundFrance = MapShapes(
        [squareShape], reach: MapShapes.reach(of: "FRA", in: squares, place: CountryCatalog.snapshot.country(cca3: "FRA")?.location)
    )

    func source(shapes: Result<any MapShapeSource, any Error> = .success(squares), world: MockedWorldDataRepository = MockedWorldDataRepository()) -> CatalogSource {
        CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)),
                      worldData: world, mapShapes: StubMapShapesRepository(shapes))
    }

    func interactor(_ state: AppState, shapes: Result<any MapShapeSource, any Error> = .success(squares)) -> RealMapInteractor {
        RealMapInteractor(appState: state, source: source(shapes: shapes))
    }

    /// What a map names of the data: the country it is of, every
    /// country's place for the markers, and every country where it is
    /// shaded (each weighs in its classes).
    private static func shown(_ focus: String? = nil, shaded: Bool = false) -> StoreRecorder.Change {
        { $0.userData.countries = .loaded(shaded ? .whole(.snapshot) : .of(.snapshot, focus.map { [$0] } ?? [], places: CountryCatalog.snapshot.places)) }
    }

    /// The shapes the map draws, decoded: every one for the world.
    private static let shapesLoaded: StoreRecorder.Change = { $0.userData.mapShapes = .loaded(square) }

    @Test func aCountry_isResolvedAsShowResolvesIt_andItsMapIsTheScreen() {
        let state = AppState()
        let store = StoreRecorder(state)
        interactor(state).showMap(MapQuery(country: "france", shading: .area, width: 100))
        #expect(store.mismatch(
            { $0.routing.screen = .map(MapScreen(focus: "FRA", shading: .area, width: 100)) },
            { $0.userData.mapShapes = .loaded(Self.aroundFrance) },
            Self.shown("FRA", shaded: true)
        ) == nil)
        // The world's map needs them all: decoded, as France's do not hold them.
        interactor(state).showMap(MapQuery(country: "france", world: true))
        #expect(store.mismatch(
            { $0.routing.screen = .map(MapScreen(focus: "FRA", world: true)) }, Self.shapesLoaded, Self.shown("FRA")
        ) == nil)
        // France's again: the world's hold them.
        interactor(state).showMap(MapQuery(country: "france"))
        #expect(store.mismatch({ $0.routing.screen = .map(MapScreen(focus: "FRA")) }) == nil)
    }

    @Test func anUnknownCountry_isANotice_andNoMap() {
        let state = AppState()
        let store = StoreRecorder(state)
        interactor(state).showMap(MapQuery(country: "zzz"))
        #expect(store.mismatch({ $0.routing.notice = .lookupFailed(.notFound("zzz", suggestions: [])) }) == nil)
    }

    @Test func listFilters_highlightTheCountriesTheyKeep() {
        let state = AppState()
        let store = StoreRecorder(state)
        interactor(state).showMap(MapQuery(highlight: ListQuery(search: "guinea")))
        #expect(store.mismatch(
            { $0.routing.screen = .map(MapScreen(highlighted: ["GIN", "GNB", "GNQ", "PNG"])) },
            Self.shapesLoaded, Self.shown()
        ) == nil)
        // No filter: nothing stands out; the data and the shapes are at hand already.
        interactor(state).showMap(MapQuery(world: true))
        #expect(store.mismatch({ $0.routing.screen = .map(MapScreen(world: true)) }) == nil)
    }

    @Test func shapesThatFail_areAFailureInTheStore() {
        let state = AppState()
        let store = StoreRecorder(state)
        interactor(state, shapes: .failure(Broken())).showMap(MapQuery())
        #expect(store.mismatch(
            { $0.routing.screen = .map(MapScreen()) },
            { $0.userData.mapShapes = .failed(Broken()) },
            Self.shown()
        ) == nil)
    }

    /// A country's details decode the locator's shapes, on a terminal that
    /// can draw only: its region's, not the world's.
    @Test func theLocatorsShapes_areDecodedWithTheDetails_forATerminalOnly() async {
        func show(_ system: SystemState) async -> Loadable<MapShapes> {
            let state = AppState(system: system)
            let screens = RealScreensInteractor(appState: state, source: source(), timeZones: RealTimeZoneRepository(), clock: FixedClock(TimeInteractorTests.noon))
            await screens.showCountry("france", refresh: false)
            return state.userData.mapShapes
        }
        #expect(await show(SystemState()) == .notRequested)
        var dumb = SystemState(isTerminal: true)
        dumb.isDumbTerminal = true
        #expect(await show(dumb) == .notRequested)
        #expect(await show(SystemState(isTerminal: true)) == .loaded(Self.aroundFrance))
    }

    // MARK: - The world data's filters, as `list` reads them

    static let westernEurope = WorldRegion(code: "155", englishName: "Western Europe", m49Name: nil, members: ["FR", "DE"], subregions: [])

    @Test func anM49Region_highlightsItsCountries_asListKeepsThem() {
        let state = AppState()
        let world = MockedWorldDataRepository(regions: [Self.westernEurope])
        let store = StoreRecorder(state)
        RealMapInteractor(appState: state, source: source(world: world)).showMap(MapQuery(highlight: ListQuery(filters: [.m49Region("155")])))
        #expect(store.mismatch(
            { $0.routing.screen = .map(MapScreen(highlighted: ["DEU", "FRA"])) },
            Self.shapesLoaded, Self.shown()
        ) == nil)
    }

    @Test func anUnknownRegion_isItsNotice_andNoMap() {
        let state = AppState()
        let store = StoreRecorder(state)
        RealMapInteractor(appState: state, source: source())
            .showMap(MapQuery(highlight: ListQuery(filters: [.m49Region("mars")])))
        #expect(store.mismatch({ $0.routing.notice = .unknownRegion("mars") }) == nil)
    }

    @Test func damagedWorldData_isItsNotice_andNoMap() {
        let state = AppState()
        let store = StoreRecorder(state)
        RealMapInteractor(appState: state, source: source(world: MockedWorldDataRepository(damage: Broken())))
            .showMap(MapQuery(highlight: ListQuery(filters: [.m49Region("155")])))
        #expect(store.mismatch({ $0.routing.notice = .worldDataDamaged("no shapes") }) == nil)
    }

    // MARK: - From a store whose every field holds something

    /// The shapes are at hand: the routing starts anew, and the screen and
    /// what it names are all that change.
    @Test func fromAFullStore_aCountrysMap_changesTheScreenAndWhatItNamesAlone() {
        let state = FullStore.state()
        let store = StoreRecorder(state)
        interactor(state).showMap(MapQuery(country: "deu", width: 60))
        #expect(store.mismatch(StoreRecorder.commandStarts, { $0.routing.screen = .map(MapScreen(focus: "DEU", width: 60)) }, Self.shown("DEU")) == nil)
    }

    /// `--member eu`: every country's built-in memberships laid over the
    /// data first, as `list` reads them; nothing else moves but what the map names.
    @Test func fromAFullStore_aMemberFilter_laysTheMemberships_thenHighlights() throws {
        let state = FullStore.state()
        let world = MockedWorldDataRepository(lists: [FullStore.eu])
        let laid = try #require(try BuiltInMemberships(worldData: world).laid(over: .snapshot, for: .every))
        #expect(laid.country(cca3: "FRA")?.memberships == ["eu"])
        let store = StoreRecorder(state)
        RealMapInteractor(appState: state, source: source(world: world)).showMap(MapQuery(highlight: ListQuery(filters: [.member("eu")])))
        #expect(store.mismatch(StoreRecorder.commandStarts, { $0.routing.screen = .map(MapScreen(highlighted: ["FRA"])) }, Self.shown()) == nil)
    }

    @Test func fromAFullStore_anUnknownCountry_changesTheRoutingAlone() {
        let state = FullStore.state()
        let store = StoreRecorder(state)
        interactor(state).showMap(MapQuery(country: "zzz"))
        #expect(store.mismatch(StoreRecorder.commandStarts, { $0.routing.notice = .lookupFailed(.notFound("zzz", suggestions: [])) }) == nil)
    }
}
