import CountriesModel
import CountriesStore

/// The data intents: loading and refreshing the countries, and reading the
/// records an output prints. Returns nothing: every result, success or
/// failure, is a `Loadable` written into `AppState.userData`.
@MainActor
package protocol CountriesInteractor {
    /// From the cache, or the embedded snapshot when there is no cache.
    func loadCountries()
    /// Every country from the web, written through to the cache; on failure
    /// the data stays as it was, `userData.refresh` says why, and so does a
    /// notice until the next intent.
    func refreshCountries() async
    /// One country from the web, replacing its record in the cache.
    func refreshCountry(cca3: String) async
    /// The own records of these countries (by cca3) of the data at hand, for
    /// output that prints them: read from the cache file, where that is the
    /// data, and read into values, so a failed read is a failure in the store.
    func loadRecords(_ cca3s: [String])
    /// Whether the data held while it was read, asked once an intent and
    /// its screen have read what they show: a cache found damaged or cut
    /// short by another program meanwhile (a block of its index, read when
    /// first asked for) becomes the countries' failure, which is reported
    /// instead of the screen. Writes nothing while the reads held.
    func confirmReads()
}

// MARK: - Real

package struct RealCountriesInteractor: CountriesInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    package func loadCountries() {
        appState.userData.countries = .isLoading(last: appState.userData.countries.value)
        appState.userData = appState.userData.loaded(from: source, in: appState.system.locale)
    }

    package func refreshCountries() async {
        // How many requests it takes, the web repository says (v5: after the first page).
        await refresh(requests: nil) { [source, appState] locale in
            await source.refreshAll(in: locale) { appState.userData.refresh = .running($0) }
        }
    }

    package func refreshCountry(cca3: String) async {
        let base = appState.userData.countries.value
        await refresh(requests: 1) { [source] locale in await source.refresh(cca3: cca3, base: base, in: locale) }
    }

    package func loadRecords(_ cca3s: [String]) {
        guard let catalog = appState.userData.countries.value else { return }
        appState.userData.records = .isLoading(last: appState.userData.records.value)
        appState.userData.records = source.records(cca3s, of: catalog, reading: .values)
    }

    package func confirmReads() {
        guard let catalog = appState.userData.countries.value, let failure = source.readFailure(of: catalog) else { return }
        appState.userData.countries = .failed(failure)
    }

    /// Loading with the last value kept, then the fresh data; or, on any
    /// failure, the data as it was with the failure beside it and in a
    /// notice. The cache is written only once every request has succeeded.
    private func refresh(requests: Int?, _ fetch: (NameLocale) async -> Result<CountryCatalog, any Error>) async {
        let before = appState.userData, locale = appState.system.locale
        appState.userData = before.refreshing(from: source.server, requests: requests)
        let result = await fetch(locale)
        appState.userData = appState.userData.refreshed(result, before: before, source: source)
        // The fresh data takes the memberships the screen on show needs, as the old had.
        let laid = source.memberships(for: appState.routing.screen, in: appState.userData.countries, system: appState.system)
        if let countries = laid.countries { appState.userData.countries = countries }
        appState.routing.notice = result.refreshNotice ?? laid.notice
    }
}
