import CountriesData
import CountriesModel
import CountriesStore

/// `--region` values that name no data region (`419`, `Sub-Saharan
/// Africa`) read as UN M49 regions from the built-in data, into the list
/// on screen; one that names none is a notice. Not an interactor: the list
/// intents hold it, and a list without such a value reads nothing.
@MainActor
package struct M49RegionReading {
    let worldData: any WorldDataRepository
    let appState: AppState

    package init(worldData: any WorldDataRepository, appState: AppState) {
        self.worldData = worldData
        self.appState = appState
    }

    func resolveRegions() {
        guard case var .list(query) = appState.routing.screen,
              query.filters.contains(where: { if case .m49Region(_, nil) = $0 { true } else { false } }) else { return }
        do {
            for (index, filter) in query.filters.enumerated() {
                guard case let .m49Region(text, nil) = filter else { continue }
                guard let region = try worldData.region(text) else {
                    appState.routing.notice = .unknownRegion(text)
                    return
                }
                query.filters[index] = .m49Region(text, resolved: M49Region(code: region.code, name: region.name, members: Set(region.members)))
            }
            appState.routing.screen = .list(query)
        } catch {
            appState.userData.countries = .failed(error)
        }
    }
}
