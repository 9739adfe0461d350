import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedMapInteractor: MapInteractor {
    package enum Action: Equatable, Sendable {
        case showMap(MapQuery)
        case loadLocatorShapes
    }

    package private(set) var actions: [Action] = []

    package init() {}

    package func showMap(_ query: MapQuery) { actions.append(.showMap(query)) }
    package func loadLocatorShapes() { actions.append(.loadLocatorShapes) }
}
