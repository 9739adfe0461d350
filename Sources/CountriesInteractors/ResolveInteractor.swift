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

package struct RealResolveInteractor: ResolveInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    /// The data, and the countries' names in the session's language,
    /// which the answers show.
    package func beginResolving(_ request: ResolveRequest, header: [String]?) {
        if let catalog = catalog(for: request.fields) {
            let locale = appState.system.locale
            let names = locale.translationKey == nil ? [:] : ScreenCountries.names(of: catalog.countries, in: catalog, locale: locale)
            appState.userData.countries = .loaded(ShownCountries(source: catalog.source, names: names, terms: catalog.terms))
            confirmReads()
        }
        appState.userData.resolved = ResolvedBatch(fields: request.fields, header: header, byteOrderMark: request.byteOrderMark, lineEnd: request.lineEnd)
    }

    /// The data at hand; for `--to memberships`, with every country's, as
    /// `list` gives them.
    private func catalog(for fields: [CountryField]) -> CountryCatalog? {
        guard let catalog = dataAtHand() else { return nil }
        guard fields.contains(where: { $0.components.first == "memberships" }) else { return catalog }
        return source.memberships(for: .list(ListQuery()), in: catalog, system: SystemState(fields: fields)).countries
    }

    package func resolve(_ batch: NameBatch) {
        guard var resolved = appState.userData.resolved, let countries = catalog(for: resolved.fields) else { return }
        // The answers of names met before are the run's (`DistinctAnswers`):
        // the resolver keeps nothing, and is made for the batch.
        let resolver = source.resolver(of: countries, in: appState.system.locale)
        appState.userData.resolved = nil // the one copy: the run's answers grow in place
        let lookup = PlaceLookup(source)
        resolved.answer(batch) { lookup.resolution($0, resolver: resolver) }
        if ResolveRequest(fields: resolved.fields).needsRecords {
            appState.userData.records = .isLoading(last: appState.userData.records.value)
            appState.userData.records = source.records(resolved.countryCodes, of: resolver.catalog, reading: .values)
        }
        appState.userData.resolved = resolved
        // The answers are printed only once what the resolver read held.
        confirmReads()
    }

    package func finishResolving() {
        guard var resolved = appState.userData.resolved else { return }
        resolved.finish()
        appState.userData.resolved = resolved
    }
}
