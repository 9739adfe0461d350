/// What has been loaded, and how the last refresh went.
public struct UserData: Sendable, Equatable {
    public var countries: Loadable<CountryCatalog>
    public var refresh: RefreshStatus

    public init(countries: Loadable<CountryCatalog> = .notRequested, refresh: RefreshStatus = .idle) {
        self.countries = countries
        self.refresh = refresh
    }
}
