import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedScreensInteractor: ScreensInteractor {
    package enum Action: Equatable, Sendable {
        case showList(ListQuery, refresh: Bool)
        case showCountry(String, refresh: Bool)
        case compareCountries([String], refresh: Bool)
        case showRoute(String, narrowedBy: ListQuery, refresh: Bool)
        case showCities([String])
        case showAbout
        case startBrowsing(ListQuery, route: String?)
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .screens(action) = $0 { action } else { nil } }
    }

    package func showList(_ query: ListQuery, refresh: Bool) async { log.append(.screens(.showList(query, refresh: refresh))) }
    package func showCountry(_ query: String, refresh: Bool) async { log.append(.screens(.showCountry(query, refresh: refresh))) }
    package func compareCountries(_ queries: [String], refresh: Bool) async { log.append(.screens(.compareCountries(queries, refresh: refresh))) }
    package func showRoute(_ link: String, narrowedBy query: ListQuery, refresh: Bool) async {
        log.append(.screens(.showRoute(link, narrowedBy: query, refresh: refresh)))
    }
    package func showCities(_ names: [String]) { log.append(.screens(.showCities(names))) }
    package func showAbout() { log.append(.screens(.showAbout)) }
    package func startBrowsing(_ query: ListQuery, route: String?) { log.append(.screens(.startBrowsing(query, route: route))) }
}
