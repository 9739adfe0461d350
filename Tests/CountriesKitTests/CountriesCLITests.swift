import CountriesKit
import CountriesMocks
import Testing

/// The runner with a mocked repository: what a command prints and returns,
/// and the state it leaves, without a process.
@MainActor
@Suite struct CountriesCLITests {
    private final class Run {
        let console = RecordingConsole()
        let repository: MockedCountriesFileRepository
        var appState: AppState?

        init(_ result: Result<CountryCatalog, any Error> = .success(.snapshot)) {
            repository = MockedCountriesFileRepository(result: result)
        }

        @MainActor
        func callAsFunction(_ arguments: String...) -> ExitCode {
            let cli = CountriesCLI(console: console, environment: [:], terminal: TerminalProbe()) { configuration in
                let state = AppState(system: configuration.system)
                self.appState = state
                return DIContainer(appState: state, interactors: .init(countries: RealCountriesInteractor(fileRepository: self.repository, appState: state)))
            }
            return cli.run(arguments)
        }
    }

    @Test func show_routesToTheDetailsOfTheResolvedCountry_andPrintsThem() {
        let run = Run()
        #expect(run("show", "Deutschland") == .success)
        #expect(run.appState?.routing.screen == .details(cca3: "DEU"))
        #expect(run.console.stdout.hasPrefix("🇩🇪  Germany"))
        #expect(run.console.stderr.isEmpty)
    }

    @Test func show_unknownCode_exits1_andNamesTheCode() {
        let run = Run()
        #expect(run("show", "xq") == .notFound)
        #expect(run.console.stdout.isEmpty)
        #expect(run.console.stderr == "Error: no country has the code or name 'xq'")
    }

    @Test func show_ambiguousName_exits1_andListsTheCandidates() {
        let run = Run()
        #expect(run("show", "kongo") == .notFound)
        #expect(run.console.stderr == "Error: 'kongo' fits 2 countries: DR Congo (COD), Republic of the Congo (COG); give a code")
    }

    @Test func list_routesToTheListWithItsQuery() {
        let run = Run()
        #expect(run("list", "--region", "oceania", "--limit", "2") == .success)
        #expect(run.appState?.routing.screen == .list(ListQuery(region: .oceania, limit: 2)))
        #expect(run.console.stdout.split(separator: "\n").count == 2)
    }

    @Test func list_withNoMatch_printsNothing_andSucceeds() {
        let run = Run()
        #expect(run("list", "--search", "zzzz") == .success)
        #expect(run.console.stdout.isEmpty)
        #expect(run("list", "--search", "zzzz", "--json") == .success)
        #expect(run.console.stdout == "[]")
    }

    @Test func unreadableCache_exits74_withTheRepositorysMessage() {
        let run = Run(.failure(CacheError.corrupt(path: "/c/countries.json", reason: "bad")))
        #expect(run("list") == .ioError)
        #expect(run.console.stderr.hasPrefix("Error: the cache /c/countries.json is damaged"))
        #expect(run.console.stdout.isEmpty)
    }

    @Test func usageError_exits64_printsTheErrorAndUsage_andLoadsNothing() {
        let run = Run()
        #expect(run("list", "--frob") == .usage)
        #expect(run.console.stderr.hasPrefix("Error: Unknown option '--frob'\nUsage: countries"))
        #expect(run.repository.actions.isEmpty)
    }

    @Test func helpAndVersion_goToStdout_andLoadNothing() {
        let run = Run()
        #expect(run("help", "show") == .success)
        #expect(run("--version") == .success)
        #expect(run.console.stdout.contains("USAGE: countries show <code>"))
        #expect(run.console.stdout.contains(Help.version))
        #expect(run.repository.actions.isEmpty)
    }

    @Test func unknownLocale_warnsOnce_onStderr_andShowsEnglish() {
        let run = Run()
        #expect(run("show", "de", "--locale", "xx") == .success)
        #expect(run.console.stderr.hasPrefix("Warning: no country names in 'xx'"))
        #expect(run.console.stdout.hasPrefix("🇩🇪  Germany"))
    }

    @Test func echoedInput_isQuoted_withControlCharactersEscaped_andCutShort() {
        let run = Run()
        #expect(run("show", "a\u{1B}[31m\u{07}" + String(repeating: "x", count: 100)) == .notFound)
        #expect(run.console.stderr == "Error: no country has the code or name 'a\\u{1B}[31m\\u{07}" + String(repeating: "x", count: 60 - 7) + "…'")
    }

    @Test func outputThatCannotBeWritten_exits74_saysWhy() {
        struct FullDisk: Console {
            let errors = RecordingConsole()
            func out(_ text: String) throws { throw OutputError(reason: "No space left on device") }
            func err(_ text: String) { errors.err(text) }
        }
        let console = FullDisk()
        let cli = CountriesCLI(console: console, environment: [:], terminal: TerminalProbe()) { configuration in
            let state = AppState(system: configuration.system)
            let repository = MockedCountriesFileRepository(result: .success(.snapshot))
            return DIContainer(appState: state, interactors: .init(countries: RealCountriesInteractor(fileRepository: repository, appState: state)))
        }
        #expect(cli.run(["show", "fr"]) == .ioError)
        #expect(console.errors.stderr == "Error: cannot write the output: No space left on device")
    }
}
