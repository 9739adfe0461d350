import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// A place that is no country may be a city the tz database names a zone
/// after: what a new user types for a meeting of three cities.
@MainActor
@Suite struct ZoneCityTests {
    @Test func aCity_isTheZoneNamedAfterIt_inAnyCase_spacesForUnderscores() throws {
        let repository = RealTimeZoneRepository()
        let names = try repository.zoneNames()
        let listed = Set(try repository.allCountryZones().map(\.zone))
        let zone = { (place: String) in ZoneCity.zone(place, in: names, listed: listed) }
        #expect(zone("paris") == "Europe/Paris")
        #expect(zone("New York") == "America/New_York")
        #expect(zone(" TOKYO ") == "Asia/Tokyo")
        // A link and a zone of a country share the city: the country's.
        #expect(zone("indianapolis") == "America/Indiana/Indianapolis")
        for none in ["wakanda", "", "Europe/Paris", "york"] { #expect(zone(none) == nil, "\(none)") }
    }

    private func interactor(_ state: AppState, _ zones: RecordingTimeZoneRepository = RecordingTimeZoneRepository()) -> RealTimeInteractor {
        let files = MockedCountriesFileRepository(result: .success(.snapshot))
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: files, worldData: MockedWorldDataRepository())
        return RealTimeInteractor(appState: state, source: source, zones: zones, clock: FixedClock(TimeInteractorTests.noon))
    }

    @Test func threeCities_areTheirZones_withTheirCountries() throws {
        let state = AppState()
        let time = interactor(state)
        time.showTimes(TimeQuery(places: ["paris", "tokyo", "new york"], hours: HourSpan(from: 8, to: 20)))
        let table = try #require(state.userData.times.value)
        #expect(table.rows.map(\.zone) == ["Europe/Paris", "Asia/Tokyo", "America/New_York"])
        #expect(table.rows.map(\.cca3) == ["FRA", "JPN", "USA"])
        #expect(table.meeting?.zone == "Europe/Paris")
        // A country's name still comes first; a place that is neither stays unknown.
        time.showTimes(TimeQuery(places: ["wakanda"]))
        #expect(state.routing.notice == .lookupFailed(.notFound("wakanda")))
    }

    /// Which country lists each zone named is read once for them all.
    @Test func zonesAndCitiesNamed_readTheCountriesZonesOnce() throws {
        let state = AppState()
        let zones = RecordingTimeZoneRepository()
        interactor(state, zones).showTimes(TimeQuery(places: ["Europe/Paris", "asia/tokyo", "new york"]))
        #expect(try #require(state.userData.times.value).rows.map(\.cca3) == ["FRA", "JPN", "USA"])
        #expect(zones.actions.filter { $0 == .allCountryZones }.count == 1)
    }
}
