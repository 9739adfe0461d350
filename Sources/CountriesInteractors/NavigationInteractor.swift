import CountriesModel
import CountriesStore

/// The moves of `browse` from the screen on show: a line of text, a row, a
/// link, back, neighbours, help, and the pages of a long list. Each is one
/// call that writes the new screen, or a `Notice` saying why not; what
/// typed text means and where a number leads is decided here.
@MainActor
package protocol NavigationInteractor {
    /// A line that is no command: a code or a name opens that country, other
    /// text searches the list.
    func open(_ text: String)
    /// A row of the list on screen, counted from 1.
    func openRow(_ number: Int)
    /// A deep link typed in `browse`.
    func openRoute(_ link: String)
    func back()
    func showNeighbours()
    func showHelp()
    func nextPage()
    func previousPage()
}

// MARK: - Real

package struct RealNavigationInteractor: NavigationInteractor {
    let appState: AppState
    /// Each line retries a load that failed.
    let catalog: CatalogLoading

    package init(appState: AppState, catalog: CatalogLoading) {
        self.appState = appState
        self.catalog = catalog
    }

    package func open(_ text: String) {
        guard let countries = catalog.catalogOrRetry() else { return }
        let locale = appState.system.locale
        if case let .found(country) = CountryLookup.resolve(text, in: countries, locale: locale) {
            push(.details(cca3: country.cca3))
        } else if CountryListing.countries(in: countries, query: ListQuery(search: text), locale: locale).isEmpty {
            appState.routing.notice = .noMatch(text)
        } else {
            push(.list(ListQuery(search: text)))
        }
    }

    /// A number is a row first, as `browse` numbers them; where there is no
    /// such row but a country has it as its code (`250`, France's ccn3, as
    /// `show 250` takes it), that country, and the notice says which was taken.
    package func openRow(_ number: Int) {
        let rows = rowsOnScreen()
        var coded: Country?
        if let countries = appState.userData.countries.value,
           case let .found(country) = CountryLookup.resolve(String(number), in: countries, locale: appState.system.locale) {
            coded = country
        }
        // Compared as typed: `number - 1` overflows for Int.min (found by fuzzing).
        guard let rows, number >= 1, number <= rows.count else {
            if let coded {
                push(.details(cca3: coded.cca3), notice: .tookCode(number, name: catalogName(coded)))
            } else {
                appState.routing.notice = .noRow(number, rows: rows?.count)
            }
            return
        }
        let row = rows[number - 1]
        let other = coded.flatMap { $0.cca3 == row.cca3 ? nil : catalogName($0) }
        push(.details(cca3: row.cca3), notice: other.map { Notice.tookRow(number, codeOf: $0) })
    }

    package func openRoute(_ link: String) {
        guard let countries = catalog.catalogOrRetry() else { return }
        if appState.follow(link, in: countries, keepingTheWayBack: true) { catalog.loadRecordsShown() }
    }

    package func back() {
        var routing = appState.routing
        guard let previous = routing.backStack.popLast() else {
            appState.routing.notice = .nothingToGoBackTo
            return
        }
        routing.screen = previous
        routing.firstRow = 0
        routing.notice = nil
        appState.routing = routing
        catalog.loadRecordsShown()
    }

    package func showNeighbours() {
        switch appState.routing.screen {
        case let .details(cca3), let .neighbors(cca3):
            push(.neighbors(cca3: cca3))
        case .list, .comparison, .about, .help, .map, .subdivisions, .subdivision, .membershipLists:
            appState.routing.notice = .noCountryOpen
        }
    }

    package func showHelp() {
        push(.help)
    }

    package func nextPage() {
        page(by: 1)
    }

    package func previousPage() {
        page(by: -1)
    }

    /// Shows `screen`, keeping the way back, and reads the records it
    /// prints, if the output prints any.
    private func push(_ screen: Screen, notice: Notice? = nil) {
        appState.push(screen, notice: notice)
        catalog.loadRecordsShown()
    }

    /// A country's name in the session's language.
    private func catalogName(_ country: Country) -> String {
        appState.userData.countries.value.map { $0.name(of: country, in: appState.system.locale).common } ?? country.name.common
    }

    private func rowsOnScreen() -> [Country]? {
        guard let countries = catalog.catalogOrRetry(), let listing = appState.routing.screen.listing else { return nil }
        return CountryListing.rows(listing, in: countries, locale: appState.system.locale)
    }

    /// Moves a long list by a page, within its rows.
    private func page(by pages: Int) {
        guard let rows = rowsOnScreen() else {
            appState.routing.notice = .notAList
            return
        }
        let size = PageLayout.rowsPerPage(height: appState.system.height)
        let last = max(0, (rows.count - 1) / size * size)
        var routing = appState.routing
        let first = min(max(0, routing.firstRow + pages * size), last)
        // Already at that end: say so, rather than draw the same page again.
        routing.notice = first == routing.firstRow ? .noMorePages(forward: pages > 0) : nil
        routing.firstRow = first
        appState.routing = routing
    }
}
