// The composition root: the only place that builds the real objects.
import CountriesApp
import CountriesCLI
import CountriesData
import CountriesInteractors
import CountriesStore
import CountriesSystem
import CountriesUI
import Glibc

let terminal = TerminalProbe.current()
let environment = ProcessEnvironment.current()
// A closed pipe (`countries list | head`, a network helper that died) is an
// error each writer handles, not a death by signal; a file past the size
// limit, likewise (the cache write fails, and says so).
signal(SIGPIPE, SIG_IGN)
signal(SIGXFSZ, SIG_IGN)

/// The store and its data stay until the process ends: freeing every
/// country's strings just before `exit` would be work for nothing.
var keptUntilExit: DIContainer?

let app = AppRunner(console: StandardConsole(), environment: environment, terminal: terminal) { configuration in
    let appState = AppState(system: configuration.system)
    let web = HelperCountriesWebRepository(
        baseURL: configuration.baseURL, api: configuration.api, timeout: configuration.timeout, key: configuration.apiKey,
        location: FetchHelperLocation.current(environment: environment)
    )
    let files = RealCountriesFileRepository(cacheDirectory: configuration.cacheDirectory)
    let countries = RealCountriesInteractor(webRepository: web, fileRepository: files, appState: appState)
    // A dumb terminal (TERM=dumb) cannot move the cursor: it gets the pipe's transcript and plain lines.
    let interactive = terminal.stdinIsTerminal && terminal.stdoutIsTerminal && environment["TERM"] != "dumb"
    let keyboard = interactive ? TerminalLineInput(colorEnabled: configuration.system.colorEnabled) { typed in
        BrowseCompletion.candidates(typed, catalog: appState.userData.countries.value, locale: appState.system.locale)
    } : nil
    let world = RealWorldDataRepository()
    let container = DIContainer(
        appState: appState,
        interactors: .init(
            countries: countries, navigation: RealNavigationInteractor(appState: appState, countries: countries, worldData: world),
            subdivisions: RealSubdivisionsInteractor(appState: appState, fileRepository: files, worldData: world),
            memberships: RealMembershipsInteractor(appState: appState, worldData: world)
        ),
        screen: interactive ? RealTerminalScreen(input: keyboard) : nil,
        input: keyboard ?? StandardInput()
    )
    keptUntilExit = container
    return container
}
exit(await app.run(Array(CommandLine.arguments.dropFirst())).rawValue)
