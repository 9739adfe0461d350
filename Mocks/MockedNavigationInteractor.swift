import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intent a browse line becomes.
@MainActor
package final class MockedNavigationInteractor: NavigationInteractor {
    package enum Action: Equatable, Sendable {
        case open(String)
        case openRow(Int)
        case openRoute(String)
        case back, showNeighbours, showHelp
        case turnPage(PageTurn)
        case narrow(ListQuery)
        case refuse(String)
        case clearFilters
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .navigation(action) = $0 { action } else { nil } }
    }

    package func open(_ text: String) { log.append(.navigation(.open(text))) }
    package func openRow(_ number: Int) { log.append(.navigation(.openRow(number))) }
    package func openRoute(_ link: String) { log.append(.navigation(.openRoute(link))) }
    package func back() { log.append(.navigation(.back)) }
    package func showNeighbours() { log.append(.navigation(.showNeighbours)) }
    package func showHelp() { log.append(.navigation(.showHelp)) }
    package func turnPage(_ turn: PageTurn, screenLines: Int) { log.append(.navigation(.turnPage(turn))) }
    package func narrow(by filters: ListQuery) { log.append(.navigation(.narrow(filters))) }
    package func refuse(_ reason: String) { log.append(.navigation(.refuse(reason))) }
    package func clearFilters() { log.append(.navigation(.clearFilters)) }
}
