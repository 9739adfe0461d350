import CountriesData
import CountriesModel
import CountriesStore

/// `countries resolve`: names as data sets write them, many at once. Each
/// batch of names is one call that writes its answers into the store,
/// replacing the batch before (printed by then), so memory stays flat
/// however long the input.
@MainActor
package protocol ResolveInteractor {
    /// The data, and the fields each answer gives; `header`: a CSV input's
    /// header row, which the output repeats.
    func beginResolving(_ request: ResolveRequest, header: [String]?)
    /// These names, answered in order.
    func resolve(_ names: [NameToResolve])
    /// The input has ended.
    func finishResolving()
}

// MARK: - Real

package struct RealResolveInteractor: ResolveInteractor {
    let appState: AppState
    let catalog: CatalogLoading
    let names: CLDRNames
    let worldNames: WorldNameReading
    /// The resolver and its tables, built once a run: the one thing kept
    /// between calls, and no state of the app's.
    private let tables = ResolverTables()

    package init(appState: AppState, catalog: CatalogLoading, worldData: any WorldDataRepository) {
        self.appState = appState
        self.catalog = catalog
        names = CLDRNames(worldData: worldData, appState: appState)
        worldNames = WorldNameReading(worldData: worldData)
    }

    package func beginResolving(_ request: ResolveRequest, header: [String]?) {
        catalog.load()
        names.apply()
        if let countries = appState.userData.countries.value {
            tables.resolver = CountryResolver(catalog: countries, locale: appState.system.locale, world: worldNames)
        }
        appState.userData.resolved = ResolvedBatch(fields: request.fields, header: header, byteOrderMark: request.byteOrderMark)
    }

    package func resolve(_ batch: [NameToResolve]) {
        guard var resolved = appState.userData.resolved, let resolver = tables.resolver else { return }
        appState.userData.resolved = nil // the one copy: the run's answers grow in place
        resolved.answer(batch) { resolver.resolve($0) }
        if ResolveRequest(fields: resolved.fields).needsRecords {
            catalog.loadRecordTexts(resolved.countryCodes)
        }
        appState.userData.resolved = resolved
    }

    package func finishResolving() {
        guard var resolved = appState.userData.resolved else { return }
        resolved.finish()
        appState.userData.resolved = resolved
    }
}

/// The resolver of the data `beginResolving` loaded, its tables built on
/// the first batch and kept for the rest.
@MainActor
private final class ResolverTables {
    var resolver: CountryResolver?
}
