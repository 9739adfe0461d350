import CountriesCLI
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI
#if canImport(Glibc)
import Glibc
#endif

/// Runs one command line: parse it, make the one interactor call it asks
/// for, render the settled store, and answer with the exit status the final
/// state gives. Nothing here decides what a query means or where it leads:
/// that is the interactors' work.
@MainActor
package struct AppRunner {
    package typealias ContainerFactory = @MainActor (Configuration) -> DIContainer

    let console: any Console
    let environment: [String: String]
    let terminal: TerminalProbe
    /// Ends the process with this status: how `browse` ends on a signal.
    let terminate: @MainActor (Int32) -> Void
    let makeContainer: ContainerFactory

    package init(
        console: any Console, environment: [String: String], terminal: TerminalProbe,
        terminate: @escaping @MainActor (Int32) -> Void, makeContainer: @escaping ContainerFactory
    ) {
        self.console = console
        self.environment = environment
        self.terminal = terminal
        self.terminate = terminate
        self.makeContainer = makeContainer
    }

    package func run(_ arguments: [String]) async -> ExitCode {
        do {
            let invocation = try CommandLineParser.parse(arguments)
            if case let .help(topic) = invocation.command {
                try console.out(Help.text(for: topic))
                return .success
            }
            if case .manual = invocation.command {
                try console.out(ManualPage.text)
                return .success
            }
            if case let .completion(shell) = invocation.command {
                try console.out(CompletionScript.text(for: shell))
                return .success
            }
            let configuration = try Configuration.resolve(invocation.options, environment: environment, terminal: terminal)
            let container = makeContainer(configuration)
            let options = invocation.options
            if let code = options.locale { container.interactors.settings.changeLocale(code) }
            (Outcome.settingsWarnings(in: container.appState) + configuration.warnings).forEach {
                console.err(NoticeView.forStderr("Warning: \($0)", system: container.appState.system))
            }
            switch command(of: invocation, interaction: configuration.interaction) {
            case let .browse(query):
                return try await browse(query, options: options, in: container, promptsPlainly: configuration.interaction == .lineTerminal)
            case let .resolve(request):
                return try await ResolveSession(container: container, console: console).run(request)
            case let .at(request):
                guard let point = request.point else { return try await PointSession(container: container, console: console).run(request) }
                container.interactors.points.showPlace(at: point)
                let code = try finish(container, command: .at)
                // At sea: the answer is printed, and stderr says it names no country.
                guard code == .success, let atSea = Outcome.atSea(in: container.appState) else { return code }
                console.err(NoticeView.forStderr(atSea, system: container.appState.system))
                return .notFound
            case let .map(query):
                container.interactors.map.showMap(query)
                return try finish(container, command: invocation.command.name)
            case let command:
                await showingProgress(of: container.appState, when: options.refresh) {
                    await perform(command, options: options, with: container.interactors)
                }
                return try finish(container, command: invocation.command.name)
            }
        } catch let error as UsageError {
            console.err("Error: \(error.message)\n\(error.usage)")
            return .usage
        } catch {
            let report = ErrorReport(error)
            if !report.message.isEmpty { console.err("Error: \(report.message)") }
            return report.exitCode
        }
    }

    /// No command: the session when a person is at a terminal, else the list.
    /// `--json`, `--format` or `--fields` ask for output a script reads: the
    /// list, even on a terminal; `--route` alone prints its screen and exits
    /// (with browse it starts there).
    private func command(of invocation: Invocation, interaction: Interaction) -> Command {
        guard case let .automatic(query) = invocation.command else { return invocation.command }
        let options = invocation.options
        let forAPerson = interaction.isPerson && options.format == nil && options.fields == nil && options.route == nil
        return forAPerson ? .browse(query) : .list(query)
    }

    /// One interactor call a command.
    private func perform(_ command: Command, options: GlobalOptions, with interactors: DIContainer.Interactors) async {
        let screens = interactors.screens
        if let route = options.route {
            let query = if case let .list(query) = command { query } else { ListQuery() }
            return await screens.showRoute(route, narrowedBy: query, refresh: options.refresh)
        }
        switch command {
        case .version: screens.showAbout()
        case let .list(query): await screens.showList(query, refresh: options.refresh)
        case let .show(query): await screens.showCountry(query, refresh: options.refresh)
        case let .compare(queries): await screens.compareCountries(queries, refresh: options.refresh)
        case let .subdivisions(country): interactors.subdivisions.showSubdivisions(of: country)
        case .memberships: interactors.memberships.showMembershipLists()
        case let .time(query): interactors.time.showTimes(query)
        case let .city(names): screens.showCities(names)
        case let .distance(first, second): interactors.points.showDistance(between: first, and: second)
        case .automatic, .browse, .help, .manual, .completion, .map, .resolve, .at: break
        }
    }

    /// The settled store: its screen on stdout, or its failure on stderr,
    /// under the usage of the command the line named (nil: the program's).
    /// The view reads only values: a cache changed while the intent read it
    /// is the store's failure (`confirmReads`), written before the render,
    /// never a screen.
    private func finish(_ container: DIContainer, command: CommandName?) throws -> ExitCode {
        let state = container.appState
        container.interactors.countries.confirmReads()
        if let failure = Outcome.failure(in: state, command: command) { return report(failure) }
        let output = RootView.render(state)
        for warning in Outcome.warnings(in: state) { console.err(NoticeView.forStderr("Warning: \(warning)", system: state.system)) }
        if let remark = Outcome.remark(in: state) { console.err(NoticeView.forStderr(remark, system: state.system)) }
        if !output.isEmpty { try console.out(output) }
        return .success
    }

    /// A failure's line on stderr, and its exit status.
    private func report(_ failure: any Error) -> ExitCode {
        // A value only the data could judge (`--region mars`): a usage error all the same.
        if let usage = failure as? UsageError {
            console.err("Error: \(usage.message)\n\(usage.usage)")
            return .usage
        }
        let report = ErrorReport(failure)
        console.err("Error: \(report.message)")
        return report.exitCode
    }

    /// The interactive session; on a terminal, in the alternate screen. A
    /// signal that ends it (Ctrl-C, SIGTERM, Ctrl-\) restores the terminal,
    /// then ends the process as that signal would: 128 + its number. A
    /// `--route` that leads nowhere starts none: it is refused as the
    /// one-shot `--route` refuses it.
    private func browse(_ query: ListQuery, options: GlobalOptions, in container: DIContainer, promptsPlainly: Bool) async throws -> ExitCode {
        let settings = container.interactors.settings
        container.interactors.screens.startBrowsing(query, route: options.route)
        if options.route != nil, let refused = Outcome.refusedRoute(in: container.appState) { return report(refused) }
        let session = BrowseSession(container: container, console: console, promptsPlainly: promptsPlainly)
        container.screen?.start(
            onResize: { columns, lines in settings.resize(columns: columns, lines: lines) },
            onSignal: { [terminate] signal in
                // Continued after Ctrl-Z: the screen was given back and taken again, empty.
                if signal == SIGCONT { return session.redraw() }
                container.screen?.stop()
                terminate(128 + signal)
            }
        )
        defer { container.screen?.stop() }
        try await session.run(refreshingFirst: options.refresh)
        return .success
    }

    /// Renders the refresh's progress to stderr while `work` runs, when
    /// stderr is a terminal; a pipe gets nothing.
    private func showingProgress(of state: AppState, when refreshing: Bool, _ work: () async -> Void) async {
        guard refreshing, state.system.showsProgress else { return await work() }
        let observer = StoreObserver(observe: { _ = state.userData.refresh }) { [console] in
            console.progress(state.userData.refresh.progress.map(ProgressView.line) ?? "")
        }
        await work()
        observer.stop()
        console.progress("")
    }
}
