import CountriesData
import CountriesModel
import CountriesStore

/// Every intent about maps. Each writes its whole outcome into the store
/// (the shapes as a `Loadable`, the `.map` screen, or a notice that no
/// single country fits) and returns nothing.
@MainActor
package protocol MapInteractor {
    /// `map`: the data and the shapes, then the map the query asks for.
    func showMap(_ query: MapQuery)
    /// The shapes a country's details carry a locator map from, where the
    /// output is a terminal that can draw; a pipe's output never has one,
    /// nor a dumb terminal's transcript, so they load nothing.
    func loadLocatorShapes()
}

// MARK: - Real

package struct RealMapInteractor: MapInteractor {
    let appState: AppState
    let fileRepository: any CountriesFileRepository
    let shapesRepository: any MapShapesRepository

    package init(appState: AppState, fileRepository: any CountriesFileRepository, shapesRepository: any MapShapesRepository) {
        self.appState = appState
        self.fileRepository = fileRepository
        self.shapesRepository = shapesRepository
    }

    package func showMap(_ query: MapQuery) {
        guard let catalog = catalog() else { return }
        let locale = appState.system.locale
        var screen = MapScreen(world: query.world, shading: query.shading, width: query.width)
        if let text = query.country {
            do {
                screen.focus = try CountryLookup.country(text, in: catalog, locale: locale).cca3
            } catch let LookupError.notFound(text, suggestions) {
                return appState.routing.notice = .noSuchCountry(text, suggestions: suggestions)
            } catch let LookupError.ambiguous(text, candidates) {
                return appState.routing.notice = .ambiguous(text, candidates: candidates)
            } catch {
                return appState.routing.notice = .noSuchCountry(text)
            }
        }
        // No filter keeps every country: nothing stands out then.
        if query.highlight != ListQuery() {
            screen.highlighted = CountryListing.countries(in: catalog, query: query.highlight, locale: locale).map(\.cca3).sorted()
            if query.highlight.filters.contains(where: { !$0.isAnswerable(by: catalog) }) {
                appState.routing.notice = .noMembershipData
            }
        }
        appState.routing.screen = .map(screen)
        loadShapes()
    }

    package func loadLocatorShapes() {
        guard appState.system.isTerminal, !appState.system.isDumbTerminal else { return }
        loadShapes()
    }

    private func loadShapes() {
        guard appState.userData.mapShapes.value == nil else { return }
        appState.userData.mapShapes = .isLoading(last: nil)
        appState.userData.mapShapes = Loadable(Result { try shapesRepository.loadShapes() })
    }

    /// The data at hand, else loaded now. (Loading is the countries
    /// interactor's work too; an interactor calls no other, so each that
    /// needs the data reads it from the file repository itself.)
    private func catalog() -> CountryCatalog? {
        if let catalog = appState.userData.countries.value { return catalog }
        appState.userData.countries = .isLoading(last: nil)
        appState.userData.countries = Loadable(Result { try fileRepository.loadCountries() })
        return appState.userData.countries.value
    }
}
