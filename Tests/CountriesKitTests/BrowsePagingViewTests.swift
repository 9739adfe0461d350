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
