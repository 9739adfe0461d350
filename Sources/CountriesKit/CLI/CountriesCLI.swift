/// Runs one command line: parse, configure, act on the store, render the
/// settled store once, and answer with an exit status.
///
/// Commands never call a view: they only change `AppState`; what is printed
/// is `RootView.render` of the state they leave.
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

    public func run(_ arguments: [String]) -> ExitCode {
        do {
            let invocation = try CommandLineParser.parse(arguments)
            switch invocation.command {
            case let .help(topic):
                try console.out(Help.text(for: topic))
                return .success
            case .version:
                try console.out(Help.version)
                return .success
            case .list, .show:
                let configuration = Configuration.resolve(invocation.options, environment: environment, terminal: terminal)
                configuration.warnings.forEach { console.err("Warning: \($0)") }
                let container = makeContainer(configuration)
                try perform(invocation.command, in: container)
                let output = RootView.render(container.appState)
                if !output.isEmpty { try console.out(output) }
                return .success
            }
        } catch let error as UsageError {
            console.err("Error: \(error.message)\n\(error.usage)")
            return .usage
        } catch {
            let report = ErrorReport(error)
            console.err("Error: \(report.message)")
            return report.exitCode
        }
    }

    private func perform(_ command: Command, in container: DIContainer) throws {
        let state = container.appState
        container.interactors.countries.loadCountries()
        if let error = state.userData.countries.error { throw error }
        guard let catalog = state.userData.countries.value else { return }
        switch command {
        case let .list(query):
            state.routing.screen = .list(query)
        case let .show(query):
            state.routing.screen = .details(cca3: try resolve(query, in: catalog, locale: state.system.locale).cca3)
        case .help, .version:
            break
        }
    }

    private func resolve(_ query: String, in catalog: CountryCatalog, locale: NameLocale) throws -> Country {
        switch CountryLookup.resolve(query, in: catalog, locale: locale) {
        case let .found(country):
            return country
        case .notFound:
            throw LookupError.notFound(query)
        case let .ambiguous(countries):
            throw LookupError.ambiguous(query, candidates: countries.map { "\($0.name(in: locale).common) (\($0.cca3))" })
        }
    }
}
