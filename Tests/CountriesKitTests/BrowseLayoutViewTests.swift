import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Testing

/// How `browse` lays a screen out in the window: columns that stand still
/// from page to page, a search's reason with room to say something, and a
/// country's screen fitted to the window before it pages.
@MainActor
@Suite struct BrowseLayoutViewTests {
    private func render(_ screen: Screen, firstRow: Int = 0, width: Int = 80, height: Int = 40, shapes: MapShapes? = nil) -> [String] {
        let state = AppState.showing(
            Routing(screen: screen, backStack: [.list(ListQuery())], firstRow: firstRow, isPaged: true),
            system: SystemState(width: width, height: height, isTerminal: true),
            userData: UserData(mapShapes: shapes.map { .loaded($0) } ?? .notRequested)
        )
        return BrowseView.render(state).screen
    }

    /// Where the CODE column starts, on the header and on every row.
    private func codeColumns(_ lines: [String]) -> Set<Int> {
        let header = lines[1]
        let start = DisplayWidth.of(String(header[..<header.range(of: "CODE")!.lowerBound]))
        let rows = lines.dropFirst(2).filter { $0.first?.isNumber == true || $0.first == " " }
        return Set([start] + rows.compactMap { row in
            // A row's code is three capitals standing alone after the name.
            let words = row.split(separator: " ", omittingEmptySubsequences: true)
            guard let code = words.first(where: { $0.count == 3 && $0.allSatisfy(\.isUppercase) }),
                  let range = row.range(of: "  " + code + "  ") else { return nil }
            return DisplayWidth.of(String(row[..<range.lowerBound])) + 2
        })
    }

    /// The NAME column changed width from page to page (the first page's
    /// names are short, a later one's long): it is the whole list's.
    @Test func theNameColumn_keepsItsWidth_fromPageToPage() {
        var columns = Set<Int>()
        for first in stride(from: 0, to: 250, by: 35) {
            let page = render(.list(ListQuery()), firstRow: first)
            #expect(page.count > 3)
            columns.formUnion(codeColumns(page))
        }
        #expect(columns.count == 1, "\(columns)")
    }

    /// At 80 columns the reason was cut to nothing (`bre:…`, `also…`): it
    /// gets room before the name takes more than it needs, and the numbers.
    @Test(arguments: [80, 100])
    func aSearchsReason_hasRoom_atEightyColumns(_ width: Int) {
        let lines = render(.list(ListQuery(search: "usa")), width: width)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        let outlying = lines.first { $0.contains("UMI") }
        #expect(outlying?.contains("ces: Menší odlehlé ostrovy") == true, "\(lines)")
        let french = render(.list(ListQuery(search: "french")), width: width)
        #expect(french.contains { $0.contains("FRA") && $0.contains("official name: French Re") }, "\(french)")
    }

    /// At 40 columns there is no room to say why: the reason is left out,
    /// not cut to `ces: Me…`; a short one that fits is still said.
    @Test func aReasonWithNoRoom_isLeftOut_notCutToNothing() {
        let lines = render(.list(ListQuery(search: "usa")), width: 44)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 44 })
        #expect(!lines.contains { $0.contains("ces:") || $0.contains("est:") }, "\(lines)")
        #expect(render(.list(ListQuery(search: "paris")), width: 50).contains { $0.hasSuffix("capital: Paris") })
    }

    /// At 80x40 a country's screen always paged (`Lines 1–36 of 39`): the
    /// locator is made smaller, or dropped, so that it fits.
    @Test(arguments: ["FRA", "HMD", "USA", "CHL", "RUS"])
    func aCountrysScreen_fitsAnEightyByFortyWindow(_ cca3: String) {
        let lines = render(.details(cca3: cca3), shapes: MapViewTests.shapes)
        #expect(!lines.contains { $0.hasPrefix("Lines ") }, "\(cca3): \(lines.count) lines")
        #expect(lines.count <= PageLayout.linesPerPage(height: 40) + 1)
        #expect(lines.contains { $0.contains("Neighbours") })
    }

    @Test func theLocator_isStillDrawn_whereItFits() {
        let lines = render(.details(cca3: "FRA"), shapes: MapViewTests.shapes)
        #expect(lines.contains { $0.contains("█") || $0.contains("▀") || $0.contains("▄") }, "\(lines)")
    }
}
