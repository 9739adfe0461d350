import CountriesData
import CountriesModel
import CountriesStore

/// Every intent about maps. Each writes its whole outcome into the store
/// (the shapes it draws, decoded, as a `Loadable`, the `.map` screen, or a
/// notice that no single country fits) and returns nothing. (The locator
/// beside a country's details needs no intent: the interactor that shows
/// the details decodes its shapes, on a terminal.)
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
        screen.point = query.point
        if let text = query.country {
            do {
                screen.focus = try PlaceLookup(source).country(text, in: data, locale: appState.system.locale, resolver: resolver).cca3
            } catch {
                return appState.routing.notice = Notice(failure: error) ?? .worldDataDamaged(String(describing: error))
            }
        }
        // No filter keeps every country: nothing stands out then.
        if query.highlight != ListQuery() {
            // `--member` as `list` reads it: every country's memberships laid first.
            let laid = source.memberships(for: .list(query.highlight), in: appState.userData.countries, system: appState.system)
            if let countries = laid.countries { appState.userData.countries = countries }
            if let notice = laid.notice { return appState.routing.notice = notice }
            let data = appState.userData.countries.value ?? data
            screen.highlighted = CountryListing.countries(in: data, query: query.highlight, locale: appState.system.locale).map(\.cca3).sorted()
            if query.highlight.filters.contains(where: { !$0.isAnswerable(by: data) }) {
                appState.routing.notice = .noMembershipData
            }
        }
        appState.routing.screen = .map(screen)
        let catalog = appState.userData.countries.value ?? data
        if let shapes = source.shapesShown(on: .map(screen), in: catalog, system: appState.system, have: appState.userData.mapShapes.value) {
            appState.userData.mapShapes = shapes
        }
    }
}
