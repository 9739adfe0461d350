import CountriesData
import CountriesInteractors
import CountriesModel
import CountriesStore

extension CountryCatalog {
    /// The real embedded snapshot, decoded once for all tests; empty if it
    /// does not decode, so that tests fail (the decoder's own test says why)
    /// rather than stop the runner.
    package static let snapshot = (try? RealCountriesFileRepository.embeddedSnapshot()) ?? CountryCatalog([])

    /// Its records' texts, as the repository reads them for JSON and CSV.
    package static let snapshotTexts = RecordTexts(
        Dictionary(((try? snapshotRecords) ?? []).map { ($0.country.cca3, $0.text) }) { _, last in last }
    )

    /// Its records, names and texts, as the repository reads them.
    package static var snapshotRecords: [CountryRecord] {
        get throws { try RealCountriesFileRepository(cacheDirectory: "/nonexistent").loadRecords(of: snapshot) }
    }
}

extension Country {
    /// The snapshot country with this cca3. A code it lacks gives a country
    /// named so, for tests to fail on, never a crash of the runner.
    package static func inSnapshot(_ cca3: String) -> Country {
        CountryCatalog.snapshot.country(cca3: cca3) ?? .fixture(cca3, common: "<\(cca3) is not in the snapshot>")
    }

    /// A small made-up country, for tests that need full control of names.
    package static func fixture(
        _ cca3: String, common: String, official: String? = nil,
        altSpellings: [String] = [],
        region: String = "Europe", population: Int = 0, area: Double = 0, borders: [String] = [],
        memberships: [String]? = nil
    ) -> Country {
        Country(
            name: CountryName(common: common, official: official ?? common),
            cca2: String(cca3.prefix(2)), cca3: cca3,
            region: region, population: population, area: area,
            borders: borders, altSpellings: altSpellings, memberships: memberships
        )
    }
}

extension CountryRecord {
    /// A made-up country with its names in other languages, for tests of
    /// what translations decide: `CountryCatalog(records: [.fixture(...)])`.
    package static func fixture(
        _ cca3: String, common: String, official: String? = nil,
        translations: [String: CountryName] = [:], altSpellings: [String] = [],
        region: String = "Europe", population: Int = 0, area: Double = 0, borders: [String] = [],
        memberships: [String]? = nil
    ) -> CountryRecord {
        CountryRecord(
            country: .fixture(
                cca3, common: common, official: official, altSpellings: altSpellings, region: region,
                population: population, area: area, borders: borders, memberships: memberships
            ),
            translations: translations, text: "{}"
        )
    }
}

extension CountryRecordValues {
    /// `texts` read as the data layer reads the records a screen shows:
    /// each parsed, its facts decoded. Empty should one not read, for
    /// tests to fail on, never a crash of the runner.
    package static func read(_ texts: RecordTexts, reading: RecordReading = .values) -> CountryRecordValues {
        (try? CountryRecordReader.values(of: texts, from: .snapshot, reading: reading)) ?? CountryRecordValues(reading: reading)
    }

    /// Every snapshot record, read.
    package static let snapshot = read(CountryCatalog.snapshotTexts)
}

extension ShownCountries {
    /// What a screen shows of `catalog`, as a test states it: the countries
    /// it names, a list's rows in the order expected with their reasons
    /// (by cca3), and the page of them on show (nil: every row); each
    /// country named in `locale` as the catalog names it.
    package static func of(
        _ catalog: CountryCatalog, _ cca3s: [String] = [], rows: [String]? = nil, reasons: [String: String] = [:], page: Range<Int>? = nil,
        locale: NameLocale = .english, count: Int? = nil, places: [MapPlace] = []
    ) -> ShownCountries {
        let countries = cca3s.compactMap(catalog.country(cca3:))
        let rowCountries = rows?.compactMap(catalog.country(cca3:)) ?? []
        let listed = rows.map { _ in rowCountries.map { ListRow($0, reason: reasons[$0.cca3]) } }
        var names: [String: CountryName] = [:]
        for country in countries + rowCountries where catalog.name(of: country, in: locale) != country.name {
            names[country.cca3.uppercased()] = catalog.name(of: country, in: locale)
        }
        return ShownCountries(
            source: catalog.source, count: count, countries: countries, names: names, list: listed.map { ListRows($0, page: page) }, places: places,
            terms: catalog.terms
        )
    }

    /// Every country of `catalog`, named in `locale`: what a view test
    /// gives a view that looks countries up.
    package static func whole(_ catalog: CountryCatalog, locale: NameLocale = .english) -> ShownCountries {
        of(catalog, catalog.countries.map(\.cca3), locale: locale, places: catalog.places)
    }
}

extension ShownCountries {
    /// What the interactor that opens `routing`'s screen writes of
    /// `catalog` (`ScreenCountries`): for a view test that lays out a
    /// screen as the program gives it.
    package static func screen(
        _ routing: Routing, of catalog: CountryCatalog = .snapshot, system: SystemState = SystemState(),
        records: CountryRecordValues? = nil, times: TimeTable? = nil
    ) -> ShownCountries {
        ScreenCountries.shown(
            on: routing.screen, rows: ScreenCountries.rows(on: routing, in: catalog, system: system), in: catalog, system: system,
            records: records, times: times
        )
    }
}

extension AppState {
    /// A store on `routing`'s screen, with what the interactor that opened
    /// it writes of `catalog` (`ShownCountries.screen`) beside `userData`'s
    /// other parts: for a view test that renders the whole store.
    @MainActor
    package static func showing(
        _ routing: Routing, of catalog: CountryCatalog = .snapshot, system: SystemState = SystemState(), userData: UserData = UserData()
    ) -> AppState {
        var userData = userData
        userData.countries = .loaded(.screen(routing, of: catalog, system: system, records: userData.records.value, times: userData.times.value))
        return AppState(userData: userData, routing: routing, system: system)
    }
}

extension ShownCountries {
    /// A country's details as their screen names them: the country, then
    /// its neighbours, as the data lists them.
    package static func details(_ cca3: String, of catalog: CountryCatalog = .snapshot, locale: NameLocale = .english, places: [MapPlace] = []) -> ShownCountries {
        of(catalog, [cca3] + (catalog.country(cca3: cca3)?.borders ?? []), locale: locale, places: places)
    }
}

extension Routing {
    /// A screen of `browse`, whose lists are shown a page at a time.
    package static func browsing(_ screen: Screen, backStack: [Screen] = [], firstRow: Int = 0, notice: Notice? = nil) -> Routing {
        Routing(screen: screen, backStack: backStack, firstRow: firstRow, isPaged: true, notice: notice)
    }

    /// A screen of `browse`, with the places on the way back.
    package static func browsing(_ screen: Screen, wayBack: [Place], firstRow: Int = 0, notice: Notice? = nil) -> Routing {
        Routing(screen: screen, wayBack: wayBack, firstRow: firstRow, isPaged: true, notice: notice)
    }
}
