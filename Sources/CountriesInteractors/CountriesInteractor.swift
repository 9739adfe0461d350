import CountriesModel
import CountriesStore

/// The data intent of `browse`: refreshing the countries (the commands
/// load and refresh the data they show themselves: `ScreensInteractor`).
/// Returns nothing: every result, success or failure, is a `Loadable`
/// written into `AppState.userData`.
@MainActor
package protocol CountriesInteractor {
    /// Every country from the web, written through to the cache, and what
    /// the screen on show shows of it read anew; on failure the data stays
    /// as it was, `userData.refresh` says why, and so does a notice until
    /// the next intent.
    func refreshCountries() async
    /// Whether the data held while the last intent read it, asked by the
    /// entry point once the intent is done and before anything renders: an
    /// intent whose lookup found nothing in a cache damaged or cut short
    /// meanwhile (a block of its index, read when first asked for) wrote a
    /// notice, not the screen; the failure is the outcome instead. The
    /// intents that show a screen confirm their reads themselves
    /// (`ScreenContentInteractor.showContent`). Writes nothing while the reads held.
    func confirmReads()
}

// MARK: - Real

package struct RealCountriesInteractor: CountriesInteractor, ScreenContentInteractor {
    let appState: AppState
    let source: CatalogSource

    package init(appState: AppState, source: CatalogSource) {
        self.appState = appState
        self.source = source
    }

    package func refreshCountries() async {
        // How many requests it takes, the web repository says (v5: after the first page).
        let result = await refresh(requests: nil) { [source, appState] locale in
            await source.refreshAll(in: locale) { appState.userData.refresh = .running($0) }
        }
        if case let .success(catalog) = result { showContent(of: catalog) }
    }

    package func confirmReads() {
        if let failure = source.readFailure() { appState.userData.countries = .failed(failure) }
    }
}
