import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line or a browse line becomes.
@MainActor
package final class MockedNavigationInteractor: NavigationInteractor {
    package enum Action: Equatable, Sendable {
        case showList(ListQuery, refresh: Bool)
        case showCountry(String, refresh: Bool)
        case compareCountries([String], refresh: Bool)
        case showRoute(String, refresh: Bool)
        case showAbout
        case startBrowsing(ListQuery, route: String?)
        case open(String)
        case openRow(Int)
        case openRoute(String)
        case back, showNeighbours, nextPage, previousPage, showHelp
        case changeLocale(String)
        case resize(columns: Int, lines: Int)
    }

    package private(set) var actions: [Action] = []

    package init() {}

    package func showList(_ query: ListQuery, refresh: Bool) async { actions.append(.showList(query, refresh: refresh)) }
    package func showCountry(_ query: String, refresh: Bool) async { actions.append(.showCountry(query, refresh: refresh)) }
    package func compareCountries(_ queries: [String], refresh: Bool) async { actions.append(.compareCountries(queries, refresh: refresh)) }
    package func showRoute(_ link: String, refresh: Bool) async { actions.append(.showRoute(link, refresh: refresh)) }
    package func showAbout() { actions.append(.showAbout) }
    package func startBrowsing(_ query: ListQuery, route: String?) { actions.append(.startBrowsing(query, route: route)) }
    package func open(_ text: String) { actions.append(.open(text)) }
    package func openRow(_ number: Int) { actions.append(.openRow(number)) }
    package func openRoute(_ link: String) { actions.append(.openRoute(link)) }
    package func back() { actions.append(.back) }
    package func showNeighbours() { actions.append(.showNeighbours) }
    package func nextPage() { actions.append(.nextPage) }
    package func previousPage() { actions.append(.previousPage) }
    package func changeLocale(_ code: String) { actions.append(.changeLocale(code)) }
    package func showHelp() { actions.append(.showHelp) }
    package func resize(columns: Int, lines: Int) { actions.append(.resize(columns: columns, lines: lines)) }
}
