// The composition root: the only place that builds the real objects.
import CountriesKit
import Foundation

let terminal = TerminalProbe.current()
let app = CountriesApp(
    console: StandardConsole(),
    environment: ProcessInfo.processInfo.environment,
    terminal: terminal
) { configuration in
    let appState = AppState(system: configuration.system)
    // FoundationNetworking's own folders stay inside the cache directory.
    let foundation = configuration.cacheDirectory.appendingPathComponent(".foundation", isDirectory: true)
    let web: any CountriesWebRepository = switch configuration.api {
    case .v5: V5CountriesWebRepository(baseURL: configuration.baseURL, timeout: configuration.timeout, key: configuration.apiKey, foundationDirectory: foundation)
    case .v31: V31CountriesWebRepository(baseURL: configuration.baseURL, timeout: configuration.timeout, foundationDirectory: foundation)
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
