import CountriesData
import CountriesInteractors
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

    func interactor(_ state: AppState, shapes: Result<MapShapes, any Error> = .success(square),
                    catalog: Result<CountryCatalog, any Error> = .success(.snapshot)) -> RealMapInteractor {
        RealMapInteractor(appState: state, fileRepository: MockedCountriesFileRepository(result: catalog),
                          shapesRepository: StubMapShapesRepository(shapes))
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
        #expect(state.routing.notice == .noSuchCountry("zzz", suggestions: []))
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

    @Test func theLocatorsShapes_areLoadedForATerminalOnly() {
        let pipe = AppState()
        interactor(pipe).loadLocatorShapes()
        #expect(pipe.userData.mapShapes == .notRequested)
        let terminal = AppState(system: SystemState(isTerminal: true))
        interactor(terminal).loadLocatorShapes()
        #expect(terminal.userData.mapShapes == .loaded(Self.square))
    }
}
