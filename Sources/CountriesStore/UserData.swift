import CountriesModel

/// What has been loaded, and how the last refresh went.
package struct UserData: Sendable, Equatable {
    package var countries: Loadable<CountryCatalog>
    /// The own records of the countries a screen shows, read when the
    /// output prints them (`SystemState.showsRecords`).
    package var recordTexts: Loadable<RecordTexts>
    package var refresh: RefreshStatus
    /// The country shapes maps are drawn from: for `map`, and for the
    /// locator beside a country's details on a terminal.
    package var mapShapes: Loadable<MapShapes>

    package init(
        countries: Loadable<CountryCatalog> = .notRequested, recordTexts: Loadable<RecordTexts> = .notRequested,
        refresh: RefreshStatus = .idle, mapShapes: Loadable<MapShapes> = .notRequested
    ) {
        self.countries = countries
        self.recordTexts = recordTexts
        self.refresh = refresh
        self.mapShapes = mapShapes
    }
}
