import CountriesKit

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line or a browse line becomes.
@MainActor
public final class MockedNavigationInteractor: NavigationInteractor {
    public enum Action: Equatable, Sendable {
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

    public private(set) var actions: [Action] = []

    public init() {}

    public func showList(_ query: ListQuery, refresh: Bool) async { actions.append(.showList(query, refresh: refresh)) }
    public func showCountry(_ query: String, refresh: Bool) async { actions.append(.showCountry(query, refresh: refresh)) }
    public func compareCountries(_ queries: [String], refresh: Bool) async { actions.append(.compareCountries(queries, refresh: refresh)) }
    public func showRoute(_ link: String, refresh: Bool) async { actions.append(.showRoute(link, refresh: refresh)) }
    public func showAbout() { actions.append(.showAbout) }
    public func startBrowsing(_ query: ListQuery, route: String?) { actions.append(.startBrowsing(query, route: route)) }
    public func open(_ text: String) { actions.append(.open(text)) }
    public func openRow(_ number: Int) { actions.append(.openRow(number)) }
    public func openRoute(_ link: String) { actions.append(.openRoute(link)) }
    public func back() { actions.append(.back) }
    public func showNeighbours() { actions.append(.showNeighbours) }
    public func nextPage() { actions.append(.nextPage) }
    public func previousPage() { actions.append(.previousPage) }
    public func changeLocale(_ code: String) { actions.append(.changeLocale(code)) }
    public func showHelp() { actions.append(.showHelp) }
    public func resize(columns: Int, lines: Int) { actions.append(.resize(columns: columns, lines: lines)) }
}
