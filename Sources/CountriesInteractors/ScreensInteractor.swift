import CountriesModel
import CountriesStore

/// The screen a command opens: the one-shot commands (`list`, `show`,
/// `compare`, `--route`, `--version`) and the start of `browse`. Each is one
/// call that loads (or refreshes) the data it needs, then writes the screen,
/// or a `Notice` saying why not; what a code or name means is decided here.
@MainActor
package protocol ScreensInteractor {
    /// `list`: the data (fresh with `refresh`), then the list.
    func showList(_ query: ListQuery, refresh: Bool) async
    /// `show`: the data, then the country a code or name means (fresh with
    /// `refresh`), or a notice that no single country fits.
    func showCountry(_ query: String, refresh: Bool) async
    /// `compare`: the data (all of it fresh with `refresh`), then the
    /// countries the codes or names mean, side by side, or a notice for the
    /// first that fits no single country.
    func compareCountries(_ queries: [String], refresh: Bool) async
    /// `--route` alone: the data, then the screen the link leads to, a list
    /// narrowed by the list options given with it.
    func showRoute(_ link: String, narrowedBy query: ListQuery, refresh: Bool) async
    /// `--version`.
    func showAbout()
    /// `browse` begins: the data, then the link's screen (a list narrowed by
    /// `query`) or the list.
    func startBrowsing(_ query: ListQuery, route: String?)
}

// MARK: - Real

package struct RealScreensInteractor: ScreensInteractor {
    let appState: AppState
    let catalog: CatalogLoading

    package init(appState: AppState, catalog: CatalogLoading) {
        self.appState = appState
        self.catalog = catalog
    }

    package func showList(_ query: ListQuery, refresh: Bool) async {
        await loadOrRefresh(refresh)
        appState.routing.screen = .list(query)
        noticeUnanswerable(query)
        noticeNoMatch(query)
        catalog.loadRecordsShown()
    }

    /// A name resolves against the data at hand; a refresh then asks for its code.
    package func showCountry(_ query: String, refresh: Bool) async {
        catalog.load()
        guard let countries = appState.userData.countries.value else { return }
        do {
            let cca3 = try CountryLookup.country(query, in: countries, locale: appState.system.locale).cca3
            if refresh { await catalog.refresh(cca3: cca3) }
            appState.routing.screen = .details(cca3: cca3)
            catalog.loadRecordsShown()
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    /// Unlike `show`, a refresh comes first and fetches every country: up to
    /// five single fetches would cost more requests than one refresh, and
    /// the names then resolve against the fresh data.
    package func compareCountries(_ queries: [String], refresh: Bool) async {
        await loadOrRefresh(refresh)
        guard let countries = appState.userData.countries.value else { return }
        do {
            let cca3s = try queries.map { try CountryLookup.country($0, in: countries, locale: appState.system.locale).cca3 }
            appState.routing.screen = .comparison(cca3s: cca3s)
            catalog.loadRecordsShown()
        } catch {
            appState.routing.notice = Notice(failure: error)
        }
    }

    package func showRoute(_ link: String, narrowedBy query: ListQuery, refresh: Bool) async {
        await loadOrRefresh(refresh)
        guard let countries = appState.userData.countries.value else { return }
        appState.follow(link, in: countries, keepingTheWayBack: false, narrowedBy: query)
        catalog.loadRecordsShown()
    }

    package func showAbout() {
        catalog.load()
        appState.routing.screen = .about
    }

    /// A fresh start: nothing to go back to, and no notice from before
    /// (a `--locale` with no names was said on stderr).
    package func startBrowsing(_ query: ListQuery, route: String?) {
        catalog.load()
        appState.routing = Routing(screen: .list(query))
        noticeUnanswerable(query)
        if let route, let countries = appState.userData.countries.value {
            appState.follow(route, in: countries, keepingTheWayBack: false, narrowedBy: query)
        }
        catalog.loadRecordsShown()
    }

    private func loadOrRefresh(_ refresh: Bool) async {
        if refresh { await catalog.refreshAll() } else { catalog.load() }
    }

    /// An empty table on a terminal would be nothing at all: the person is
    /// told why, on stderr. A script's empty output (or `[]`) says it already.
    private func noticeNoMatch(_ query: ListQuery) {
        let system = appState.system
        guard appState.routing.notice != .noMembershipData, system.isTerminal, [.text, .table].contains(system.format),
              let countries = appState.userData.countries.value,
              CountryListing.countries(in: countries, query: query, locale: system.locale).isEmpty
        else { return }
        appState.routing.notice = .noMatch(query.search ?? "")
    }

    /// A filter the data cannot answer says so: its list is empty for that
    /// reason, not because no country fits.
    private func noticeUnanswerable(_ query: ListQuery) {
        guard let countries = appState.userData.countries.value else { return }
        if query.filters.contains(where: { !$0.isAnswerable(by: countries) }) {
            appState.routing.notice = .noMembershipData
        }
    }
}
