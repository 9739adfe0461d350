import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Testing

/// `browse`'s screens at any width from 20 columns: no line wider than the
/// window (in display columns), and no word split across lines.
@MainActor
@Suite struct ScreenWidthTests {
    nonisolated static let widths = [20, 30, 40, 80, 200]
    nonisolated static let screens: [Screen] = [
        .list(ListQuery()), .list(ListQuery(search: "island")), .details(cca3: "GBR"), .details(cca3: "CHN"),
        .details(cca3: "SGS"), .neighbors(cca3: "CHN"), .help,
    ]

    private func lines(_ screen: Screen, width: Int, height: Int = 200) -> [String] {
        let state = AppState.showing(
            Routing(screen: screen, backStack: [.list(ListQuery())], isPaged: true),
            system: SystemState(width: width, height: height, isTerminal: true)
        )
        let render = BrowseView.render(state)
        return render.screen + render.status
    }

    /// The words a screen may show: those of its text unwrapped, at a width nothing needs to wrap in.
    private func words(_ screen: Screen) -> Set<Substring> {
        Set(lines(screen, width: 100_000).flatMap { $0.split(separator: " ") })
    }

    /// A link wider than the window is the one word broken over lines (the
    /// title's, after its `/`, `?` or `&`), and never cut.
    @Test(arguments: widths, screens)
    func noLineIsWiderThanTheWindow_andNoWordIsSplit(width: Int, screen: Screen) {
        let shown = lines(screen, width: width)
        #expect(shown.allSatisfy { DisplayWidth.of($0) <= width }, "\(shown.filter { DisplayWidth.of($0) > width })")
        let link = PageLayout.linkLines(of: screen, width: width)
        let broken = link.count > 1 ? link : []
        #expect(Array(shown.prefix(broken.count)) == broken, "a broken link heads the screen: \(shown.prefix(3))")
        let whole = words(screen)
        // A page's range (`1–194`) is the window's: a broken link takes a row.
        let range = { (word: Substring) in word.contains("–") && word.allSatisfy { $0.isNumber || $0 == "–" } }
        let split = shown.dropFirst(broken.count).flatMap { $0.split(separator: " ") }.filter { !whole.contains($0) && !$0.hasSuffix("…") && !range($0) }
        #expect(split.isEmpty, "\(split)")
    }

    @Test func pad_fillsToTheColumns_byWidth_notBytes() {
        #expect(DisplayWidth.pad("ab", to: 5) == "ab   ")
        #expect(DisplayWidth.pad("42", to: 4, alignRight: true) == "  42")
        #expect(DisplayWidth.pad("日本", to: 6) == "日本  ", "two columns a character")
        #expect(DisplayWidth.pad("abcdef", to: 3) == "abcdef", "never cut")
        #expect(DisplayWidth.pad("", to: 0).isEmpty)
    }

    @Test func aNarrowList_dropsRegion_thenPopulation_thenTheCode_beforeCuttingTheName() throws {
        let row = { (width: Int) in try #require(self.lines(.list(ListQuery(search: "united kingdom")), width: width).first { $0.contains("United") }) }
        #expect(try row(80).contains("United Kingdom") && row(80).contains("GBR") && row(80).contains("69,281,437") && row(80).contains("Europe"))
        #expect(try row(40).contains("United Kingdom  GBR") && !row(40).contains("Europe"))
        #expect(try row(30).contains("United Kingdom  GBR") && !row(30).contains("69,281,437"))
        #expect(try row(22).contains("United Kingdom") && !row(22).contains("GBR"))
        #expect(try row(20).contains("United Kingd…"))
    }

    @Test func details_wrapUnderTheirLabel_orUnderTheLabelsLine_whenNarrow() throws {
        let wide = lines(.details(cca3: "GBR"), width: 60)
        #expect(wide.contains { $0.hasPrefix("Official name     United Kingdom of Great Britain") })
        #expect(wide.contains { $0.hasPrefix("                  ") }, "a hanging indent under the label's column")
        let narrow = lines(.details(cca3: "GBR"), width: 20)
        let label = try #require(narrow.firstIndex(of: "Official name"), "\(narrow)")
        #expect(narrow[label + 1] == "  United Kingdom of", "\(narrow)")
    }
}
