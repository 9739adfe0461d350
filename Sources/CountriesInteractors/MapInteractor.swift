import CountriesData
import CountriesModel
import CountriesStore

/// Every intent about maps. Each writes its whole outcome into the store
/// (the shapes as a `Loadable`, the `.map` screen, or a notice that no
/// single country fits) and returns nothing. (The locator beside a
/// country's details needs no intent: the screens interactor loads its
/// shapes with the data, on a terminal.)
@MainActor
package protocol MapInteractor {
    /// `map`: the data and the shapes, then the map the query asks for.
    func showMap(_ query: MapQuery)
}

// MARK: - Real

package struct RealMapInteractor: MapInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    package func showMap(_ query: MapQuery) {
        if let loaded = appState.userData.withCountries(from: source, in: appState.system.locale) { appState.userData = loaded }
        guard let data = appState.userData.countries.value, let resolver = appState.userData.resolver else { return }
        // The filters read as `list` reads them: M49 regions (the built-in lists are in the data).
        var query = query
        do {
            switch try M49RegionReading(worldData: source.worldData).read(query.highlight) {
            case let .read(highlight): query.highlight = highlight
            case let .unknownRegion(text): return appState.routing.notice = .unknownRegion(text)
            }
        } catch {
            return appState.routing.notice = .worldDataDamaged(String(describing: error))
        }
        var screen = MapScreen(world: query.world, shading: query.shading, width: query.width)
        if let text = query.country {
            do {
                screen.focus = try CountryLookup.country(text, resolvingWith: resolver).cca3
            } catch {
                return appState.routing.notice = Notice(failure: error)
            }
        }
        // No filter keeps every country: nothing stands out then.
        if query.highlight != ListQuery() {
            screen.highlighted = CountryListing.countries(in: data, query: query.highlight, locale: appState.system.locale).map(\.cca3).sorted()
            if query.highlight.filters.contains(where: { !$0.isAnswerable(by: data) }) {
                appState.routing.notice = .noMembershipData
            }
        }
        appState.routing.screen = .map(screen)
        if appState.userData.mapShapes.value == nil, let shapes = source.shapes() {
            appState.userData.mapShapes = .isLoading(last: nil)
            appState.userData.mapShapes = shapes
        }
    }
}
