// The composition root: the only place that builds the real objects.
import CountriesKit
import Foundation

let terminal = TerminalProbe.current()
let environment = ProcessInfo.processInfo.environment
// FoundationNetworking makes folders for a URL cache and cookies, under
// XDG_CACHE_HOME and XDG_DATA_HOME, with any session, though this program
// uses neither. Pointed where nothing can be created, it makes none, and a
// refresh writes only the cache. Set here, before any thread starts, and after
// the environment was read for the configuration.
setenv("XDG_CACHE_HOME", "/dev/null/countries", 1)
setenv("XDG_DATA_HOME", "/dev/null/countries", 1)

let app = CountriesApp(console: StandardConsole(), environment: environment, terminal: terminal) { configuration in
    let appState = AppState(system: configuration.system)
    let web: any CountriesWebRepository = switch configuration.api {
    case .v5: V5CountriesWebRepository(baseURL: configuration.baseURL, timeout: configuration.timeout, key: configuration.apiKey)
    case .v31: V31CountriesWebRepository(baseURL: configuration.baseURL, timeout: configuration.timeout)
    }
    let files = RealCountriesFileRepository(cacheDirectory: configuration.cacheDirectory)
    let countries = RealCountriesInteractor(webRepository: web, fileRepository: files, appState: appState)
    return DIContainer(
        appState: appState,
        interactors: .init(countries: countries, navigation: RealNavigationInteractor(appState: appState, countries: countries)),
        screen: terminal.stdinIsTerminal && terminal.stdoutIsTerminal ? RealTerminalScreen() : nil,
        input: StandardInput()
    )
}
exit(await app.run(Array(CommandLine.arguments.dropFirst())).rawValue)
