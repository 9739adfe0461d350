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
    /// the data stays as it was and `userData.refresh` says why.
    func refreshCountries() async
    /// One country from the web, replacing its record in the cache.
    func refreshCountry(cca3: String) async
    /// The own records of these countries (by cca3) of the data at hand, for
    /// output that prints them: read from the cache file, where that is the
    /// data, so a failed read is a failure in the store.
    func loadRecordTexts(_ cca3s: [String])
}

// MARK: - Real

package struct RealCountriesInteractor: CountriesInteractor {
    let catalog: CatalogLoading

    package init(catalog: CatalogLoading) {
        self.catalog = catalog
    }

    package func loadCountries() {
        catalog.load()
    }

    package func refreshCountries() async {
        await catalog.refreshAll()
    }

    package func refreshCountry(cca3: String) async {
        await catalog.refresh(cca3: cca3)
    }

    package func loadRecordTexts(_ cca3s: [String]) {
        catalog.loadRecordTexts(cca3s)
    }
}
