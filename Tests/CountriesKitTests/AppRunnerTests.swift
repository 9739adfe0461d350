import CountriesApp
import CountriesCLI
import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI
import CountriesMocks
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
        var appState: AppState?

        init(
            _ result: Result<CountryCatalog, any Error> = .success(.snapshot),
            texts: Result<RecordTexts, any Error> = .success(CountryCatalog.snapshotTexts),
            web: MockedCountriesWebRepository = MockedCountriesWebRepository(),
            terminal: TerminalProbe = TerminalProbe(),
            console: (any Console)? = nil
        ) {
            repository = MockedCountriesFileRepository(result: result, texts: texts)
            self.web = web
            self.terminal = terminal
            self.console = console ?? recorded
        }

        /// A browse session reads no lines: it ends at once.
        func callAsFunction(_ arguments: String...) async -> ExitCode {
            let app = AppRunner(console: console, environment: [:], terminal: terminal) { configuration in
                let state = AppState(system: configuration.system)
                self.appState = state
                let countries = RealCountriesInteractor(webRepository: self.web, fileRepository: self.repository, appState: state)
                let navigation = RealNavigationInteractor(appState: state, countries: countries, worldData: MockedWorldDataRepository())
                return DIContainer(appState: state, interactors: .init(countries: countries, navigation: navigation, subdivisions: MockedSubdivisionsInteractor(), memberships: MockedMembershipsInteractor()), screen: nil, input: ScriptedInput())
            }
            return await app.run(arguments)
        }
    }

    /// Each command line is one intent, and nothing else reaches the interactors.
    @Test(arguments: [
        (["list", "--search", "x", "--refresh"], MockedNavigationInteractor.Action.showList(ListQuery(search: "x"), refresh: true)),
        (["show", "fr"], .showCountry("fr", refresh: false)),
        (["compare", "fr", "de"], .compareCountries(["fr", "de"], refresh: false)),
        (["compare", "fr", "de", "--refresh"], .compareCountries(["fr", "de"], refresh: true)),
        (["--route", "/countries/fr", "--refresh"], .showRoute("/countries/fr", refresh: true)),
        (["--version"], .showAbout),
        (["browse", "--route", "/countries"], .startBrowsing(ListQuery(), route: "/countries")),
    ])
    func eachCommand_isOneInteractorCall(_ arguments: [String], _ intent: MockedNavigationInteractor.Action) async {
        await expectOneCall(arguments, intent, terminal: TerminalProbe())
    }

    /// On a terminal too, `--route` alone prints its screen rather than start a session.
    @Test func aRouteAlone_onATerminal_printsItsScreen_andABrowseRouteStartsThere() async {
        let tty = TerminalProbe(stdoutIsTerminal: true, stdinIsTerminal: true)
        await expectOneCall(["--route", "/countries/fr"], .showRoute("/countries/fr", refresh: false), terminal: tty)
        await expectOneCall(["browse", "--route", "/countries/fr"], .startBrowsing(ListQuery(), route: "/countries/fr"), terminal: tty)
    }

    private func expectOneCall(_ arguments: [String], _ intent: MockedNavigationInteractor.Action, terminal: TerminalProbe) async {
        let navigation = MockedNavigationInteractor()
        let countries = MockedCountriesInteractor()
        let app = AppRunner(console: RecordingConsole(), environment: [:], terminal: terminal) { configuration in
            let state = AppState(system: configuration.system)
            return DIContainer(appState: state, interactors: .init(countries: countries, navigation: navigation, subdivisions: MockedSubdivisionsInteractor(), memberships: MockedMembershipsInteractor()), screen: nil, input: ScriptedInput())
        }
        _ = await app.run(arguments)
        #expect(navigation.actions == [intent])
        #expect(countries.actions.isEmpty, "data comes through the navigation intent")
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
            api: REST Countries v5 at https://api.restcountries.com, used only by --refresh; no key: set COUNTRIES_API_KEY to use --refresh
            """)
    }

    @Test func unknownLocale_warnsOnce_onStderr_andShowsEnglish() async {
        let run = Run()
        #expect(await run("show", "de", "--locale", "xx") == .success)
        #expect(run.recorded.stderr.hasPrefix("Warning: no country names in 'xx'"))
        #expect(run.recorded.stdout.hasPrefix("🇩🇪  Germany"))
    }

    @Test func echoedInput_isQuoted_withControlCharactersEscaped_andCutShort() async {
        let run = Run()
        #expect(await run("show", "a\u{1B}[31m\u{07}" + String(repeating: "x", count: 100)) == .notFound)
        #expect(run.recorded.stderr == "Error: no country has the code or name 'a\\u{1B}[31m\\u{07}" + String(repeating: "x", count: 60 - 7) + "…'")
    }

    @Test func outputThatCannotBeWritten_exits74_saysWhy() async {
        struct FullDisk: Console {
            let errors = RecordingConsole()
            func out(_ text: String) throws { throw OutputError(reason: "No space left on device") }
            func err(_ text: String) { errors.err(text) }
            func progress(_ text: String) {}
        }
        let console = FullDisk()
        let run = Run(console: console)
        #expect(await run("show", "fr") == .ioError)
        #expect(console.errors.stderr == "Error: cannot write the output: No space left on device")
    }

    @Test func refreshOnATerminal_rendersProgressFromTheStore_onStderr_thenClearsIt() async {
        let web = MockedCountriesWebRepository(all: .success(CountryCatalog.snapshot.countries), requests: 2)
        let run = Run(web: web, terminal: TerminalProbe(stderrIsTerminal: true))
        #expect(await run("list", "--refresh", "--limit", "1") == .success)
        #expect(run.recorded.progress.first?.hasPrefix("Fetching countries from https://countries.test") == true)
        #expect(run.recorded.progress.contains("Fetching countries from https://countries.test: 2 of 2 requests answered"))
        #expect(run.recorded.progress.last == "")
        #expect(run.recorded.stdout.hasPrefix("🇦🇫\tAfghanistan"))
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
        #expect(await run("show", "atlantis", "--refresh") == .notFound)
        #expect(web.actions.isEmpty)
    }

    @Test func browseWithRefresh_refreshesBeforeReadingALine() async {
        let web = MockedCountriesWebRepository(all: .success(CountryCatalog.snapshot.countries), requests: 1)
        let run = Run(web: web)
        #expect(await run("browse", "--refresh") == .success)
        #expect(web.actions == [.loadAllCountries])
        #expect(run.recorded.writes.contains { $0.hasPrefix("Refreshing from https://countries.test") })
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
