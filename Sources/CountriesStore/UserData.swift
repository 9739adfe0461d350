import CountriesModel

/// What has been read of the data for the screen on show, as values, and
/// how the last refresh went. The data itself (the cache's index, its open
/// file) is the repositories': no view can reach the disk.
package struct UserData: Sendable, Equatable {
    /// The countries the screen on show names, with a list's page, in the
    /// session's language (`ShownCountries`); a data that could not be
    /// read, or whose reads failed, is its failure.
    package var countries: Loadable<ShownCountries>
    /// The own records of the countries a screen shows, read into values
    /// when the output prints them (`SystemState.showsRecords`) or shows
    /// facts only they hold.
    package var records: Loadable<CountryRecordValues>
    package var refresh: RefreshStatus
    /// The country shapes maps are drawn from: for `map`, and for the
    /// locator beside a country's details on a terminal.
    package var mapShapes: Loadable<MapShapes>
    /// The subdivisions a screen shows, names in the chosen language: a
    /// country's (`subdivisions`), or one with its translations (`show US-CA`).
    package var subdivisions: Loadable<[LocalizedSubdivision]>
    /// The built-in membership lists, for `memberships`.
    package var membershipLists: Loadable<[WorldMembershipList]>
    /// `browse`'s lines, kept between sessions.
    package var history: LineHistory
    /// `resolve`: the answers the output prints next, and the count so far.
    package var resolved: ResolvedBatch?
    /// `time`: the zones' clocks at the moment asked; `show`, `compare` and
    /// browse's country: the countries' zones now; `--version`: the release.
    package var times: Loadable<TimeTable>
    /// `city`: the cities of the names given; a city's link: that city.
    package var cities: Loadable<[CityRow]>
    /// `at`: the answers for the point on screen, or the batch of a CSV's
    /// points the output prints next, and the count so far.
    package var points: Loadable<PointBatch>

    package init(
        countries: Loadable<ShownCountries> = .notRequested, records: Loadable<CountryRecordValues> = .notRequested,
        refresh: RefreshStatus = .idle, mapShapes: Loadable<MapShapes> = .notRequested,
        subdivisions: Loadable<[LocalizedSubdivision]> = .notRequested,
        membershipLists: Loadable<[WorldMembershipList]> = .notRequested, history: LineHistory = LineHistory(), resolved: ResolvedBatch? = nil,
        times: Loadable<TimeTable> = .notRequested,
        cities: Loadable<[CityRow]> = .notRequested, points: Loadable<PointBatch> = .notRequested
    ) {
        self.countries = countries
        self.records = records
        self.refresh = refresh
        self.mapShapes = mapShapes
        self.subdivisions = subdivisions
        self.membershipLists = membershipLists
        self.history = history
        self.resolved = resolved
        self.times = times
        self.cities = cities
        self.points = points
    }
}
