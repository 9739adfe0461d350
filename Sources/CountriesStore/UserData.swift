import CountriesModel

/// What has been loaded, and how the last refresh went.
package struct UserData: Sendable, Equatable {
    package var countries: Loadable<CountryCatalog>
    package var refresh: RefreshStatus

    package init(countries: Loadable<CountryCatalog> = .notRequested, refresh: RefreshStatus = .idle) {
        self.countries = countries
        self.refresh = refresh
    }
}
