import CountriesData
import CountriesModel
import CountriesStore

/// Every intent about maps. Each writes its whole outcome into the store
/// (the shapes as a `Loadable`, the `.map` screen, or a notice that no
/// single country fits) and returns nothing. (The locator beside a
/// country's details needs no intent: `CatalogLoading` loads its shapes
/// with the data, on a terminal.)
@MainActor
package protocol MapInteractor {
    /// `map`: the data and the shapes, then the map the query asks for.
    func showMap(_ query: MapQuery)
}

// MARK: - Real

package struct RealMapInteractor: MapInteractor {
    let appState: AppState
    let catalog: CatalogLoading
    /// `--region 419` and `--member` as `list` reads them.
    let filters: ListFilterReading

    package init(appState: AppState, catalog: CatalogLoading, worldData: (any WorldDataRepository)? = nil) {
        self.appState = appState
        self.catalog = catalog
        filters = ListFilterReading(worldData: worldData, appState: appState)
    }

    package func showMap(_ query: MapQuery) {
        guard catalog.catalogOrRetry() != nil else { return }
        // The filters read as `list` reads them: M49 regions, built-in lists.
        var query = query
        guard let highlight = filters.read(query.highlight) else { return }
        query.highlight = highlight
        guard let data = appState.userData.countries.value else { return }
        let locale = appState.system.locale
        var screen = MapScreen(world: query.world, shading: query.shading, width: query.width)
        if let text = query.country {
            do {
                screen.focus = try CountryLookup.country(text, in: data, locale: locale).cca3
            } catch {
                return appState.routing.notice = Notice(failure: error)
            }
        }
        // No filter keeps every country: nothing stands out then.
        if query.highlight != ListQuery() {
            screen.highlighted = CountryListing.countries(in: data, query: query.highlight, locale: locale).map(\.cca3).sorted()
            if query.highlight.filters.contains(where: { !$0.isAnswerable(by: data) }) {
                appState.routing.notice = .noMembershipData
            }
        }
        appState.routing.screen = .map(screen)
        catalog.loadMapShapes()
    }
}
