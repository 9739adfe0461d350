import CountriesData
@testable import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesMocks
import Testing

@MainActor
@Suite struct MapInteractorTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "no shapes" }
    }

    static let square = MapShapes(StubMapShapeSource([
        CountryShape(code: "FRA", rings: [[GeoPoint(longitude: 0, latitude: 40), GeoPoint(longitude: 5, latitude: 40),
                                           GeoPoint(longitude: 5, latitude: 45)]],
                     mainBox: GeoBox(west: 0, south: 40, east: 5, north: 45)),
    ]))

    func source(shapes: Result<MapShapes, any Error> = .success(square), world: MockedWorldDataRepository = MockedWorldDataRepository()) -> CatalogSource {
        CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)),
                      worldData: world, mapShapes: StubMapShapesRepository(shapes))
    }

    func interactor(_ state: AppState, shapes: Result<MapShapes, any Error> = .success(square)) -> RealMapInteractor {
        RealMapInteractor(appState: state, source: source(shapes: shapes))
    }

    @Test func aCountry_isResolvedAsShowResolvesIt_andItsMapIsTheScreen() {
        let state = AppState()
        interactor(state).showMap(MapQuery(country: "france", shading: .area, width: 100))
        #expect(state.routing.screen == .map(MapScreen(focus: "FRA", shading: .area, width: 100)))
        #expect(state.routing.notice == nil)
        #expect(state.userData.mapShapes == .loaded(Self.square))
        #expect(state.userData.countries.value != nil)
    }

    @Test func anUnknownCountry_isANotice_andNoMap() {
        let state = AppState()
        interactor(state).showMap(MapQuery(country: "zzz"))
        #expect(state.routing.notice == .lookupFailed(.notFound("zzz", suggestions: [])))
        #expect(state.routing.screen == .list(ListQuery()))
    }

    @Test func listFilters_highlightTheCountriesTheyKeep() {
        let state = AppState()
        interactor(state).showMap(MapQuery(highlight: ListQuery(search: "guinea")))
        guard case let .map(screen) = state.routing.screen else {
            Issue.record("no map")
            return
        }
        #expect(screen.highlighted == ["GIN", "GNB", "GNQ", "PNG"])
        // No filter: nothing stands out.
        interactor(state).showMap(MapQuery(world: true))
        #expect(state.routing.screen == .map(MapScreen(world: true)))
    }

    @Test func shapesThatFail_areAFailureInTheStore() {
        let state = AppState()
        interactor(state, shapes: .failure(Broken())).showMap(MapQuery())
        #expect(state.userData.mapShapes == .failed(Broken()))
        #expect(state.routing.screen == .map(MapScreen()))
    }

    /// The locator's shapes come with the data, on a terminal that can draw only.
    @Test func theLocatorsShapes_areLoadedWithTheData_forATerminalOnly() {
        let pipe = AppState()
        RealScreensInteractor(appState: pipe, source: source()).showAbout()
        #expect(pipe.userData.mapShapes == .notRequested)
        var dumb = SystemState(isTerminal: true)
        dumb.isDumbTerminal = true
        let transcript = AppState(system: dumb)
        RealScreensInteractor(appState: transcript, source: source()).showAbout()
        #expect(transcript.userData.mapShapes == .notRequested)
        let terminal = AppState(system: SystemState(isTerminal: true))
        RealScreensInteractor(appState: terminal, source: source()).showAbout()
        #expect(terminal.userData.mapShapes == .loaded(Self.square))
        #expect(terminal.userData.countries.value != nil)
    }

    // MARK: - The world data's filters, as `list` reads them

    static let westernEurope = WorldRegion(code: "155", englishName: "Western Europe", m49Name: nil, members: ["FR", "DE"], subregions: [])

    @Test func anM49Region_highlightsItsCountries_asListKeepsThem() {
        let state = AppState()
        let world = MockedWorldDataRepository(regions: [Self.westernEurope])
        RealMapInteractor(appState: state, source: source(world: world)).showMap(MapQuery(highlight: ListQuery(filters: [.m49Region("155")])))
        guard case let .map(screen) = state.routing.screen else {
            Issue.record("no map")
            return
        }
        #expect(screen.highlighted == ["DEU", "FRA"])
        #expect(state.routing.notice == nil)
    }

    @Test func anUnknownRegion_isItsNotice_andNoMap() {
        let state = AppState()
        RealMapInteractor(appState: state, source: source())
            .showMap(MapQuery(highlight: ListQuery(filters: [.m49Region("mars")])))
        #expect(state.routing.notice == .unknownRegion("mars"))
        #expect(state.routing.screen == .list(ListQuery()))
    }
}
