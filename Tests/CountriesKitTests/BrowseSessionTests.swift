import CountriesApp
import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesMocks
import Foundation
import Testing

/// Scripted sessions through the real browse loop, with mocked repositories:
/// every render, in order. Each render is one write to stdout; the first
/// line of a full render is its title, with the screen's link.
@MainActor
@Suite struct BrowseSessionTests {
    private let catalog = CountryCatalog(records: [
        .fixture("AAA", common: "Alpha", translations: ["deu": CountryName(common: "Alfa", official: "Alfa")], population: 10, borders: ["BBB"]),
        .fixture("BBB", common: "Beta", population: 20, borders: ["AAA", "CCC"]),
        .fixture("CCC", common: "Gamma", population: 30, borders: ["BBB"]),
    ])

    private func session(
        _ lines: [String], web: MockedCountriesWebRepository = MockedCountriesWebRepository(),
        height: Int = 24
    ) async throws -> (writes: [String], state: AppState) {
        let state = AppState(system: SystemState(width: 60, height: height))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = RealCountriesInteractor(webRepository: web, fileRepository: files, appState: state)
        let navigation = RealNavigationInteractor(appState: state, countries: countries, worldData: MockedWorldDataRepository())
        let container = DIContainer(appState: state, interactors: .init(countries: countries, navigation: navigation, subdivisions: MockedSubdivisionsInteractor(), memberships: MockedMembershipsInteractor()), screen: nil, input: ScriptedInput(lines))
        let console = RecordingConsole()
        navigation.startBrowsing(ListQuery(), route: nil)
        try await BrowseSession(container: container, console: console).run()
        return (console.writes, state)
    }

    /// The first line of each write, blank separators set aside.
    private func heads(_ writes: [String]) -> [String] {
        writes.map { $0.split(separator: "\n").first.map(String.init) ?? "" }
    }

    @Test func walkingToANeighbourAndBack_rendersEachScreenOnce_inOrder() async throws {
        let (writes, state) = try await session(["beta", "neighbors", "1", "back", "back", "back", "back"])
        try #require(heads(writes) == [
            "Countries · countries://countries",
            "Beta · countries://countries/BBB",
            "Neighbours of Beta · countries://countries/BBB/neighbors",
            "Alpha · countries://countries/AAA",
            "Neighbours of Beta · countries://countries/BBB/neighbors",
            "Beta · countries://countries/BBB",
            "Countries · countries://countries",
            "Nothing to go back to.",
        ])
        #expect(writes[2].contains("1  ") && writes[2].contains("Alpha") && writes[2].contains("2  ") && writes[2].contains("Gamma"))
        #expect(state.routing == Routing(screen: .list(ListQuery()), notice: .nothingToGoBackTo))
    }

    @Test func searching_narrowsTheList_andNoMatchSaysSo_withoutRedrawing() async throws {
        let (writes, _) = try await session(["mm", "zzz", "2"])
        try #require(heads(writes) == [
            "Countries · countries://countries",
            "Countries matching \"mm\" · countries://countries?search=mm",
            "No country matches 'zzz'.",
            "No row 2 here; the rows are 1 to 1.",
        ])
        #expect(writes[1].contains("Gamma") && !writes[1].contains("Alpha"))
    }

    @Test func refresh_showsTheOldDataMarkedRefreshing_thenTheNewData() async throws {
        let fresh = [Country.fixture("AAA", common: "Alpha Renewed"), .fixture("DDD", common: "Delta")]
        let web = MockedCountriesWebRepository(all: .success(fresh), requests: 1)
        let (writes, state) = try await session(["refresh"], web: web)
        try #require(writes.count == 5, "\(writes)")
        #expect(heads(writes)[0] == "Countries · countries://countries")
        // How many requests, the web repository says once it knows.
        #expect(writes[1] == "Refreshing from https://countries.test… The data below is the last loaded.")
        #expect(writes[2] == "Refreshing from https://countries.test… (0 of 1 requests answered) The data below is the last loaded.")
        #expect(writes[3] == "Refreshing from https://countries.test… (1 of 1 requests answered) The data below is the last loaded.")
        #expect(writes[4].contains("Alpha Renewed") && writes[4].contains("Delta") && !writes[4].contains("Refreshing"))
        #expect(state.userData.countries.value?.countries.map(\.cca3) == ["AAA", "DDD"])
    }

    @Test func failedRefresh_showsTheOldDataAgain_withTheErrorInOneLine() async throws {
        let failure = APIError.unreachable(url: "https://countries.test/v3.1/all", reason: "connection refused")
        let web = MockedCountriesWebRepository(all: .failure(failure), requests: 1)
        let (writes, state) = try await session(["refresh", "beta"], web: web)
        try #require(writes.count == 6, "\(writes)")
        #expect(writes[1] == "Refreshing from https://countries.test… The data below is the last loaded.")
        #expect(writes[2].hasPrefix("Refreshing from https://countries.test… (0 of 1"))
        #expect(writes[4] == "Refresh failed: cannot reach https://countries.test/v3.1/all: connection refused")
        #expect(heads(writes)[5] == "Beta · countries://countries/BBB")
        #expect(state.userData.countries.value == catalog)
    }

    @Test func aLongList_isPaged_andNumbersOpenTheirRow_onAnyPage() async throws {
        let (writes, state) = try await session(["next", "next", "prev", "next", "4"], height: 7)
        // A page of 2 rows at this height.
        try #require(heads(writes) == [
            "Countries · countries://countries",
            "Countries · countries://countries",
            "This is the last page.",
            "Countries · countries://countries",
            "Countries · countries://countries",
            "No row 4 here; the rows are 1 to 3.",
        ])
        #expect(writes[0].contains("Rows 1–2 of 3") && writes[1].contains("Rows 3–3 of 3"))
        #expect(writes[3].contains("Rows 1–2 of 3"))
        #expect(state.routing.firstRow == 2)
    }

    @Test func routes_localeAndHelp_areStateChangesLikeAnyOther() async throws {
        let (writes, state) = try await session(["/countries/ccc/neighbors", "/nowhere", "locale xx", "help", "back"])
        #expect(heads(writes) == [
            "Countries · countries://countries",
            "Neighbours of Gamma · countries://countries/CCC/neighbors",
            "Unknown route '/nowhere'; expected /countries, /countries?search=<text>, /countries/<code> or /countries/<code>/neighbors (or countries://...)",
            "No country names in 'xx'. Languages: eng, ara, bre, ces, cym, deu, est, fin, fra, hrv, hun, ind, ita, jpn, kor, nld, per, pol, por, rus, slk, spa, srp, swe, tur, urd, zho.",
            "Help",
            "Neighbours of Gamma · countries://countries/CCC/neighbors",
        ])
        #expect(writes[4].contains("Type, then Enter:") && writes[4].contains("Keys at the prompt:"))
        #expect(state.routing.screen == .neighbors(cca3: "CCC"))
    }

    @Test func aLocaleChange_reRendersTheScreenInThatLanguage() async throws {
        let (writes, state) = try await session(["locale de"])
        try #require(writes.count == 2)
        #expect(writes[0].contains("Alpha") && !writes[0].contains("Alfa"))
        #expect(writes[1].contains("Alfa") && !writes[1].contains("Alpha"))
        #expect(state.system.locale == NameLocale(code: "de"))
    }

    @Test func nothingTyped_canCrashIt() async throws {
        let hostile = ["", "\u{0}\u{7}\u{1B}[2J", String(repeating: "x", count: 1_000_000), "-1", "0", "99999999999999999999", "locale", "\u{FFFD}\u{FFFD}"]
        let (writes, _) = try await session(hostile)
        #expect(writes.count >= 2)
        #expect(writes.allSatisfy { !$0.contains("\u{1B}") }, "typed escapes never reach the output raw")
    }

    @Test func eachLine_isOneInteractorCall_andTheSessionDecidesNothing() async throws {
        let state = AppState()
        let countries = MockedCountriesInteractor()
        let navigation = MockedNavigationInteractor()
        let lines = ["fra", "3", "/countries/de", "back", "n", "next", "prev", "locale de", "help", "refresh", "", "quit", "never read"]
        let container = DIContainer(appState: state, interactors: .init(countries: countries, navigation: navigation, subdivisions: MockedSubdivisionsInteractor(), memberships: MockedMembershipsInteractor()), screen: nil, input: ScriptedInput(lines))
        try await BrowseSession(container: container, console: RecordingConsole()).run()
        #expect(navigation.actions == [
            .open("fra"), .openRow(3), .openRoute("/countries/de"), .back, .showNeighbours, .nextPage, .previousPage, .changeLocale("de"), .showHelp,
        ])
        #expect(countries.actions == [.refreshCountries])
    }

    @Test func onATerminal_eachRenderClearsThenPrompts_andAResizeReRenders() async throws {
        let state = AppState(system: SystemState(width: 60, height: 24))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = RealCountriesInteractor(webRepository: MockedCountriesWebRepository(), fileRepository: files, appState: state)
        let navigation = RealNavigationInteractor(appState: state, countries: countries, worldData: MockedWorldDataRepository())
        let screen = RecordingTerminalScreen()
        let container = DIContainer(appState: state, interactors: .init(countries: countries, navigation: navigation, subdivisions: MockedSubdivisionsInteractor(), memberships: MockedMembershipsInteractor()), screen: screen, input: ScriptedInput(["beta"]))
        navigation.startBrowsing(ListQuery(), route: nil)
        try await BrowseSession(container: container, console: RecordingConsole()).run()
        #expect(screen.actions == [.clear, .prompt, .clear, .prompt])
    }

    /// On a terminal nothing is ever appended below the screen: a command
    /// that changes nothing on it but its status line is one whole redraw,
    /// and one that changes nothing at all draws nothing.
    @Test func onATerminal_aNoOpIsOneFullRedraw_withItsMessageInTheStatusLine() async throws {
        let state = AppState(system: SystemState(width: 60, height: 7, isTerminal: true))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        let countries = RealCountriesInteractor(webRepository: MockedCountriesWebRepository(), fileRepository: files, appState: state)
        let navigation = RealNavigationInteractor(appState: state, countries: countries, worldData: MockedWorldDataRepository())
        let screen = RecordingTerminalScreen()
        let console = RecordingConsole()
        let container = DIContainer(appState: state, interactors: .init(countries: countries, navigation: navigation, subdivisions: MockedSubdivisionsInteractor(), memberships: MockedMembershipsInteractor()), screen: screen, input: ScriptedInput(["prev", "", "zzz"]))
        navigation.startBrowsing(ListQuery(), route: nil)
        try await BrowseSession(container: container, console: console).run()
        #expect(screen.actions == [.clear, .prompt, .clear, .prompt, .clear, .prompt])
        try #require(console.writes.count == 3)
        #expect(console.writes.allSatisfy { $0.hasPrefix("Countries · countries://countries") && $0.contains("Rows 1–2 of 3") })
        #expect(console.writes[0].hasSuffix("\nType help for the commands and keys, quit to leave."), "the first screen says how to get help and leave")
        #expect(console.writes[1].hasSuffix("\nThis is the first page."))
        #expect(console.writes[2].hasSuffix("\nNo country matches 'zzz'."))
    }
}
