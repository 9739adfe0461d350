import CountriesData
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Testing

/// `browse`'s screens taller than the window, paged as less pages: the
/// page from the store's first line, and a footer saying where it is.
@MainActor
@Suite struct BrowsePagingViewTests {
    private func state(_ screen: Screen, firstLine: Int = 0, width: Int = 40, height: Int = 12, isTerminal: Bool = true) -> AppState {
        AppState.showing(
            Routing(screen: screen, backStack: [.list(ListQuery())], firstRow: firstLine, isPaged: true),
            system: SystemState(width: width, height: height, isTerminal: isTerminal)
        )
    }

    /// The screen's lines, as a window tall enough for all of them shows them.
    private func whole(_ screen: Screen, width: Int = 40) -> [String] {
        Array(BrowseView.render(state(screen, width: width, height: 10_000)).screen.dropFirst())
    }

    @Test(arguments: [Screen.help, .details(cca3: "FRA")])
    func aTallScreen_showsAPage_fromTheStoresFirstLine_andSaysWhereItIs(_ screen: Screen) throws {
        let lines = whole(screen)
        #expect(BrowseView.screenLines(state(screen)) == lines.count)
        try #require(lines.count > 16, "taller than two pages of 8")
        let first = BrowseView.render(state(screen)).screen
        #expect(Array(first.dropFirst().prefix(8)) == Array(lines.prefix(8)))
        #expect(first.last == "Lines 1–8 of \(lines.count) · Space, next, prev")
        let second = BrowseView.render(state(screen, firstLine: 8)).screen
        #expect(Array(second.dropFirst().prefix(8)) == Array(lines[8..<16]))
        #expect(second.last == "Lines 9–16 of \(lines.count) · Space, next, prev")
        #expect(first.count + 2 <= 12, "title, page, footer, a status line and the prompt fit the window")
        #expect(!first.joined().contains("more below"))
    }

    /// Found by a new user: page 2 of browse's time screen lost its header
    /// (at 40 columns). A table of clocks keeps its header atop each page,
    /// its rows paged under it; navigation pages by the same rows.
    @Test func aTableOfClocks_keepsItsHeader_onEveryPage() throws {
        let zones = RealTimeZoneRepository()
        let rows = try CountryCatalog.snapshot.countries.prefix(30).flatMap { country in
            try zones.zones(ofCountry: country.cca2).compactMap { place in
                try zones.history(ofZone: place.zone).map { ZoneTime(place, cca3: country.cca3, zone: place.zone, history: $0, at: 1_800_000_000) }
            }
        }
        let clocks = { (firstLine: Int, height: Int) in
            // Browse's `time`: the clocks of the country open (`countries time`'s table is the command line's).
            let state = self.state(.localTime(cca3: "FRA"), firstLine: firstLine, height: height)
            state.userData.times = .loaded(TimeTable(instant: 1_800_000_000, rows: rows))
            return state
        }
        let lines = Array(BrowseView.render(clocks(0, 10_000)).screen.dropFirst())
        try #require(lines.count > 16 && lines[0].contains("ZONE") && lines[0].contains("LOCAL"), "\(lines.prefix(2))")
        #expect(BrowseView.screenLines(clocks(0, 12)) == lines.count)
        let perPage = PageLayout.linesPerPage(height: 12, header: true)
        let first = BrowseView.render(clocks(0, 12)).screen
        #expect(first[1] == lines[0] && Array(first.dropFirst(2).prefix(perPage)) == Array(lines[1...perPage]))
        #expect(first.last == "Rows 1–\(perPage) of \(lines.count - 1) · Space, next, prev")
        let second = BrowseView.render(clocks(perPage, 12)).screen
        #expect(second[1] == lines[0], "the header, on page 2 too")
        #expect(Array(second.dropFirst(2).prefix(perPage)) == Array(lines[(perPage + 1)...(2 * perPage)]))
        #expect(second.count + 2 <= 12, "title, header, page, footer, a status line and the prompt fit the window")
        #expect(PageLayout.lastFirstLine(lines: lines.count, height: 12, header: true) == lines.count - 1 - perPage)
    }

    /// A first line past the last page (the window grew) shows the last page, ending on the last line.
    @Test func aFirstLinePastTheEnd_showsTheLastPage() {
        let lines = whole(.help)
        let render = BrowseView.render(state(.help, firstLine: 1_000)).screen
        #expect(Array(render.dropFirst().dropLast()) == Array(lines.suffix(8)))
        #expect(render.last == "Lines \(lines.count - 7)–\(lines.count) of \(lines.count) · Space, next, prev")
    }

    @Test func aScreenThatFits_hasNoFooter() {
        let render = BrowseView.render(state(.help, height: 200)).screen
        #expect(!render.contains { $0.hasPrefix("Lines ") })
    }

    /// A transcript is read whole: a pipe never pages.
    @Test func aPipe_getsTheWholeScreen() {
        let render = BrowseView.render(state(.help, height: 12, isTerminal: false)).screen
        #expect(render.count == whole(.help).count + 1)
        #expect(!render.contains { $0.hasPrefix("Lines ") })
    }

    /// A status of several lines takes lines from the page, never the title.
    @Test func aLongStatus_shortensThePage_andTheTitleStays() {
        let tall = state(.help, width: 20, height: 12)
        tall.routing.notice = .noMorePages(forward: true)
        let render = BrowseView.render(tall)
        #expect(render.status.count > 1)
        #expect(render.screen.count + render.status.count + 1 <= 12)
        #expect(render.screen.first?.hasPrefix("Help") == true)
        #expect(render.screen.last?.hasPrefix("Lines 1–") == true)
    }
}

/// A subdivision opened in browse (`US-CA` typed) shows what `show US-CA`
/// shows, as a screen of lines that pages like the others.
@MainActor
@Suite struct BrowseSubdivisionViewTests {
    @Test func aSubdivision_showsItsDetails_asShowDoes() {
        let california = WorldSubdivision(code: "US-CA", type: "State", parent: nil, isoName: "California", otherISOName: nil, englishName: "California")
        let row = LocalizedSubdivision(subdivision: california, name: "California")
        let system = SystemState(width: 80, height: 40, isTerminal: true)
        let state = AppState.showing(
            Routing(screen: .subdivision(code: "US-CA"), backStack: [.list(ListQuery())], isPaged: true), system: system,
            userData: UserData(subdivisions: .loaded([row]))
        )
        let screen = BrowseView.render(state).screen
        #expect(screen.first?.hasPrefix("US-CA") == true)
        #expect(Array(screen.dropFirst()) == SubdivisionDetailsView.text(row, shown: .whole(.snapshot), system: system).split(separator: "\n").map(String.init))
        #expect(screen.contains { $0.contains("United States (USA)") })
    }
}
