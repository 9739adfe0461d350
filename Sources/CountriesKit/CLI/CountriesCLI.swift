import Foundation

/// Runs one command line: parse, configure, act on the store, render the
/// settled store once, and answer with an exit status.
///
/// Commands never call a view: they only change `AppState`; what is printed
/// is `RootView.render` of the state they leave. Progress is rendered the same
/// way, by observing the store while a refresh runs.
@MainActor
public struct CountriesCLI {
    public typealias ContainerFactory = @MainActor (Configuration) -> DIContainer

    let console: any Console
    let environment: [String: String]
    let terminal: TerminalProbe
    let input: @MainActor () -> AsyncStream<String>
    let makeContainer: ContainerFactory

    /// `input`: the lines `browse` reads, standard input unless a test says.
    public init(
        console: any Console, environment: [String: String], terminal: TerminalProbe,
        input: @escaping @MainActor () -> AsyncStream<String> = LineReader.standardInput,
        makeContainer: @escaping ContainerFactory
    ) {
        self.console = console
        self.environment = environment
        self.terminal = terminal
        self.input = input
        self.makeContainer = makeContainer
    }

    public func run(_ arguments: [String]) async -> ExitCode {
        do {
            let invocation = try CommandLineParser.parse(arguments)
            if case let .help(topic) = invocation.command {
                try console.out(Help.text(for: topic))
                return .success
            }
            let configuration = try Configuration.resolve(invocation.options, environment: environment, terminal: terminal)
            configuration.warnings.forEach { console.err("Warning: \($0)") }
            let container = makeContainer(configuration)
            var command = invocation.command
            if case let .automatic(query) = command {
                // --json asks for output a script reads: the list, even on a terminal.
                let interactive = terminal.stdinIsTerminal && terminal.stdoutIsTerminal && !invocation.options.json
                command = interactive ? .browse(query) : .list(query)
            }
            if case let .browse(query) = command {
                try await browse(query, route: invocation.options.route, refresh: invocation.options.refresh, in: container)
                return .success
            }
            try await perform(command, refresh: invocation.options.refresh, route: invocation.options.route, in: container)
            let output = RootView.render(container.appState)
            if !output.isEmpty { try console.out(output) }
            return .success
        } catch let error as UsageError {
            console.err("Error: \(error.message)\n\(error.usage)")
            return .usage
        } catch {
            let report = ErrorReport(error)
            console.err("Error: \(report.message)")
            return report.exitCode
        }
    }

    private func perform(_ command: Command, refresh: Bool, route: String?, in container: DIContainer) async throws {
        let state = container.appState
        let interactor = container.interactors.countries
        if let route {
            interactor.loadCountries()
            try throwIfFailed(state)
            state.routing.screen = try startScreen(route, in: state)
            return
        }
        switch command {
        case .version:
            interactor.loadCountries()
            state.routing.screen = .about
        case let .list(query):
            if refresh {
                await showingProgress(of: state) { await interactor.refreshCountries() }
            } else {
                interactor.loadCountries()
            }
            try throwIfFailed(state)
            state.routing.screen = .list(query)
        case let .show(query):
            // A name resolves against the data at hand; the refresh then asks for its code.
            interactor.loadCountries()
            try throwIfFailed(state)
            let cca3 = try CountryLookup.country(query, in: try catalog(of: state), locale: state.system.locale).cca3
            if refresh {
                await showingProgress(of: state) { await interactor.refreshCountry(cca3: cca3) }
                try throwIfFailed(state)
            }
            state.routing.screen = .details(cca3: cca3)
        case .help, .automatic, .browse:
            break
        }
    }

    /// The interactive session; on a terminal, in the alternate screen.
    private func browse(_ query: ListQuery, route: String?, refresh: Bool, in container: DIContainer) async throws {
        let state = container.appState
        container.interactors.countries.loadCountries()
        if let route, state.userData.countries.value != nil {
            state.routing.screen = try startScreen(route, in: state)
        } else {
            state.routing.screen = .list(query)
        }
        let screen = terminal.stdinIsTerminal && terminal.stdoutIsTerminal ? TerminalScreen() : nil
        screen?.start { columns, lines in
            state.system.width = columns
            state.system.height = lines
        }
        defer { screen?.stop() }
        let session = BrowseSession(container: container, console: console, terminal: screen)
        try await session.run(lines: input(), startingWith: refresh ? [.refresh] : [])
    }

    private func startScreen(_ route: String, in state: AppState) throws -> Screen {
        try Route.parse(route).screen(in: try catalog(of: state), locale: state.system.locale)
    }

    private func throwIfFailed(_ state: AppState) throws {
        if let error = state.userData.countries.error { throw error }
    }

    /// Renders `userData.refreshProgress` to stderr while `work` runs, when
    /// stderr is a terminal; a pipe gets nothing.
    private func showingProgress(of state: AppState, _ work: () async -> Void) async {
        guard state.system.showsProgress else { return await work() }
        let observer = StoreObserver(observe: { _ = state.userData.refreshProgress }) { [console] in
            console.progress(state.userData.refreshProgress.map(ProgressView.line) ?? "")
        }
        await work()
        observer.stop()
        console.progress("")
    }

    private func catalog(of state: AppState) throws -> CountryCatalog {
        if let catalog = state.userData.countries.value { return catalog }
        throw state.userData.countries.error ?? LookupError.notFound("")
    }
}
