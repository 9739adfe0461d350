// The composition root: the only place that builds the real objects.
import CountriesApp
import CountriesCLI
import CountriesData
import CountriesInteractors
import CountriesStore
import CountriesSystem
import CountriesUI
import Glibc

StandardDescriptors.openClosedOnes()
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

let app = AppRunner(console: StandardConsole(), environment: environment, terminal: terminal, terminate: { exit($0) }) { configuration in
    let appState = AppState(system: configuration.system)
    let web = HelperCountriesWebRepository(
        baseURL: configuration.baseURL, api: configuration.api, timeout: configuration.timeout, key: configuration.apiKey,
        location: FetchHelperLocation.current(environment: environment)
    )
    let files = RealCountriesFileRepository(cacheDirectory: configuration.cacheDirectory)
    let source = CatalogSource(webRepository: web, fileRepository: files, worldData: RealWorldDataRepository(), mapShapes: RealMapShapesRepository())
    let drawsInPlace = configuration.interaction.drawsInPlace
    let keyboard = drawsInPlace ? TerminalLineInput(colorEnabled: configuration.system.colorEnabled, history: { appState.userData.history.lines }) { typed in
        BrowseCompletion.candidates(typed, catalog: try? source.catalog(in: appState.system.locale), locale: appState.system.locale) { text in
            // Names in any CLDR language (`Γερ`), read only when none in the session's begins so.
            ((try? source.worldData.countryNames(containing: text)) ?? [:]).values.map(\.name)
        }
    } : nil
    // Only what a person types at a terminal is history: a pipe's lines are a script.
    let history = drawsInPlace ? configuration.historyFile.map(RealHistoryRepository.init(path:)) : nil
    let container = DIContainer(
        appState: appState,
        interactors: .real(appState: appState, source: source, history: history, secrets: configuration.secrets),
        screen: drawsInPlace ? RealTerminalScreen(input: keyboard) : nil,
        input: keyboard ?? StandardInput()
    )
    keptUntilExit = container
    return container
}
exit(await app.run(Array(CommandLine.arguments.dropFirst())).rawValue)
