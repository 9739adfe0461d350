import CountriesApp
import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI

/// The one place tests build the object graph, as the composition root
/// builds it for the program: the real interactors over mocked
/// repositories, or recording interactors alone.
@MainActor
package enum TestContainer {
    /// The real interactors over `files`, `web` and `world`, writing into
    /// `state`; the built-in tz database at `clock`'s time. `zonesInBrowse`:
    /// a country browse opens reads its zones, as the program's does (off
    /// by default, so that a test of navigation states only its own changes).
    package static func real(
        _ state: AppState, files: any CountriesFileRepository, web: any CountriesWebRepository = MockedCountriesWebRepository(),
        now: @escaping @Sendable () -> Timestamp = Timestamp.now, world: any WorldDataRepository = MockedWorldDataRepository(),
        screen: (any TerminalScreen)? = nil, input: any LineInput = ScriptedInput(),
        history: (any HistoryRepository)? = nil, secrets: [String] = [], mapShapes: (any MapShapesRepository)? = nil,
        clock: any WallClock = SystemClock(), zonesInBrowse: Bool = false
    ) -> DIContainer {
        let source = CatalogSource(webRepository: web, fileRepository: files, worldData: world, now: now, mapShapes: mapShapes)
        let interactors = DIContainer.Interactors.real(
            appState: state, source: source, history: history, secrets: secrets, clock: clock, zonesInBrowse: zonesInBrowse
        )
        return DIContainer(appState: state, interactors: interactors, screen: screen, input: input)
    }

    /// Interactors that only record their calls, into `log`.
    package static func recording(
        _ state: AppState = AppState(), log: InteractorCalls,
        screen: (any TerminalScreen)? = nil, input: any LineInput = ScriptedInput()
    ) -> DIContainer {
        let interactors = DIContainer.Interactors(
            countries: MockedCountriesInteractor(log: log), screens: MockedScreensInteractor(log: log),
            navigation: MockedNavigationInteractor(log: log), settings: MockedSettingsInteractor(log: log),
            map: MockedMapInteractor(log: log), subdivisions: MockedSubdivisionsInteractor(log: log),
            memberships: MockedMembershipsInteractor(log: log), history: MockedHistoryInteractor(log: log), resolve: MockedResolveInteractor(log: log),
            time: MockedTimeInteractor(log: log), points: MockedPointsInteractor(log: log)
        )
        return DIContainer(appState: state, interactors: interactors, screen: screen, input: input)
    }
}
