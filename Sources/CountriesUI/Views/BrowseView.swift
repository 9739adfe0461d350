import CountriesModel
import CountriesStore

/// One render of `browse`: a title with the screen's link, the screen (a list
/// a page at a time, numbered, so a number opens a row), and a status line.
///
/// Lists are laid out in aligned columns even from a pipe: a transcript is
/// read by a person. Colour only when `system.colorEnabled`.
package enum BrowseView {
    package struct Render: Equatable {
        package var screen: [String]
        package var status: [String]
    }

    @MainActor
    package static func render(_ state: AppState) -> Render {
        let system = state.system, routing = state.routing
        let style = TextStyle(enabled: system.colorEnabled)
        var status = routing.notice.map { [NoticeView.line($0)] } ?? []
        switch state.userData.refresh {
        case let .running(progress):
            status.insert("Refreshing from \(progress.source)…" + (ProgressView.count(progress).map { " (\($0))" } ?? "") + " The data below is the last loaded.", at: 0)
        // A failure is the refresh's notice (`Notice.refreshFailed`), which
        // lasts until the next intent, as every notice does.
        case .failed, .idle:
            break
        }
        if let failure = state.userData.history.failure {
            // Once, and the session goes on: a history is a convenience.
            status.append("History not kept: " + PlainText.visible(failure))
        }
        if system.isTerminal {
            // The first screen (and any with no way back) says how to get help and leave.
            if status.isEmpty, routing.backStack.isEmpty {
                let hint = "Type help for the commands and keys, quit to leave."
                status = [DisplayWidth.of(hint) <= system.width ? hint : "help · quit"]
            }
            status = status.flatMap { TextWrap.lines($0.split(separator: " ").map(String.init), width: system.width) }
        }
        switch state.userData.countries {
        case .notRequested, .isLoading(last: nil):
            return Render(screen: ["Loading…"], status: status)
        case let .failed(error):
            return Render(screen: [], status: ["Error: " + PlainText.visible(String(describing: error))] + status)
        case let .isLoading(last: .some(shown)), let .loaded(shown):
            let title = titleLines(routing.screen, shown: shown, width: system.width).map(style.dim)
            guard routing.screen.listing == nil else {
                var screen = title + listPage(shown, system: system)
                // A status of several lines (a notice wrapped at 20 columns) takes
                // rows from the foot of the page, never the title or the footer.
                let room = system.height - status.count - 1
                if system.isTerminal, screen.count > room, room > 2, let footer = screen.last {
                    screen = Array(screen.prefix(room - 1)) + [footer]
                }
                return Render(screen: screen, status: status)
            }
            let lines = body(
                routing, shown: shown, records: state.userData.records.value ?? CountryRecordValues(),
                subdivisions: state.userData.subdivisions.value ?? [], system: system, shapes: state.userData.mapShapes.value,
                times: state.userData.times.value, cities: state.userData.cities.value ?? [], points: state.userData.points.value
            )
            // A pipe's transcript is read whole, and never paged.
            guard system.isTerminal, lines.count > PageLayout.linesPerPage(height: system.height) else {
                return Render(screen: title + lines, status: status)
            }
            let page = linePage(lines, from: routing.firstRow, system: system, statusLines: status.count, header: routing.screen.showsClocks)
            return Render(screen: title + page, status: status)
        }
    }

    /// How many lines the screen on show takes at this width, less its
    /// title: how far `next` can page a screen that is not a list. None in
    /// a pipe's transcript, which shows every screen whole.
    @MainActor
    package static func screenLines(_ state: AppState) -> Int {
        guard state.system.isTerminal, let shown = state.userData.countries.value, state.routing.screen.listing == nil else { return 0 }
        return body(
            state.routing, shown: shown, records: state.userData.records.value ?? CountryRecordValues(),
            subdivisions: state.userData.subdivisions.value ?? [], system: state.system, shapes: state.userData.mapShapes.value,
            times: state.userData.times.value, cities: state.userData.cities.value ?? [], points: state.userData.points.value
        ).count
    }

    /// The page of a screen taller than the window from line `first`, as
    /// less shows it, and a footer saying where it is. The page is the one
    /// navigation moves by; should the status take more than its one line,
    /// the page loses lines at its foot, never the title. With `header`,
    /// the first line (a table's) heads every page, and the rows under it page.
    private static func linePage(_ lines: [String], from first: Int, system: SystemState, statusLines: Int, header: Bool) -> [String] {
        let first = min(first, PageLayout.lastFirstLine(lines: lines.count, height: system.height, header: header))
        let room = system.height - 2 - max(1, statusLines) - 1 - (header ? 1 : 0)
        let size = max(1, min(PageLayout.linesPerPage(height: system.height, header: header), room))
        let rows = header ? Array(lines.dropFirst()) : lines
        let shown = rows[first..<min(first + size, rows.count)]
        let footer = "\(header ? "Rows" : "Lines") \(first + 1)–\(first + shown.count) of \(rows.count) · Space, next, prev"
        return (header ? Array(lines.prefix(1)) : []) + Array(shown) + [TextStyle(enabled: system.colorEnabled).dim(DisplayWidth.truncate(footer, to: system.width))]
    }

    /// The title within `width`: on a narrow window the words give way, not
    /// the link. The words are cut (with …) before the link is, down to a
    /// few letters; narrower, the link alone; narrower still, the link
    /// broken over lines (`PageLayout.linkLines`, which the pages leave
    /// room for), never cut.
    static func titleLines(_ screen: Screen, shown: ShownCountries, width: Int) -> [String] {
        let words = heading(screen, shown: shown), link = link(screen)
        guard DisplayWidth.of(words + link) > width else { return [words + link] }
        let room = width - DisplayWidth.of(link)
        // Three letters and the ellipsis: less says nothing the link does not.
        guard link.isEmpty || room < 4 else { return [DisplayWidth.truncate(words, to: room) + link] }
        return link.isEmpty ? [DisplayWidth.truncate(words, to: width)] : PageLayout.linkLines(of: screen, width: width)
    }

    static func title(_ screen: Screen, shown: ShownCountries) -> String {
        heading(screen, shown: shown) + link(screen)
    }

    /// The link holds a code as the data gave it: made safe as the names are.
    private static func link(_ screen: Screen) -> String {
        Route.link(to: screen).map { linkSeparator + "countries:/\(PlainText.of($0))" } ?? ""
    }

    private static let linkSeparator = " · "


    private static func heading(_ screen: Screen, shown: ShownCountries) -> String {
        let name = { (cca3: String) in PlainText.of(shown.country(cca3: cca3).map { shown.name(of: $0).common } ?? cca3) }
        return switch screen {
        case let .list(query): ListQueryTitle.text(query)
        case let .details(cca3): name(cca3)
        case let .neighbors(cca3): "Neighbours of \(name(cca3))"
        case let .subdivision(code): PlainText.of(code)
        case .help: "Help"
        case let .localTime(cca3): "Local time in \(name(cca3))"
        case .city: "Cities"
        case let .place(point): "What is at \(PointsView.coordinate(point.latitude)), \(PointsView.coordinate(point.longitude))"
        // Browse shows none of the command line's screens.
        case .commandLine: ""
        }
    }

    /// `records`: those of the country shown, for the facts only v5 has.
    /// `subdivisions`: those read for a subdivisions screen (`US-CA` typed).
    /// `cities`: the city a city's link or name opens.
    /// `points`: the place a point's link (`/at/<lat>,<lng>`) opens.
    private static func body(
        _ routing: Routing, shown: ShownCountries, records: CountryRecordValues, subdivisions: [LocalizedSubdivision], system: SystemState,
        shapes: MapShapes?, times: TimeTable?, cities: [CityRow], points: PointBatch?
    ) -> [String] {
        var layout = system
        layout.isTerminal = true // aligned columns, grouped digits, fitted to the width
        switch routing.screen {
        case let .details(cca3):
            guard let country = shown.country(cca3: cca3) else { return [] }
            // The locator fits the lines a page has (less the title, the status
            // and the prompt), or is dropped, before the details would page.
            layout.height = PageLayout.linesPerPage(height: system.height) + 1
            // The locator only where the window is a terminal's: `layout` is one for any transcript.
            return CountryDetailsView.lines(country, shown: shown, records: records, system: layout, shapes: system.isTerminal ? shapes : nil, times: times)
        case .localTime:
            return times.map { TimeView.text($0, shown: shown, system: layout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        case .subdivision:
            return subdivisions.first.map { SubdivisionDetailsView.text($0, shown: shown, system: layout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        case .place:
            return points.flatMap { $0.place(0) }.map { PointsView.details($0, shown: shown) } ?? []
        case .city:
            return cities.first.map { CityDetailsView.lines($0, shown: shown, system: layout) } ?? []
        case .help:
            return BrowseHelpView.lines(width: system.width)
        // A list's page is `listPage`'s.
        case .list, .neighbors:
            return []
        // Browse shows none of the command line's screens.
        case .commandLine:
            return []
        }
    }

    /// A list's page, as the interactor cut it, numbered in the whole list.
    private static func listPage(_ shown: ShownCountries, system: SystemState) -> [String] {
        guard let list = shown.list, !list.rows.isEmpty else { return ["(none)"] }
        var layout = system
        layout.isTerminal = true // aligned columns, grouped digits, fitted to the width
        let page = list.shown
        // Sized for the whole list: the columns stand still from page to page.
        var lines = CountriesListView.lines(
            listed: page.map(\.country), shown: shown, system: layout, numberedFrom: page.startIndex + 1, reasons: page.map(\.reason),
            sizedFor: (list.rows.map(\.country), list.rows.map(\.reason))
        )
        if list.isPaged {
            lines.append(DisplayWidth.truncate("Rows \(page.startIndex + 1)–\(page.endIndex) of \(list.rows.count) · next, prev", to: system.width))
        }
        return lines
    }
}
