import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedMapInteractor: MapInteractor {
    package enum Action: Equatable, Sendable {
        case showMap(MapQuery)
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .map(action) = $0 { action } else { nil } }
    }

    package func showMap(_ query: MapQuery) { log.append(.map(.showMap(query))) }
}
