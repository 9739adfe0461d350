// The composition root: the only place that builds the real objects.
import CountriesKit
import Foundation

let terminal = TerminalProbe.current()
let cli = CountriesCLI(
    console: StandardConsole(),
    environment: ProcessInfo.processInfo.environment,
    terminal: terminal
) { configuration in
    let appState = AppState(system: configuration.system)
    let files = RealCountriesFileRepository(cacheDirectory: configuration.cacheDirectory)
    return DIContainer(
        appState: appState,
        interactors: .init(countries: RealCountriesInteractor(fileRepository: files, appState: appState))
    )
}
exit(cli.run(Array(CommandLine.arguments.dropFirst())).rawValue)
