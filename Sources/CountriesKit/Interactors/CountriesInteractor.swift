/// Loads countries into the store. Returns nothing: every result, success or
/// failure, is a `Loadable` written into `AppState.userData`.
@MainActor
public protocol CountriesInteractor {
    /// From the cache, or the embedded snapshot when there is no cache.
    func loadCountries()
}

// MARK: - Real

public struct RealCountriesInteractor: CountriesInteractor {
    let fileRepository: any CountriesFileRepository
    let appState: AppState

    public init(fileRepository: any CountriesFileRepository, appState: AppState) {
        self.fileRepository = fileRepository
        self.appState = appState
    }

    public func loadCountries() {
        appState.userData.countries = .isLoading(last: appState.userData.countries.value)
        do {
            appState.userData.countries = .loaded(try fileRepository.loadCountries())
        } catch {
            appState.userData.countries = .failed(error)
        }
    }
}
