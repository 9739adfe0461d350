import CountriesModel

/// What has been loaded, and how the last refresh went.
package struct UserData: Sendable, Equatable {
    package var countries: Loadable<CountryCatalog>
    /// The own records of the countries a screen shows, read when the
    /// output prints them (`SystemState.showsRecords`).
    package var recordTexts: Loadable<RecordTexts>
    package var refresh: RefreshStatus
    /// The subdivisions a screen shows, names in the chosen language: a
    /// country's (`subdivisions`), or one with its translations (`show US-CA`).
    package var subdivisions: Loadable<[LocalizedSubdivision]> = .notRequested
    /// The built-in membership lists, for `memberships`.
    package var membershipLists: Loadable<[WorldMembershipList]> = .notRequested

    package init(
        countries: Loadable<CountryCatalog> = .notRequested, recordTexts: Loadable<RecordTexts> = .notRequested,
        refresh: RefreshStatus = .idle
    ) {
        self.countries = countries
        self.recordTexts = recordTexts
        self.refresh = refresh
    }
}
