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
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    /// The data and its resolver, whose tables, built on the first batch,
    /// stay in the store for the rest.
    package func beginResolving(_ request: ResolveRequest, header: [String]?) {
        appState.userData.countries = .isLoading(last: appState.userData.countries.value)
        (appState.userData.countries, appState.userData.resolver) = source.loaded(in: appState.system.locale)
        appState.userData.resolved = ResolvedBatch(fields: request.fields, header: header)
    }

    package func resolve(_ batch: [NameToResolve]) {
        guard var resolved = appState.userData.resolved, let resolver = appState.userData.resolver else { return }
        resolved.printedBefore += resolved.names.count
        resolved.names = batch.map { name in
            ResolvedName(input: name, resolution: name.name.trimmingWhitespace().isEmpty ? nil : resolver.resolve(name.name))
        }
        resolved.given += resolved.names.count { $0.resolution != nil }
        for name in resolved.names where name.isUnresolved {
            resolved.unresolved += 1
            if resolved.unresolvedLines.count < ResolvedBatch.linesListed { resolved.unresolvedLines.append(name.input.line) }
        }
        if ResolveRequest(fields: resolved.fields).needsRecords, let catalog = appState.userData.countries.value {
            appState.userData.recordTexts = .isLoading(last: appState.userData.recordTexts.value)
            appState.userData.recordTexts = source.recordTexts(resolved.names.compactMap { $0.resolution?.country?.cca3 }, of: catalog)
        }
        appState.userData.resolved = resolved
    }

    package func finishResolving() {
        guard var resolved = appState.userData.resolved else { return }
        resolved.printedBefore += resolved.names.count
        resolved.names = []
        resolved.finished = true
        appState.userData.resolved = resolved
    }
}
