import CountriesModel
import CountriesStore

/// What loading and refreshing make of `userData`, as pure functions of
/// values: the intents that need the data write what these return, so the
/// data reads the same wherever it is asked for, and every part of the store
/// an intent does not own (the history, a `resolve` batch, the subdivisions
/// on screen) stays as it was.
extension UserData {
    /// The data loaded anew for `locale`.
    func loaded(from source: CatalogSource, in locale: NameLocale) -> UserData {
        var next = self
        next.countries = source.catalog(in: locale)
        return next
    }

    /// The data at hand, loaded once more when there is none (the cache
    /// failed: each line of browse tries again); nil when the store has it
    /// already, and nothing is to be written.
    func withCountries(from source: CatalogSource, in locale: NameLocale) -> UserData? {
        countries.value == nil ? loaded(from: source, in: locale) : nil
    }

    /// While a refresh runs: the last data kept under it.
    func refreshing(from server: String, requests: Int?) -> UserData {
        var next = self
        next.countries = .isLoading(last: countries.value)
        next.refresh = .running(RefreshProgress(source: server, answered: 0, requests: requests))
        return next
    }

    /// After a refresh: the fresh data and the records read
    /// for the old data read again from it; or, on failure, the data of
    /// `before` with the failure beside it.
    func refreshed(_ result: Result<CountryCatalog, any Error>, before: UserData, source: CatalogSource) -> UserData {
        var next = self
        switch result {
        case let .success(catalog):
            next.countries = .loaded(catalog)
            next.records = before.records.value.map { shown in source.records(shown.codes, of: catalog, reading: shown.reading) } ?? .notRequested
            next.refresh = .idle
        case let .failure(error):
            next.countries = before.countries
            next.refresh = .failed(error)
        }
        return next
    }
}

extension Result where Failure == any Error {
    /// A failed refresh's notice, until the next intent; none after one that worked.
    var refreshNotice: Notice? {
        if case let .failure(error) = self { .refreshFailed(String(describing: error)) } else { nil }
    }
}
