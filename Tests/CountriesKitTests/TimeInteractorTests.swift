import CountriesData
@testable import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
@testable import CountriesUI
import Testing

/// `time`: each change of the store stated in order, from an empty store and
/// from one whose every field holds something (which it must leave as it
/// was), with the clock fixed and the built-in tz database read through a
/// recorder.
@MainActor
@Suite struct TimeInteractorTests {
    /// 2026-07-01 12:00 UTC.
    static let noon = Timestamp(secondsSince1970: Double(TimeZoneRuleTests.utc(2026, 7, 1, 12)))

    private func interactor(
        _ state: AppState, _ zones: RecordingTimeZoneRepository, now: Timestamp = Self.noon, world: MockedWorldDataRepository = MockedWorldDataRepository()
    ) -> RealTimeInteractor {
        let files = MockedCountriesFileRepository(result: .success(.snapshot))
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: files, worldData: world)
        return RealTimeInteractor(appState: state, source: source, zones: zones, clock: FixedClock(now))
    }

    private static let cest = ZoneReading(offsetSeconds: 7200, abbreviation: "CEST", isDaylightSaving: true)
    private static let cet = ZoneReading(offsetSeconds: 3600, abbreviation: "CET", isDaylightSaving: false)
    private static let jst = ZoneReading(offsetSeconds: 32400, abbreviation: "JST", isDaylightSaving: false)

    /// France and Japan at 2026-07-01 12:00 UTC, as the tz rules have it:
    /// Paris on summer time until 25 October 01:00 UTC, Tokyo without.
    static let parisAndTokyo = TimeTable(instant: TimeZoneRuleTests.utc(2026, 7, 1, 12), rows: [
        ZoneTime(cca3: "FRA", cca2: "FR", zone: "Europe/Paris", comment: nil, reading: cest,
                 local: CivilDateTime(year: 2026, month: 7, day: 1, hour: 14),
                 next: ZoneChange(instant: TimeZoneRuleTests.utc(2026, 10, 25, 1), reading: cet)),
        ZoneTime(cca3: "JPN", cca2: "JP", zone: "Asia/Tokyo", comment: nil, reading: jst,
                 local: CivilDateTime(year: 2026, month: 7, day: 1, hour: 21), next: nil),
    ])

    @Test func showTimes_ofCountries_writesTheirZonesClocksNow_andOpensTheTimeScreen() {
        let state = AppState()
        let zones = RecordingTimeZoneRepository()
        let time = interactor(state, zones)
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(places: ["france", "JP"]))
        #expect(store.mismatch(
            { $0.routing.screen = .time },
            { $0.userData.times = .loaded(Self.parisAndTokyo) },
            Self.named("FRA", "JPN")
        ) == nil)
        // Each place also looked up as a zone's name (`EST` is one): no zone of that name, nothing more read.
        #expect(zones.actions == [
            .zones(ofCountry: "FR"), .zoneName("france"), .zones(ofCountry: "JP"), .zoneName("JP"), .history(ofZone: "Europe/Paris"), .history(ofZone: "Asia/Tokyo"),
        ])
    }

    /// What the time screen names: its rows' countries, those with no zone,
    /// those taken over a zone's name.
    static func named(_ cca3s: String...) -> StoreRecorder.Change {
        { $0.userData.countries = .loaded(.of(.snapshot, cca3s)) }
    }

    /// From a store whose every field holds something: the routing starts
    /// anew, the intent writes the screen, the table and the countries it
    /// names (in the store's language), and leaves every other field as it was.
    @Test func showTimes_fromAFullStore_changesOnlyTheScreenAndTheTable() throws {
        let state = FullStore.state()
        let time = interactor(state, RecordingTimeZoneRepository())
        let source = CatalogSource(webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)), worldData: MockedWorldDataRepository())
        let french = try source.catalog(in: FullStore.french)
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(places: ["fr", "jp"]))
        #expect(store.mismatch(
            StoreRecorder.commandStarts,
            { $0.routing.screen = .time },
            { $0.userData.times = .loaded(Self.parisAndTokyo) },
            { $0.userData.countries = .loaded(.of(french, ["FRA", "JPN"], locale: FullStore.french)) }
        ) == nil)
    }

    @Test func showTimes_ofNoSuchPlace_isTheNoticeShowGives_andReadsNoZone() {
        let state = AppState()
        let zones = RecordingTimeZoneRepository()
        let time = interactor(state, zones)
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(places: ["fr", "wakanda"]))
        #expect(store.mismatch({ $0.routing.notice = .lookupFailed(.notFound("wakanda")) }) == nil)
        #expect(!zones.actions.contains { if case .history = $0 { true } else { false } })
        time.showTimes(TimeQuery(places: ["Europe/Wakanda"]))
        #expect(store.mismatch(StoreRecorder.commandStarts, { $0.routing.notice = .lookupFailed(.notFound("Europe/Wakanda")) }) == nil)
    }

    /// A wall time the spring change skips in the first place: read with
    /// the offset before, and said so in the table (the view tells stderr).
    @Test func showTimes_atAWallTime_inTheFirstPlace_saysHowTheChangesTreatIt() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        let store = StoreRecorder(state)
        let skipped = CivilDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30)
        time.showTimes(TimeQuery(places: ["fr", "jp"], at: .wallTime(skipped)))
        let table = try #require(state.userData.times.value)
        #expect(table.instant == TimeZoneRuleTests.utc(2026, 3, 29, 1, 30))
        #expect(table.wallTime == AskedWallTime(time: skipped, zone: "Europe/Paris", fit: .skipped))
        #expect(table.rows.map(\.local.text) == ["2026-03-29 03:30", "2026-03-29 10:30"])
        #expect(store.mismatch({ $0.routing.screen = .time }, { $0.userData.times = .loaded(table) }, Self.named("FRA", "JPN")) == nil, "the screen, the table and its countries alone")
        time.showTimes(TimeQuery(places: ["fr"], at: .instant(TimeZoneRuleTests.utc(2026, 1, 1))))
        let winter = try #require(state.userData.times.value)
        #expect(winter.wallTime == nil)
        #expect(winter.rows.first?.reading == Self.cet)
        #expect(store.mismatch({ $0.userData.times = .loaded(winter) }, Self.named("FRA")) == nil, "the table and its countries alone: the screen is the time's already")
    }

    /// `--hours`: a country counts by its first (most populous) zone, so
    /// the United States is New York, not Hawaii as well.
    @Test func showTimes_withHours_findsTheHoursThatSuitEveryPlace() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(places: ["fr", "us"], at: .wallTime(CivilDateTime(year: 2026, month: 7, day: 1, hour: 9)), hours: HourSpan(from: 9, to: 18)))
        let table = try #require(state.userData.times.value)
        let meeting = try #require(table.meeting)
        // Paris is 6 hours ahead of New York in July: 15:00-18:00 Paris is 09:00-12:00 there.
        #expect(meeting.runs == ["15:00-18:00"])
        #expect(meeting.zone == "Europe/Paris")
        #expect(store.mismatch({ $0.routing.screen = .time }, { $0.userData.times = .loaded(table) }, Self.named("FRA", "USA")) == nil, "the screen, the table and its countries alone")
    }

    /// No place: every zone of the countries the list options keep, by UTC offset.
    @Test func showTimes_ofNoPlace_isEveryZoneOfTheCountriesKept_byOffset() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(countries: ListQuery(search: "nzl")))
        let zealand = try #require(state.userData.times.value)
        #expect(zealand.rows.map(\.zone) == ["Pacific/Auckland", "Pacific/Chatham"])
        #expect(zealand.rows.map(\.reading.offsetText) == ["+12:00", "+12:45"])
        #expect(store.mismatch({ $0.routing.screen = .time }, { $0.userData.times = .loaded(zealand) }, Self.named("NZL")) == nil, "the screen, the table and its countries alone")
        time.showTimes(TimeQuery())
        let all = try #require(state.userData.times.value)
        #expect(all.rows.count > 350)
        #expect(all.rows.map(\.reading.offsetSeconds) == all.rows.map(\.reading.offsetSeconds).sorted())
        #expect(store.mismatch({ $0.userData.times = .loaded(all) }, { $0.userData.countries = .loaded(.of(.snapshot, all.rows.compactMap(\.cca3) + all.zoneless)) }) == nil)
    }

    /// `--member eu`: every country's built-in memberships laid over the
    /// data first, as `list` reads them, then the members' zones (a store
    /// that held no memberships gave none: FINDINGS 1).
    @Test func showTimes_ofAMemberFilter_laysTheMemberships_thenGivesTheMembersZones() throws {
        let state = FullStore.state()
        let world = MockedWorldDataRepository(lists: [FullStore.eu])
        let time = interactor(state, RecordingTimeZoneRepository(), world: world)
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(countries: ListQuery(filters: [.member("eu")])))
        let table = try #require(state.userData.times.value)
        #expect(table.rows.map(\.zone) == ["Europe/Paris"])
        #expect(store.mismatch(
            StoreRecorder.commandStarts,
            { $0.routing.screen = .time },
            { $0.userData.times = .loaded(table) },
            Self.named("FRA")
        ) == nil)
    }

    /// A country the tz database gives no zone (Bouvet Island) has no row,
    /// and is named in the table, so stderr says so: `--hours` counts the
    /// others, not silently (FINDINGS 3).
    @Test func showTimes_ofACountryWithNoZone_namesItInTheTable() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(places: ["bv", "fr"], at: .instant(TimeZoneRuleTests.utc(2026, 7, 1, 12)), hours: HourSpan(from: 9, to: 17)))
        let table = try #require(state.userData.times.value)
        #expect(table.zoneless == ["BVT"])
        #expect(table.rows.map(\.zone) == ["Europe/Paris"])
        #expect(table.meeting?.runs == ["09:00-17:00"])
        #expect(store.mismatch({ $0.routing.screen = .time }, { $0.userData.times = .loaded(table) }, Self.named("FRA", "BVT")) == nil)
        time.showTimes(TimeQuery(countries: ListQuery(search: "bouvet")))
        #expect(state.userData.times.value?.zoneless == ["BVT"])
        #expect(state.userData.times.value?.rows == [])
        let remark = TimeView.zonelessWarning(table, shown: .whole(.snapshot, locale: .english))
        #expect(remark == "Bouvet Island (BVT) has no time zone in the tz database: no clock to show, and left out of --hours")
    }

    /// Found by a new user: every `countries time` warned that Bouvet Island
    /// and Heard Island have no zone. A country named is said; one the
    /// list options keep among others is not, unless no row is left.
    @Test func showTimes_withNoPlace_namesNoZonelessCountry_unlessNoRowIsLeft() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        time.showTimes(TimeQuery())
        #expect(state.userData.times.value?.zoneless == [])
        time.showTimes(TimeQuery(countries: ListQuery(region: .antarctic)))
        #expect(state.userData.times.value?.zoneless == [] && state.userData.times.value?.rows.isEmpty == false)
        time.showTimes(TimeQuery(countries: ListQuery(search: "island", limit: 3)))
        #expect(state.userData.times.value?.zoneless == [])
        time.showTimes(TimeQuery(countries: ListQuery(search: "heard")))
        #expect(state.userData.times.value?.zoneless == ["HMD"])
    }

    /// Found by a new user: `--limit` and `--sort` on `time` acted on the
    /// countries, each then giving all its zones. With no place the rows are
    /// the list: `--limit 3` is three rows, `--sort` orders them by their
    /// countries, `--reverse` turns them round.
    @Test func showTimes_withNoPlace_sortsReversesAndCutsTheRows() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        time.showTimes(TimeQuery(countries: ListQuery(region: .europe)))
        let all = try #require(state.userData.times.value?.rows)
        #expect(all.map(\.reading.offsetSeconds) == all.map(\.reading.offsetSeconds).sorted(), "by UTC offset")
        time.showTimes(TimeQuery(countries: ListQuery(region: .europe, limit: 3)))
        #expect(state.userData.times.value?.rows == Array(all.prefix(3)))
        time.showTimes(TimeQuery(countries: ListQuery(region: .europe, limit: 2, reverse: true)))
        #expect(state.userData.times.value?.rows == Array(all.reversed().prefix(2)))
        // By their countries' population, largest first, each country's zones in the tz database's order.
        time.showTimes(TimeQuery(countries: ListQuery(sort: .population, limit: 3)))
        let byPopulation = try #require(state.userData.times.value?.rows)
        let populous = CountryListing.countries(in: .snapshot, query: ListQuery(sort: .population, limit: 3), locale: .english)
        let zones = try populous.flatMap { try RealTimeZoneRepository().zones(ofCountry: $0.cca2).map(\.zone) }
        #expect(byPopulation.map(\.zone) == Array(zones.prefix(3)))
        time.showTimes(TimeQuery(countries: ListQuery(region: .oceania, sort: .name)))
        let byName = try #require(state.userData.times.value?.rows).compactMap(\.cca3)
        let names = CountryListing.countries(in: .snapshot, query: ListQuery(region: .oceania, sort: .name), locale: .english).map(\.cca3)
        #expect(byName.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } } == names.filter(byName.contains))
    }

    /// Found by a new user: Ireland showed "DST yes" in January (the tz
    /// database's negative daylight saving): summer time is July's.
    @Test func showTimes_ofIreland_isSummerTimeInJuly_notInJanuary() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        time.showTimes(TimeQuery(places: ["ie"], at: .instant(TimeZoneRuleTests.utc(2026, 1, 15, 12))))
        let winter = try #require(state.userData.times.value?.rows.first)
        #expect(winter.reading.abbreviation == "GMT" && !winter.isSummerTime)
        time.showTimes(TimeQuery(places: ["ie"], at: .instant(TimeZoneRuleTests.utc(2026, 7, 15, 12))))
        let summer = try #require(state.userData.times.value?.rows.first)
        #expect(summer.reading.abbreviation == "IST" && summer.isSummerTime)
        // Morocco, as the rearguard form reads it: +00 in Ramadan (the
        // database's negative daylight saving) is no summer time, and +01
        // beside it is, all the year but Ramadan, not in a season of its own.
        for (month, day, summerTime) in [(3, 1, false), (1, 15, true), (6, 15, true), (9, 1, true)] {
            time.showTimes(TimeQuery(places: ["ma"], at: .instant(TimeZoneRuleTests.utc(2026, month, day, 12))))
            let morocco = try #require(state.userData.times.value?.rows.first)
            #expect(morocco.isSummerTime == summerTime, "2026-\(month)-\(day): \(morocco.reading)")
        }
    }

    /// `EST` is Estonia, and the table says the zone EST was not taken;
    /// `japan` is Japan, whose zone `Japan` keeps its clocks: nothing to
    /// say. `saigon` is Viet Nam's (FINDINGS 20): the city (Ho Chi Minh
    /// City, GeoNames' alternate name) and its zone (issue 41).
    @Test func showTimes_ofACountryThatIsAlsoAZoneName_saysTheZoneWasNotTaken() throws {
        let state = AppState()
        let time = interactor(state, RecordingTimeZoneRepository())
        let store = StoreRecorder(state)
        time.showTimes(TimeQuery(places: ["EST", "japan", "saigon"]))
        let table = try #require(state.userData.times.value)
        #expect(table.rows.map(\.zone) == ["Europe/Tallinn", "Asia/Tokyo", "Asia/Ho_Chi_Minh"])
        #expect(table.rows.map(\.cca3) == ["EST", "JPN", "VNM"])
        #expect(table.countriesOverZones.map(\.zone) == ["EST"])
        #expect(table.countriesOverZones.first?.sameAs?.hasPrefix("America/") == true)
        #expect(store.mismatch({ $0.routing.screen = .time }, { $0.userData.times = .loaded(table) }, Self.named("EST", "JPN", "VNM")) == nil)
    }

    /// browse's `time` over France's details, from a store whose every field
    /// holds something: France's clocks, then the time screen pushed over
    /// the details (its notice cleared); nothing else moves.
    @Test func showTimesOfOpenCountry_fromAFullStore_changesTheTableAndTheRoutingAlone() {
        let state = FullStore.state()
        let time = interactor(state, RecordingTimeZoneRepository())
        let store = StoreRecorder(state)
        time.showTimesOfOpenCountry()
        #expect(store.mismatch(
            { $0.userData.times = .loaded(TimeTable(instant: Self.parisAndTokyo.instant, rows: [Self.parisAndTokyo.rows[0]])) },
            // The details are kept where they were shown from (the full store's first row, 3).
            { $0.routing = Routing(
                screen: .localTime(cca3: "FRA"), wayBack: [Routing.Place(.list(ListQuery(search: "fr"))), Routing.Place(.details(cca3: "FRA"), firstRow: 3)], isPaged: true
            ) },
            // The full store's `--fields`: the screen's records read again (this repository holds none).
            { $0.userData.records = .isLoading(last: $0.userData.records.value) },
            { $0.userData.records = .loaded(CountryRecordValues()) },
            Self.named("FRA")
        ) == nil)
        time.showTimes(TimeQuery(places: ["wakanda"]))
        #expect(store.mismatch(StoreRecorder.commandStarts, { $0.routing.notice = .lookupFailed(.notFound("wakanda")) }) == nil)
    }
}

/// browse: a country opened shows its zones' clocks, and `time` opens them
/// on a screen of their own that `back` leaves.
@MainActor
@Suite struct TimeInBrowseTests {
    @Test func openingACountry_readsItsZones_andTimeOpensThem_backReturns() throws {
        let state = AppState(userData: UserData(countries: .loaded(.of(.snapshot))))
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(.snapshot)), clock: FixedClock(TimeInteractorTests.noon), zonesInBrowse: true
        )
        let store = StoreRecorder(state)
        container.interactors.time.showTimesOfOpenCountry()
        #expect(store.mismatch({ $0.routing.notice = .noCountryOpen(asked: .time) }) == nil)
        container.interactors.navigation.open("japan")
        let tokyo = TimeTable(instant: TimeInteractorTests.parisAndTokyo.instant, rows: [TimeInteractorTests.parisAndTokyo.rows[1]])
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .details(cca3: "JPN"), backStack: [.list(ListQuery())]) },
            { $0.userData.times = .loaded(tokyo) },
            { $0.userData.countries = .loaded(.details("JPN")) }
        ) == nil)
        container.interactors.time.showTimesOfOpenCountry()
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .localTime(cca3: "JPN"), backStack: [.list(ListQuery()), .details(cca3: "JPN")]) }
        ) == nil, "the same clocks, and Japan alone named: only the screen moves")
        container.interactors.navigation.back()
        #expect(store.mismatch({ $0.routing = Routing(screen: .details(cca3: "JPN"), backStack: [.list(ListQuery())]) }) == nil)
    }

    /// After `fra`, `time`: the title was `Local time` (no country, no
    /// link), and `neighbors` or `time` typed on it said "Open a country
    /// first". The screen is France's, with its link, which `--route` and
    /// a typed link take back; its commands act on France.
    @Test func theTimeScreen_isTheCountrys_withItsLink_andItsCommandsActOnIt() throws {
        let state = AppState(userData: UserData(countries: .loaded(.of(.snapshot))))
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(.snapshot)), clock: FixedClock(TimeInteractorTests.noon), zonesInBrowse: true
        )
        let store = StoreRecorder(state)
        let paris = TimeTable(instant: TimeInteractorTests.parisAndTokyo.instant, rows: [TimeInteractorTests.parisAndTokyo.rows[0]])
        let tokyo = TimeTable(instant: TimeInteractorTests.parisAndTokyo.instant, rows: [TimeInteractorTests.parisAndTokyo.rows[1]])
        container.interactors.navigation.open("france")
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .details(cca3: "FRA"), backStack: [.list(ListQuery())]) },
            { $0.userData.times = .loaded(paris) },
            { $0.userData.countries = .loaded(.details("FRA")) }
        ) == nil)
        container.interactors.time.showTimesOfOpenCountry()
        let franceTime = Screen.localTime(cca3: "FRA")
        #expect(store.mismatch(
            { $0.routing = Routing(screen: franceTime, backStack: [.list(ListQuery()), .details(cca3: "FRA")]) },
            { $0.userData.countries = .loaded(.of(.snapshot, ["FRA"])) }
        ) == nil)
        #expect(BrowseView.title(franceTime, shown: .whole(.snapshot, locale: .english)) == "Local time in France · countries://countries/FRA/time")
        container.interactors.time.showTimesOfOpenCountry()
        #expect(store.mismatch() == nil, "time on its own clocks reads them again, and stays: no notice")
        container.interactors.navigation.showNeighbours()
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .neighbors(cca3: "FRA"), backStack: [.list(ListQuery()), .details(cca3: "FRA"), franceTime]) },
            { $0.userData.countries = .loaded(.of(.snapshot, ["FRA"], rows: ["AND", "BEL", "DEU", "ITA", "LUX", "MCO", "ESP", "CHE"])) }
        ) == nil, "neighbors on it: France's")
        container.interactors.navigation.openRoute("countries://countries/jp/time")
        #expect(store.mismatch(
            { $0.routing = Routing(screen: .localTime(cca3: "JPN"), backStack: [.list(ListQuery()), .details(cca3: "FRA"), franceTime, .neighbors(cca3: "FRA")]) },
            { $0.userData.times = .loaded(tokyo) },
            { $0.userData.countries = .loaded(.of(.snapshot, ["JPN"])) }
        ) == nil, "its link leads to it, the clocks read")
    }
}
