import CountriesModel
import CountriesStore

/// What a refresh makes of `userData`, as pure functions of values: the
/// intents that refresh write what these return, so every part of the store
/// an intent does not own (the history, a `resolve` batch, the subdivisions
/// on screen) stays as it was.
extension UserData {
    /// While a refresh runs: what the screen showed kept under it.
    func refreshing(from server: String, requests: Int?) -> UserData {
        var next = self
        next.countries = .isLoading(last: countries.value)
        next.refresh = .running(RefreshProgress(source: server, answered: 0, requests: requests))
        return next
    }

    /// After a refresh: what the screen showed before, which the intent
    /// reads again of the fresh data once it knows its screen; or, on
    /// failure, with the failure beside it.
    func refreshed(_ result: Result<CountryCatalog, any Error>, before: UserData) -> UserData {
        var next = self
        next.countries = before.countries
        switch result {
        case .success:
            next.refresh = .idle
        case let .failure(error):
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
