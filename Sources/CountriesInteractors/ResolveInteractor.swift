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
    func resolve(_ names: NameBatch)
    /// The input has ended.
    func finishResolving()
}

extension ResolveInteractor {
    /// These names, answered in order.
    package func resolve(_ names: [NameToResolve]) {
        resolve(NameBatch(names))
    }
}

// MARK: - Real

package struct RealResolveInteractor: ResolveInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    /// The data and its resolver, whose tables, built on the first batch,
    /// stay in the store for the rest.
    package func beginResolving(_ request: ResolveRequest, header: [String]?) {
        appState.userData.countries = .isLoading(last: appState.userData.countries.value)
        appState.userData = appState.userData.loaded(from: source, in: appState.system.locale)
        // `--to memberships`: every country's, as `list` gives them.
        if request.fields.contains(where: { $0.components.first == "memberships" }) {
            let system = SystemState(fields: request.fields)
            if let countries = source.memberships(for: .list(ListQuery()), in: appState.userData.countries, system: system).countries {
                appState.userData.countries = countries
                appState.userData.resolver = source.resolver(of: countries, in: appState.system.locale)
            }
        }
        appState.userData.resolved = ResolvedBatch(fields: request.fields, header: header, byteOrderMark: request.byteOrderMark, lineEnd: request.lineEnd)
    }

    package func resolve(_ batch: NameBatch) {
        guard var resolved = appState.userData.resolved, let resolver = appState.userData.resolver else { return }
        appState.userData.resolved = nil // the one copy: the run's answers grow in place
        let lookup = PlaceLookup(source)
        resolved.answer(batch) { lookup.resolution($0, resolver: resolver) }
        if ResolveRequest(fields: resolved.fields).needsRecords, let catalog = appState.userData.countries.value {
            appState.userData.records = .isLoading(last: appState.userData.records.value)
            appState.userData.records = source.records(resolved.countryCodes, of: catalog, reading: .values)
        }
        appState.userData.resolved = resolved
    }

    package func finishResolving() {
        guard var resolved = appState.userData.resolved else { return }
        resolved.finish()
        appState.userData.resolved = resolved
    }
}
