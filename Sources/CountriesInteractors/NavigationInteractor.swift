import CountriesData
import CountriesModel
import CountriesStore

/// The moves of `browse` from the screen on show: a line of text, a row, a
/// link, back, neighbours, help, and the pages of a screen longer than the
/// window (a list's rows, any other screen's lines). Each is one
/// call that writes the new screen, or a `Notice` saying why not; what
/// typed text means and where a number leads is decided here.
@MainActor
package protocol NavigationInteractor {
    /// A line that is no command: a code or a name opens that country, a
    /// subdivision's code (`US-CA`) that subdivision, other text searches
    /// the list.
    func open(_ text: String)
    /// A row of the list on screen, counted from 1.
    func openRow(_ number: Int)
    /// A deep link typed in `browse`.
    func openRoute(_ link: String)
    func back()
    func showNeighbours()
    func showHelp()
    /// The next page or the one before, as less pages. `screenLines`: the
    /// lines the screen on show takes at this width, which only its view
    /// can lay out; a list pages by its rows instead.
    func turnPage(_ turn: PageTurn, screenLines: Int)
    /// A list filter typed in browse (`region europe`): its region, or its
    /// filters, added to the list on screen (else to the whole list).
    func narrow(by filters: ListQuery)
    /// A filter with a value the list cannot take: the reason, as a notice.
    func refuse(_ reason: String)
    /// `all` (or `clear`): the whole list, every filter and the search
    /// dropped, in the order of the list on screen; the way back kept.
    func clearFilters()
}

/// Which way a page turns in browse: `next` (Page Down, `next`) or
/// `previous` (Page Up, `prev`).
package enum PageTurn: Sendable, Equatable {
    case next, previous
}

// MARK: - Real

package struct RealNavigationInteractor: NavigationInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource

    /// The zones a country opened shows; nil: none read.
    let zonesRead: ZonesShown?
    /// The city a city's link (`/cities/2988507`) opens, with its clock.
    let citiesRead: CityRows?
    /// The place a link to a point shows.
    let pointsRead: PointsShown?

    /// `timeZones`: where given, a country opened shows its zones' clocks.
    package init(
        appState: AppState, source: CatalogSource, timeZones: (any TimeZoneRepository)? = nil, clock: any WallClock = SystemClock(),
        zoneShapes: any ZoneShapesRepository = RealZoneShapesRepository()
    ) {
        self.appState = appState
        self.source = source
        zonesRead = timeZones.map { ZonesShown(zones: $0, clock: clock) }
        citiesRead = CityRows(source: source, zones: timeZones ?? RealTimeZoneRepository(), clock: clock)
        pointsRead = PointsShown(
            shapes: zoneShapes, zones: timeZones ?? RealTimeZoneRepository(), clock: clock, cities: source.cities,
            subdivisions: SubdivisionReading(worldData: source.worldData)
        )
    }

    /// `US-CA` typed opens that subdivision, as `show US-CA` does.
    private var subdivisions: SubdivisionReading { SubdivisionReading(worldData: source.worldData) }
    /// What typed text means: the one lookup.
    private var lookup: PlaceLookup { PlaceLookup(source) }
    /// `region 419` as `list` reads it.
    private var regions: M49RegionReading { M49RegionReading(worldData: source.worldData) }

    package func open(_ text: String) {
        guard let countries = dataAtHand() else { return }
        let locale = appState.system.locale
        let resolver = source.resolver(of: countries, in: locale)
        if text.first == "+", text.count > 1, text.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) {
            return openCallingCode(text, in: countries)
        }
        // The one lookup's answer, as `show` reads it: a subdivision's code
        // opens it, one of the United Kingdom's four the United Kingdom.
        let answer: PlaceAnswer
        do {
            answer = try lookup.answer(text, in: countries, locale: locale, resolver: resolver)
        } catch {
            appState.routing.notice = .worldDataDamaged(String(describing: error))
            return
        }
        switch answer {
        case let .subdivisionCode(code, _):
            guard let subdivision = subdivisions.subdivision(code: code) else { break }
            return push(readDetails(of: subdivision, in: countries), in: countries)
        case let .partOfCountry(country, part):
            return push(.details(cca3: country.cca3), notice: .tookPartForCountry(part), in: countries)
        default:
            break
        }
        // A code, or a name in the session's language, English or the
        // country's own; any other text searches (`island` lists islands,
        // though German calls Iceland "Island"); text no search finds is
        // read as `show` reads it (`Γερμανία`, `Korea, Rep.`).
        // A search that finds just the country the lookup says the name
        // means (`Burma`) opens it.
        let found = CountryListing.countries(in: countries, query: ListQuery(search: text), locale: locale)
        // A city opens, unless a country's code or name holds the text,
        // which is searched (`san`: San Marino, not Mali's San); a capital
        // (`paris`) or any other field is no name.
        if case let .city(match, _) = answer, let city = match.city, let citiesRead, !Self.namesACountry(text, in: countries, locale: locale) {
            let screen = Screen.city(geonameid: city.geonameid)
            push(screen)
            appState.userData.cities = .isLoading(last: appState.userData.cities.value)
            appState.userData.cities = citiesRead.read(on: screen, in: countries, locale: locale) ?? .notRequested
            return
        }
        if let country = resolver.outright(text) {
            push(.details(cca3: country.cca3), notice: othersNamed(text, besides: country, in: countries), in: countries)
        } else if found.count == 1, answer.country?.cca3 == found[0].cca3 {
            push(.details(cca3: found[0].cca3), in: countries)
        } else if !found.isEmpty {
            // A name that fits several countries (`virgin islands`) lists
            // them, and says so as `show` does: the one lookup's answer.
            push(.list(ListQuery(search: text)), notice: ambiguity(text, answer, in: countries), in: countries)
        } else {
            do {
                push(.details(cca3: try answer.country(for: text, in: countries, locale: locale).cca3), in: countries)
            } catch {
                // What `show` says of it (`bavaria`: whose subdivision it
                // is); a name of nothing is no match of the search.
                if case .unknown = answer { appState.routing.notice = .noMatch(text) } else { appState.routing.notice = Notice(failure: error) ?? .noMatch(text) }
            }
        }
    }

    /// Whether a country's code or name (a translation, an alternative
    /// spelling) holds `text`, as the search ranks a match.
    private static func namesACountry(_ text: String, in countries: CountryCatalog, locale: NameLocale) -> Bool {
        CountryListing.ranked(in: countries, query: ListQuery(search: text), locale: locale).contains { ($0.match?.tier ?? .insideAWord) <= .otherNameWord }
    }

    /// Several countries fit: they are named, as `show`'s error names them.
    /// nil for an answer that is no ambiguity.
    private func ambiguity(_ text: String, _ answer: PlaceAnswer, in countries: CountryCatalog) -> Notice? {
        switch answer {
        case .ambiguous, .formerState: break
        default: return nil
        }
        do {
            _ = try answer.country(for: text, in: countries, locale: appState.system.locale)
            return nil
        } catch {
            return Notice(failure: error)
        }
    }

    /// A number is a row only when that row is on screen (on page 2, `2`
    /// is no row); otherwise it is a numeric code (`250`, France, as `show
    /// 250` takes it). The notice says which reading was taken where the
    /// number could have meant another country.
    package func openRow(_ number: Int) {
        guard let countries = dataAtHand() else { return }
        // The page on show, as the store holds it.
        let page = appState.routing.screen.listing == nil ? nil : appState.userData.countries.value?.list?.page
        let coded = source.resolver(of: countries, in: appState.system.locale).resolve(String(number)).country
        let name = { (country: Country) in countries.name(of: country, in: self.appState.system.locale).common }
        // Compared as typed: `number - 1` overflows for Int.min (found by fuzzing).
        guard let page, let rows = appState.userData.countries.value?.list?.rows, number > page.lowerBound, number - page.lowerBound <= page.count else {
            if let coded {
                push(.details(cca3: coded.cca3), notice: .tookCode(number, name: name(coded)), in: countries)
            } else {
                appState.routing.notice = .noRow(number, rows: page.flatMap { $0.isEmpty ? nil : ($0.lowerBound + 1)...$0.upperBound })
            }
            return
        }
        let row = rows[number - 1].country
        let other = coded.flatMap { $0.cca3 == row.cca3 ? nil : name($0) }
        push(.details(cca3: row.cca3), notice: other.map { Notice.tookRow(number, codeOf: $0) }, in: countries)
    }

    /// `guinea` opens Guinea; the notice says that three other names hold
    /// it and how to list them. Not for a code: a code fits one country.
    private func othersNamed(_ text: String, besides country: Country, in countries: CountryCatalog) -> Notice? {
        let ranked = CountryListing.ranked(in: countries, query: ListQuery(search: text), locale: appState.system.locale)
        guard ranked.first(where: { $0.country.cca3 == country.cca3 })?.match?.tier != .code else { return nil }
        let others = ranked.filter { $0.country.cca3 != country.cca3 && ($0.match?.tier ?? .insideAWord) <= .otherNameWord }
        return others.isEmpty ? nil : .openedOthersMatch(countries.name(of: country, in: appState.system.locale).common, others: others.count, search: text)
    }

    /// `+44`: the countries dialled with it, or the one country, opened.
    private func openCallingCode(_ code: String, in countries: CountryCatalog) {
        let query = ListQuery(search: code)
        let dialled = CountryListing.countries(in: countries, query: query, locale: appState.system.locale)
        switch dialled.count {
        case 0: appState.routing.notice = .noMatch(code)
        case 1: push(.details(cca3: dialled[0].cca3), notice: .tookCallingCode(code, only: countries.name(of: dialled[0], in: appState.system.locale).common), in: countries)
        default: push(.list(query), notice: .tookCallingCode(code, only: nil), in: countries)
        }
    }

    package func openRoute(_ link: String) {
        guard let countries = dataAtHand() else { return }
        if let subdivision = subdivisionLinked(link, in: countries) { return push(subdivision, in: countries) }
        let resolver = source.resolver(of: countries, in: appState.system.locale)
        let country: (String) throws -> Country = { [lookup, locale = appState.system.locale] in
            try lookup.country($0, in: countries, locale: locale, resolver: resolver)
        }
        guard appState.routing.follow(link, resolvingWith: country, keepingTheWayBack: true) else { return }
        // A list link's M49 regions (`?region=419`), read as `region 419`'s are.
        if case let .list(linked) = appState.routing.screen {
            do {
                switch try regions.read(linked) {
                case let .read(read): appState.routing.screen = .list(read)
                case let .unknownRegion(text): appState.routing.notice = .unknownRegion(text)
                }
            } catch {
                appState.routing.notice = .worldDataDamaged(String(describing: error))
            }
        }
        showContent(of: countries)
    }

    package func back() {
        var routing = appState.routing
        guard let previous = routing.backStack.popLast() else {
            appState.routing.notice = .nothingToGoBackTo
            return
        }
        // Where it was left: a list left from its second page shows that page.
        routing.screen = previous.screen
        routing.firstRow = previous.firstRow
        routing.notice = nil
        appState.routing = routing
        showContent()
    }

    package func showNeighbours() {
        switch appState.routing.screen {
        case let .details(cca3), let .neighbors(cca3), let .localTime(cca3):
            push(.neighbors(cca3: cca3))
        case .list, .help, .subdivision, .city, .place, .commandLine:
            appState.routing.notice = .noCountryOpen(asked: .neighbors)
        }
    }

    package func showHelp() {
        push(.help)
    }

    package func turnPage(_ turn: PageTurn, screenLines: Int) {
        page(by: turn == .next ? 1 : -1, screenLines: screenLines)
    }

    /// The filters read as `list` reads them: a UN M49 region (`region
    /// 419`); a region that is none is its notice. The built-in lists
    /// (`member efta`) are in the data already.
    package func narrow(by filters: ListQuery) {
        guard let countries = dataAtHand() else { return }
        let read: M49RegionReading.Reading
        do {
            read = try regions.read(filters)
        } catch {
            return appState.routing.notice = .worldDataDamaged(String(describing: error))
        }
        guard case let .read(filters) = read else {
            if case let .unknownRegion(text) = read { appState.routing.notice = .unknownRegion(text) }
            return
        }
        var query = if case let .list(query) = appState.routing.screen { query } else { ListQuery() }
        query.region = filters.region ?? query.region
        query.filters += filters.filters.filter { !query.filters.contains($0) }
        push(.list(query), in: countries)
    }

    package func refuse(_ reason: String) {
        appState.routing.notice = .refused(reason)
    }

    package func clearFilters() {
        guard let countries = dataAtHand() else { return }
        var whole = ListQuery()
        if case let .list(shown) = appState.routing.screen {
            whole.sort = shown.sort
            whole.reverse = shown.reverse
        }
        push(.list(whole), in: countries)
    }

    /// Shows `screen`, keeping the way back, and what it shows of
    /// `countries` (else the data at hand).
    private func push(_ screen: Screen, notice: Notice? = nil, in countries: CountryCatalog? = nil) {
        appState.routing.push(screen, notice: notice)
        showContent(of: countries)
    }

    /// Moves by a page: a list by its rows, a page starting at a multiple
    /// of the page's size, the rows on show written anew; any other screen
    /// by its lines, its last page ending on its last line, as less's does.
    private func page(by pages: Int, screenLines: Int) {
        let height = appState.system.height
        let list = appState.routing.screen.listing == nil ? nil : appState.userData.countries.value?.list
        let size: Int, last: Int
        if let list {
            size = PageLayout.rowsPerPage(height: height, width: appState.system.width, screen: appState.routing.screen)
            last = max(0, (list.rows.count - 1) / size * size)
        } else {
            // A table of clocks keeps its header atop each page: its rows page.
            let header = appState.routing.screen.showsClocks
            size = PageLayout.linesPerPage(height: height, header: header)
            last = PageLayout.lastFirstLine(lines: screenLines, height: height, header: header)
        }
        var routing = appState.routing
        // From where the window stands: one grown since the last move shows
        // the page from an earlier line than was asked.
        let current = min(routing.firstRow, last)
        let first = min(max(0, current + pages * size), last)
        // Already at that end: say so, rather than draw the same page again.
        routing.notice = first == current ? .noMorePages(forward: pages > 0) : nil
        routing.firstRow = first
        appState.routing = routing
        showPage()
    }
}
