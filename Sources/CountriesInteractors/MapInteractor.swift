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

package struct RealMapInteractor: MapInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    package func showMap(_ query: MapQuery) {
        appState.routing.startCommand()
        guard let data = dataAtHand() else { return }
        let resolver = source.resolver(of: data, in: appState.system.locale)
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
            let laid = source.memberships(for: .list(query.highlight), in: data, system: appState.system)
            if let notice = laid.notice { return appState.routing.notice = notice }
            let data = laid.countries
            screen.highlighted = CountryListing.countries(in: data, query: query.highlight, locale: appState.system.locale).map(\.cca3).sorted()
            if query.highlight.filters.contains(where: { !$0.isAnswerable(by: data) }) {
                appState.routing.notice = .noMembershipData
            }
        }
        appState.routing.screen = .map(screen)
        showContent(of: data)
    }
}
