import CountriesModel

/// What has been loaded, and how the last refresh went.
package struct UserData: Sendable, Equatable {
    package var countries: Loadable<CountryCatalog>
    /// The own records of the countries a screen shows, read when the
    /// output prints them (`SystemState.showsRecords`).
    package var recordTexts: Loadable<RecordTexts>
    package var refresh: RefreshStatus

    package init(
        countries: Loadable<CountryCatalog> = .notRequested, recordTexts: Loadable<RecordTexts> = .notRequested,
        refresh: RefreshStatus = .idle
    ) {
        self.countries = countries
        self.recordTexts = recordTexts
        self.refresh = refresh
    }
}
