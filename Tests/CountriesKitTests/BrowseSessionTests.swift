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
        height: Int = 24, console: RecordingConsole = RecordingConsole(), recording: ((StoreRecorder) -> Void)? = nil
    ) async throws -> (writes: [String], state: AppState) {
        let state = AppState(system: SystemState(width: 60, height: height))
        let files = MockedCountriesFileRepository(result: .success(catalog))
        // CLDR's German, as `locale de` shows it.
        let world = MockedWorldDataRepository(names: ["AA": ["de": "Alfa"]])
        let container = TestContainer.real(state, files: files, web: web, now: { Self.fetchedAt }, world: world, input: ScriptedInput(lines))
        container.interactors.screens.startBrowsing(ListQuery(), route: nil)
        let store = StoreRecorder(state)
        try await BrowseSession(container: container, console: console).run()
        recording?(store)
        return (console.writes, state)
    }

    nonisolated private static let fetchedAt = Timestamp(secondsSince1970: 1_800_000_000)

    /// The status lines a refresh of one request shows, in order. How many
    /// of them a transcript has depends on how the main actor interleaves
    /// the observer's renders with the progress, which no test should pin:
    /// a transcript has some of them, in this order, and the last always
    /// (the web repository waits to see it rendered before it answers).
    private let refreshing = [
        "Refreshing from https://countries.test… The data below is the last loaded.",
        "Refreshing from https://countries.test… (0 of 1 requests answered) The data below is the last loaded.",
        "Refreshing from https://countries.test… (1 of 1 requests answered) The data below is the last loaded.",
    ]

    /// True when `part` is `whole` with some elements left out, the rest in order.
    private func isInOrder(_ part: some Collection<String>, within whole: [String]) -> Bool {
        var rest = whole[...]
        for item in part {
            guard let index = rest.firstIndex(of: item) else { return false }
            rest = rest[(index + 1)...]
        }
        return true
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
        #expect(state.routing == Routing(screen: .list(ListQuery()), isPaged: true, notice: .nothingToGoBackTo))
    }

    @Test func searching_narrowsTheList_andNoMatchSaysSo_withoutRedrawing() async throws {
        let (writes, _) = try await session(["mm", "zzz", "2"])
        try #require(heads(writes) == [
            "Countries · countries://countries",
            "Countries matching \"mm\" · countries://countries?search=mm",
            "No country matches 'zzz'.",
            "No row 2 on screen, and no country has the code 2; the row here is 1.",
        ])
        #expect(writes[1].contains("Gamma") && !writes[1].contains("Alpha"))
    }

    @Test func refresh_showsTheOldDataMarkedRefreshing_thenTheNewData() async throws {
        let fresh = [Country.fixture("AAA", common: "Alpha Renewed"), .fixture("DDD", common: "Delta")]
        let console = RecordingConsole()
        let web = MockedCountriesWebRepository(all: .success(fresh), requests: 1) { [refreshing] in
            _ = await eventually { console.writes.last == refreshing[2] }
        }
        let saved = CountryCatalog(fresh, source: .cache(path: "/mock/countries.json", origin: .everyCountry(
            Fetch(server: "https://countries.test", api: .v5, fetchedAt: Self.fetchedAt, requests: 1)
        )))
        let progress = { (answered: Int, requests: Int?) in
            RefreshStatus.running(RefreshProgress(source: "https://countries.test", answered: answered, requests: requests))
        }
        let list = ShownCountries.of(catalog, rows: ["AAA", "BBB", "CCC"])
        let (writes, _) = try await session(["refresh"], web: web, console: console) { store in
            #expect(store.mismatch(
                { $0.userData = UserData(countries: .isLoading(last: list), refresh: progress(0, nil)) },
                // How many requests, the web repository says once it knows.
                { $0.userData.refresh = progress(0, 1) },
                { $0.userData.refresh = progress(1, 1) },
                { $0.userData = UserData(countries: .loaded(list), refresh: .idle) },
                // The list on show, read anew of the fresh data.
                { $0.userData.countries = .loaded(.of(saved, rows: ["AAA", "DDD"])) }
            ) == nil)
        }
        try #require(writes.count >= 3, "\(writes)")
        #expect(heads(writes)[0] == "Countries · countries://countries")
        #expect(isInOrder(writes.dropFirst().dropLast(), within: refreshing), "\(writes)")
        #expect(writes[writes.count - 2] == refreshing[2])
        let last = try #require(writes.last)
        #expect(last.contains("Alpha Renewed") && last.contains("Delta") && !last.contains("Refreshing"))
    }

    @Test func failedRefresh_showsTheOldDataAgain_withTheErrorInOneLine() async throws {
        let failure = APIError.unreachable(url: "https://countries.test/v3.1/all", reason: "connection refused")
        let console = RecordingConsole()
        let web = MockedCountriesWebRepository(all: .failure(failure), requests: 1) { [refreshing] in
            _ = await eventually { console.writes.last == refreshing[2] }
        }
        let (writes, state) = try await session(["refresh", "beta"], web: web, console: console)
        try #require(writes.count >= 4, "\(writes)")
        #expect(heads(writes)[0] == "Countries · countries://countries")
        #expect(isInOrder(writes.dropFirst().dropLast(2), within: refreshing), "\(writes)")
        #expect(writes[writes.count - 3] == refreshing[2])
        #expect(writes[writes.count - 2] == "Refresh failed: cannot reach https://countries.test/v3.1/all: connection refused")
        #expect(heads(writes)[writes.count - 1] == "Beta · countries://countries/BBB")
        // Beta, of the data from before, with its neighbours.
        #expect(state.userData.countries.value == .of(catalog, ["BBB", "AAA", "CCC"]))
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
            "No row 4 on screen, and no country has the code 4; the row here is 3.",
        ])
        #expect(writes[0].contains("Rows 1–2 of 3") && writes[1].contains("Rows 3–3 of 3"))
        #expect(writes[3].contains("Rows 1–2 of 3"))
        #expect(state.routing.firstRow == 2)
    }

    /// On a terminal, details taller than the window page by its lines:
    /// `next` is told how long the screen is at this width. A transcript
    /// shows every screen whole, so there it has one page.
    @Test func detailsTallerThanTheWindow_arePaged_onATerminal_notInATranscript() async throws {
        let state = AppState(system: SystemState(width: 60, height: 8, isTerminal: true))
        let console = RecordingConsole()
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(catalog)), screen: RecordingTerminalScreen(),
            input: ScriptedInput(["beta", "next", "next", "next", "next", "prev"])
        )
        container.interactors.screens.startBrowsing(ListQuery(), route: nil)
        try await BrowseSession(container: container, console: console).run()
        let footers = console.writes.compactMap { $0.split(separator: "\n").first { $0.hasPrefix("Lines ") } }
        try #require(footers.count >= 4, "\(console.writes)")
        #expect(footers.first?.hasPrefix("Lines 1–4 of ") == true)
        #expect(footers.dropFirst().first?.hasPrefix("Lines 5–8 of ") == true)
        #expect(console.writes.contains { $0.contains("This is the last page.") })
        #expect(state.routing.firstRow > 0 && state.routing.screen == .details(cca3: "BBB"))

        let (writes, piped) = try await session(["beta", "next"])
        #expect(writes.last?.contains("This is the last page.") == true)
        #expect(piped.routing.firstRow == 0)
    }

    @Test func routes_localeAndHelp_areStateChangesLikeAnyOther() async throws {
        let (writes, state) = try await session(["/countries/ccc/neighbors", "/nowhere", "locale xx", "help", "back"])
        #expect(heads(writes) == [
            "Countries · countries://countries",
            "Neighbours of Gamma · countries://countries/CCC/neighbors",
            "Unknown route '/nowhere'; expected /countries, /countries?search=<text>, /countries/<code>, /countries/<code>/neighbors, /countries/<code>/time, /cities/<geonameid> or /at/<lat>,<lng> (or countries://...)",
            "No country names in 'xx'. Languages: eng, ara, bre, ces, cym, deu, est, fin, fra, hrv, hun, ind, ita, jpn, kor, nld, per, pol, por, rus, slk, spa, srp, swe, tur, urd, zho, or a CLDR language code (el, hi, sw, ...).",
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
        let log = InteractorCalls()
        let lines = ["fra", "3", "/countries/de", "back", "n", "next", "prev", "locale de", "help", "refresh", "clear", "", "quit", "never read"]
        let container = TestContainer.recording(log: log, input: ScriptedInput(lines))
        try await BrowseSession(container: container, console: RecordingConsole()).run()
        let remembered = { (line: String) in InteractorCalls.Call.history(.remember(line)) }
        // The check that the screen's reads held, before each render, is no line's.
        #expect(log.calls.filter { $0 != .countries(.confirmReads) } == [
            .history(.loadHistory),
            .navigation(.open("fra")), remembered("fra"), .navigation(.openRow(3)), remembered("3"),
            .navigation(.openRoute("/countries/de")), remembered("/countries/de"), .navigation(.back), remembered("back"),
            .navigation(.showNeighbours), remembered("n"), .navigation(.turnPage(.next)),
            .navigation(.turnPage(.previous)), .settings(.changeLocale("de")), remembered("locale de"),
            .navigation(.showHelp), remembered("help"), .countries(.refreshCountries), remembered("refresh"),
            .navigation(.clearFilters), remembered("clear"), remembered(""),
        ], "each line is run, then kept (a page turned is not); which lines are kept is the history's to say")
    }

    @Test func onATerminal_eachRenderClearsThenPrompts() async throws {
        let state = AppState(system: SystemState(width: 60, height: 24))
        let screen = RecordingTerminalScreen()
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(catalog)), screen: screen, input: ScriptedInput(["beta"])
        )
        container.interactors.screens.startBrowsing(ListQuery(), route: nil)
        try await BrowseSession(container: container, console: RecordingConsole()).run()
        #expect(screen.actions == [.clear, .prompt, .clear, .prompt])
    }

    /// A resize lands between two lines (SIGWINCH comes whenever it comes):
    /// the next render is at the new size, and there is one.
    @Test func onATerminal_aResize_isRenderedOnce_atTheNewSize() async throws {
        let state = AppState(system: SystemState(width: 60, height: 24))
        let screen = RecordingTerminalScreen()
        let console = RecordingConsole()
        var container: DIContainer?
        let input = SteppedInput([(before: { container?.interactors.settings.resize(columns: 60, lines: 7) }, line: "")])
        container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), screen: screen, input: input)
        let session = try #require(container)
        session.interactors.screens.startBrowsing(ListQuery(), route: nil)
        try await BrowseSession(container: session, console: console).run()
        #expect(screen.actions == [.clear, .prompt, .clear, .prompt])
        try #require(console.writes.count == 2)
        #expect(!console.writes[0].contains("Rows 1–2 of 3"))
        #expect(console.writes[1].contains("Rows 1–2 of 3"), "a page of two rows at 7 lines")
    }

    /// On a terminal nothing is ever appended below the screen: a command
    /// that changes nothing on it but its status line is one whole redraw,
    /// and one that changes nothing at all draws nothing.
    @Test func onATerminal_aNoOpIsOneFullRedraw_withItsMessageInTheStatusLine() async throws {
        let state = AppState(system: SystemState(width: 60, height: 7, isTerminal: true))
        let screen = RecordingTerminalScreen()
        let console = RecordingConsole()
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(catalog)), screen: screen, input: ScriptedInput(["prev", "", "zzz"])
        )
        container.interactors.screens.startBrowsing(ListQuery(), route: nil)
        try await BrowseSession(container: container, console: console).run()
        #expect(screen.actions == [.clear, .prompt, .clear, .prompt, .clear, .prompt])
        try #require(console.writes.count == 3)
        #expect(console.writes.allSatisfy { $0.hasPrefix("Countries · countries://countries") && $0.contains("Rows 1–2 of 3") })
        #expect(console.writes[0].hasSuffix("\nType help for the commands and keys, quit to leave."), "the first screen says how to get help and leave")
        #expect(console.writes[1].hasSuffix("\nThis is the first page."))
        #expect(console.writes[2].hasSuffix("\nNo country matches 'zzz'."))
    }
}
