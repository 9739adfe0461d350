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
    let makeContainer: ContainerFactory

    public init(console: any Console, environment: [String: String], terminal: TerminalProbe, makeContainer: @escaping ContainerFactory) {
        self.console = console
        self.environment = environment
        self.terminal = terminal
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
            try await perform(invocation.command, refresh: invocation.options.refresh, in: container)
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

    private func perform(_ command: Command, refresh: Bool, in container: DIContainer) async throws {
        let state = container.appState
        let interactor = container.interactors.countries
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
            let cca3 = try resolve(query, in: state)
            if refresh {
                await showingProgress(of: state) { await interactor.refreshCountry(cca3: cca3) }
                try throwIfFailed(state)
            }
            state.routing.screen = .details(cca3: cca3)
        case .help:
            break
        }
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

    private func resolve(_ query: String, in state: AppState) throws -> String {
        guard let catalog = state.userData.countries.value else { throw LookupError.notFound(query) }
        let locale = state.system.locale
        switch CountryLookup.resolve(query, in: catalog, locale: locale) {
        case let .found(country):
            return country.cca3
        case .notFound:
            throw LookupError.notFound(query)
        case let .ambiguous(countries):
            throw LookupError.ambiguous(query, candidates: countries.map { "\($0.name(in: locale).common) (\($0.cca3))" })
        }
    }
}
