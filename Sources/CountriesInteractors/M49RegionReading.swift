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

    /// The list on screen with its M49 regions read.
    func resolveRegions() {
        guard case let .list(query) = appState.routing.screen, let resolved = resolved(query), resolved != query else { return }
        appState.routing.screen = .list(resolved)
    }

    /// `query` with its M49 regions read (the query itself when it has
    /// none); nil, with the notice or the failure in the store, when one
    /// names no region or the data cannot be read.
    func resolved(_ query: ListQuery) -> ListQuery? {
        guard query.filters.contains(where: { if case .m49Region(_, nil) = $0 { true } else { false } }) else { return query }
        var query = query
        do {
            for (index, filter) in query.filters.enumerated() {
                guard case let .m49Region(text, nil) = filter else { continue }
                guard let region = try worldData.region(text) else {
                    appState.routing.notice = .unknownRegion(text)
                    return nil
                }
                query.filters[index] = .m49Region(text, resolved: M49Region(code: region.code, name: region.name, members: Set(region.members)))
            }
            return query
        } catch {
            appState.userData.countries = .failed(error)
            return nil
        }
    }
}
