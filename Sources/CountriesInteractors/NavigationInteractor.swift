import CountriesData
import CountriesModel
import CountriesStore

/// Every intent that decides what is on screen: the one-shot commands
/// (`list`, `show`, `--route`, `--version`) and each line of `browse`. Each
/// is one call that writes its whole outcome into the store (the screen, or
/// a `Notice` saying why not) and returns nothing. Data comes through the
/// `CountriesInteractor`; what text means is decided here, never by the
/// command layer.
@MainActor
package protocol NavigationInteractor {
    /// `list`: the data (fresh with `refresh`), then the list.
    func showList(_ query: ListQuery, refresh: Bool) async
    /// `show`: the data, then the country a code or name means (fresh with
    /// `refresh`), or a notice that no single country fits.
    func showCountry(_ query: String, refresh: Bool) async
    /// `compare`: the data (all of it fresh with `refresh`), then the
    /// countries the codes or names mean, side by side, or a notice for the
    /// first that fits no single country.
    func compareCountries(_ queries: [String], refresh: Bool) async
    /// `--route` alone: the data, then the screen the link leads to.
    func showRoute(_ link: String, refresh: Bool) async
    /// `--version`.
    func showAbout()
    /// `browse` begins: the data, then the link's screen or the list.
    func startBrowsing(_ query: ListQuery, route: String?)

    /// A line that is no command: a code or a name opens that country, other
    /// text searches the list.
    func open(_ text: String)
    /// A row of the list on screen, counted from 1.
    func openRow(_ number: Int)
    /// A deep link typed in `browse`.
    func openRoute(_ link: String)
    func back()
    func showNeighbours()
    func nextPage()
    func previousPage()
    /// A translation key or an ISO 639-1 code.
    func changeLocale(_ code: String)
    func showHelp()
    /// The window now has this size.
    func resize(columns: Int, lines: Int)
}

// MARK: - Real

package struct RealNavigationInteractor: NavigationInteractor {
    let appState: AppState
    let countries: any CountriesInteractor
    /// A `show` that fits no country may name a subdivision.
    let subdivisions: SubdivisionReading
    /// What `--member` and `show` say of memberships the data lacks.
    let memberships: BuiltInMemberships
    /// What `--region 419` means.
    let regions: M49RegionReading
    /// Names in languages only CLDR has.
    let names: CLDRNames

    package init(appState: AppState, countries: any CountriesInteractor, worldData: any WorldDataRepository) {
        self.appState = appState
        self.countries = countries
        subdivisions = SubdivisionReading(worldData: worldData, appState: appState)
        memberships = BuiltInMemberships(worldData: worldData, appState: appState)
        regions = M49RegionReading(worldData: worldData, appState: appState)
        names = CLDRNames(worldData: worldData, appState: appState)
    }

    // MARK: One-shot commands

    package func showList(_ query: ListQuery, refresh: Bool) async {
        if refresh { await countries.refreshCountries() } else { countries.loadCountries() }
        names.apply()
        appState.routing.screen = .list(query)
        regions.resolveRegions()
        memberships.apply(for: query)
        names.findByName(query)
        noticeUnanswerable(query)
        loadRecordsShown()
    }

    /// A name resolves against the data at hand; a refresh then asks for its code.
    package func showCountry(_ query: String, refresh: Bool) async {
        countries.loadCountries()
        names.apply()
        guard let catalog = appState.userData.countries.value else { return }
        if subdivisions.showSubdivision(code: query) { return }
        do {
            let found = try country(query, in: catalog)
            let cca3 = found.cca3
            if refresh { await countries.refreshCountry(cca3: cca3) }
            appState.routing.screen = .details(cca3: cca3)
            memberships.apply(to: refresh ? appState.userData.countries.value?.country(cca3: cca3) : found)
            loadRecordsShown()
        } catch LookupError.notFound where subdivisions.showPlace(query, in: catalog) {
            loadRecordsShown()
        } catch {
            appState.routing.notice = Self.notice(for: error)
        }
    }

    /// Unlike `show`, a refresh comes first and fetches every country: up to
    /// five single fetches would cost more requests than one refresh, and
    /// the names then resolve against the fresh data.
    package func compareCountries(_ queries: [String], refresh: Bool) async {
        if refresh { await countries.refreshCountries() } else { countries.loadCountries() }
        names.apply()
        guard let catalog = appState.userData.countries.value else { return }
        do {
            let cca3s = try queries.map { try CountryLookup.country($0, in: catalog, locale: appState.system.locale).cca3 }
            appState.routing.screen = .comparison(cca3s: cca3s)
            loadRecordsShown()
        } catch {
            appState.routing.notice = Self.notice(for: error)
        }
    }

    package func showRoute(_ link: String, refresh: Bool) async {
        if refresh { await countries.refreshCountries() } else { countries.loadCountries() }
        names.apply()
        go(to: link, keepingTheWayBack: false)
        loadRecordsShown()
    }

    package func showAbout() {
        countries.loadCountries()
        appState.routing.screen = .about
    }

    package func startBrowsing(_ query: ListQuery, route: String?) {
        countries.loadCountries()
        names.apply()
        appState.routing.screen = .list(query)
        regions.resolveRegions()
        memberships.apply(for: query)
        noticeUnanswerable(query)
        if let route { go(to: route, keepingTheWayBack: false) }
        loadRecordsShown()
    }

    /// A filter the data cannot answer says so: its list is empty for that
    /// reason, not because no country fits.
    private func noticeUnanswerable(_ query: ListQuery) {
        guard let catalog = appState.userData.countries.value else { return }
        if query.filters.contains(where: { !$0.isAnswerable(by: catalog) }) {
            appState.routing.notice = .noMembershipData
        }
    }

    // MARK: Lines of browse

    package func open(_ text: String) {
        guard let catalog = catalogOrRetry() else { return }
        let locale = appState.system.locale
        if case let .found(country) = CountryLookup.resolve(text, in: catalog, locale: locale) {
            push(.details(cca3: country.cca3))
        } else if CountryListing.countries(in: catalog, query: ListQuery(search: text), locale: locale).isEmpty {
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
        if let catalog = appState.userData.countries.value,
           case let .found(country) = CountryLookup.resolve(String(number), in: catalog, locale: appState.system.locale) {
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
        _ = catalogOrRetry()
        go(to: link, keepingTheWayBack: true)
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
        loadRecordsShown()
    }

    package func showNeighbours() {
        switch appState.routing.screen {
        case let .details(cca3), let .neighbors(cca3):
            push(.neighbors(cca3: cca3))
        case .list, .comparison, .about, .help, .subdivisions, .subdivision, .membershipLists:
            appState.routing.notice = .noCountryOpen
        }
    }

    package func nextPage() {
        page(by: 1)
    }

    package func previousPage() {
        page(by: -1)
    }

    package func changeLocale(_ code: String) {
        guard let locale = NameLocale(code: code) else {
            appState.routing.notice = code.isEmpty ? .localeNeeded : .unknownLocale(code)
            return
        }
        appState.system.locale = locale
        names.apply()
        appState.routing.notice = nil
    }

    package func showHelp() {
        push(.help)
    }

    package func resize(columns: Int, lines: Int) {
        appState.system.width = columns
        appState.system.height = lines
    }

    // MARK: - Helpers

    /// The country a code or name means; failing that, the one a name in
    /// any CLDR language means ("Γερμανία", whatever the locale).
    private func country(_ query: String, in catalog: CountryCatalog) throws -> Country {
        do {
            return try CountryLookup.country(query, in: catalog, locale: appState.system.locale)
        } catch let LookupError.notFound(typed, suggestions) {
            guard let country = names.country(named: query, in: catalog) else { throw LookupError.notFound(typed, suggestions: suggestions) }
            return country
        }
    }

    /// Output that prints records (`SystemState.showsRecords`) has those of
    /// the countries on screen read; other output reads none.
    private func loadRecordsShown() {
        guard appState.system.showsRecords, let catalog = appState.userData.countries.value else { return }
        countries.loadRecordTexts(CountryListing.codes(shownOn: appState.routing.screen, in: catalog, locale: appState.system.locale))
    }

    /// In `browse`, the data at hand; when there is none (the cache failed),
    /// each line tries once more.
    private func catalogOrRetry() -> CountryCatalog? {
        if appState.userData.countries.value == nil { countries.loadCountries() }
        return appState.userData.countries.value
    }

    /// A country's name in the session's language.
    private func catalogName(_ country: Country) -> String {
        appState.userData.countries.value.map { $0.name(of: country, in: appState.system.locale).common } ?? country.name.common
    }

    private func rowsOnScreen() -> [Country]? {
        guard let catalog = catalogOrRetry(), let listing = appState.routing.screen.listing else { return nil }
        return CountryListing.rows(listing, in: catalog, locale: appState.system.locale)
    }

    /// Shows `screen`, keeping the current one to come back to.
    private func push(_ screen: Screen, notice: Notice? = nil) {
        var routing = appState.routing
        if routing.screen != screen {
            routing.backStack.append(routing.screen)
            routing.screen = screen
            routing.firstRow = 0
        }
        routing.notice = notice
        appState.routing = routing
        loadRecordsShown()
    }

    /// The screen a link leads to; codes and names resolve as `show` resolves them.
    private func go(to link: String, keepingTheWayBack: Bool) {
        guard let catalog = appState.userData.countries.value else { return }
        do {
            let screen = try Route.parse(link).screen(in: catalog, locale: appState.system.locale)
            if keepingTheWayBack {
                push(screen)
            } else {
                appState.routing = Routing(screen: screen)
            }
        } catch {
            appState.routing.notice = Self.notice(for: error)
        }
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

    private static func notice(for error: any Error) -> Notice? {
        switch error {
        case let LookupError.notFound(query, suggestions): .noSuchCountry(query, suggestions: suggestions)
        case let LookupError.ambiguous(query, candidates): .ambiguous(query, candidates: candidates)
        case let error as RouteError: .badRoute(error.description)
        default: nil
        }
    }
}
