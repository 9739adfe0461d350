// The composition root: the only place that builds the real objects.
import CountriesKit
import Foundation

let cli = CountriesCLI(
    console: StandardConsole(),
    environment: ProcessInfo.processInfo.environment,
    terminal: TerminalProbe.current()
) { configuration in
    let appState = AppState(system: configuration.system)
    let web: any CountriesWebRepository = switch configuration.api {
    case .v5: V5CountriesWebRepository(baseURL: configuration.baseURL, timeout: configuration.timeout, key: configuration.apiKey)
    case .v31: V31CountriesWebRepository(baseURL: configuration.baseURL, timeout: configuration.timeout)
    }
    let files = RealCountriesFileRepository(cacheDirectory: configuration.cacheDirectory)
    return DIContainer(
        appState: appState,
        interactors: .init(countries: RealCountriesInteractor(webRepository: web, fileRepository: files, appState: appState))
    )
}
exit(await cli.run(Array(CommandLine.arguments.dropFirst())).rawValue)
