import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// `city <name>...`: the cities a name names, narrowed by the place after a
/// comma (a country first, then a subdivision), each row with its country,
/// subdivision, zone and clock; its link, `/cities/<geonameid>`.
@MainActor
@Suite struct CityCommandTests {
    static func city(_ name: String, _ cca2: String, _ subdivision: String?, _ population: Int, id: Int) -> City {
        City(geonameid: id, name: name, cca2: cca2, subdivisionCode: subdivision, population: population, location: GeoPoint(longitude: 0, latitude: 0), zone: "UTC")
    }

    static let stub = [
        city("Paris", "FR", "FR-IDF", 2_138_551, id: 1),
        city("Paris", "US", "US-TX", 24782, id: 2),
        city("Dover", "US", "US-DE", 39403, id: 3),
        city("Dover", "GB", "GB-ENG", 31022, id: 4),
        city("Athens", "GR", "GR-I", 664_046, id: 5),
        city("Athens", "US", "US-GA", 127_315, id: 6),
    ]

    private func found(_ text: String, countries: [String: String] = [:], subdivisions: [String: [String]] = [:]) -> [Int] {
        let repository = StubCitiesRepository(Self.stub)
        return CityPlace.cities(
            text, named: { try! repository.cities(named: $0) }, country: { countries[$0] }, subdivisions: { subdivisions[$0] ?? [] }
        ).map(\.geonameid)
    }

    @Test func aName_isEveryCityOfIt_theMostPopulousFirst() {
        #expect(found("paris") == [1, 2])
        #expect(found("Atlantis") == [])
    }

    /// After a comma: a country first, then a subdivision by its code, the
    /// code's second part, or its name.
    @Test func thePlaceAfterAComma_narrowsIt() {
        #expect(found("Paris, France", countries: ["France": "FR"]) == [1])
        #expect(found("Paris, TX") == [2])
        #expect(found("Paris, US-TX") == [2])
        #expect(found("Paris, Texas", subdivisions: ["Texas": ["US-TX"]]) == [2])
        #expect(found("Paris - TX") == [2])
        #expect(found("Paris/TX") == [2])
        // Georgia the country has no Athens: Georgia the state's.
        #expect(found("Athens, Georgia", countries: ["Georgia": "GE"], subdivisions: ["Georgia": ["US-GA"]]) == [6])
        // DE, Germany's code, has no Dover: Delaware's.
        #expect(found("Dover, DE", countries: ["DE": "DE"]) == [3])
        #expect(found("Paris, Mars") == [])
        #expect(found("Paris, ") == [1, 2])
    }

    @Test func aDashInAName_isNoSeparator() {
        #expect(CityPlace.split("Winston-Salem") == nil)
        #expect(CityPlace.split("São Paulo - SP")?.qualifier == "SP")
        #expect(CityPlace.split("Washington, D.C.")?.name == "Washington")
    }

    private func screens(_ state: AppState) -> RealScreensInteractor {
        let source = CatalogSource(
            webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)),
            worldData: RealWorldDataRepository()
        )
        return RealScreensInteractor(appState: state, source: source, timeZones: RealTimeZoneRepository(), clock: FixedClock(TimeInteractorTests.noon))
    }

    @Test func city_writesTheRowsOfEachName_inOrder() throws {
        let state = AppState()
        screens(state).showCities(["Paris, TX", "Lyon, France", "denver"])
        let rows = try #require(state.userData.cities.value)
        #expect(state.routing.screen == .cities)
        #expect(rows.map(\.city.name) == ["Paris", "Lyon", "Denver"])
        #expect(rows.map(\.cca3) == ["USA", "FRA", "USA"])
        #expect(rows.map(\.subdivisionName) == ["Texas", "Auvergne-Rhône-Alpes", "Colorado"])
        #expect(rows[2].city.zone == "America/Denver")
        // Noon UTC on 2026-07-01: 06:00 in Denver, on summer time.
        #expect(rows[2].time.local.text == "2026-07-01 06:00")
        #expect(rows[2].link == "/cities/\(rows[2].city.geonameid)")
    }

    @Test func aNameNoCityHas_isANotice_exit1() {
        let state = AppState()
        screens(state).showCities(["denver", "Wakanda City"])
        #expect(state.routing.notice == .lookupFailed(.noCity("Wakanda City")))
        #expect(state.userData.cities == .notRequested)
    }

    @Test func aCitysLink_isARoute_andBack() throws {
        #expect(try Route.parse("/cities/5419384") == .city(5_419_384))
        #expect(try Route.parse("countries://cities/5419384") == .city(5_419_384))
        #expect(Route.link(to: .city(geonameid: 5_419_384)) == "/cities/5419384")
        for bad in ["/cities/denver", "/cities/-1", "/cities/5419384/time", "/cities"] {
            #expect(throws: RouteError.self, "\(bad)") { try Route.parse(bad) }
        }
    }

    @Test func aCitysLink_opensThatCity_inBrowseAndWithRoute() async throws {
        let state = AppState()
        await screens(state).showRoute("/cities/5419384", narrowedBy: ListQuery(), refresh: false)
        #expect(state.routing.screen == .city(geonameid: 5_419_384))
        #expect(try #require(state.userData.cities.value).map(\.city.name) == ["Denver"])
        await screens(state).showRoute("/cities/1", narrowedBy: ListQuery(), refresh: false)
        #expect(state.userData.cities.error as? LookupError == .noCity("/cities/1"))
    }

    @Test func theRows_inEachFormat() throws {
        let state = AppState()
        screens(state).showCities(["Paris, TX"])
        let rows = try #require(state.userData.cities.value)
        var system = SystemState()
        system.cityFields = [.name, .cca3, .subdivision, .population, .latitude, .local, .link]
        #expect(CitiesView.text(rows, system: system) == "Paris\tUSA\tUS-TX\t24782\t33.66094\t2026-07-01 07:00\t/cities/4717560")
        system.format = .csv
        #expect(CitiesView.text(rows, system: system) == "name,cca3,subdivision,population,latitude,local,link\r\nParis,USA,US-TX,24782,33.66094,2026-07-01T07:00:00,/cities/4717560\r")
        system.format = .json
        system.cityFields = [.name, .population, .subdivisionName]
        #expect(CitiesView.text(rows, system: system) == "[\n  {\n    \"name\": \"Paris\",\n    \"population\": 24782,\n    \"subdivisionName\": \"Texas\"\n  }\n]")
        system.format = .table
        #expect(CitiesView.text(rows, system: system) == "NAME   POPULATION  SUBDIVISIONNAME\nParis      24,782  Texas")
    }

    /// A terminal's table fits its width: long names cut, then columns left
    /// out, the zone kept whole as long as it can be.
    @Test(arguments: [80, 50, 30])
    func theTable_fitsTheTerminal(_ width: Int) throws {
        let state = AppState()
        screens(state).showCities(["paris", "Ho Chi Minh City", "Springfield, IL"])
        let rows = try #require(state.userData.cities.value)
        let lines = CitiesView.text(rows, system: SystemState(width: width, isTerminal: true)).split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines)")
        #expect(lines[0].hasPrefix("NAME"))
        if width >= 50 { #expect(lines.contains { $0.contains("Africa/Johannesburg") }) }
        if width >= 80 { #expect(lines[0].contains("LOCAL") && lines[0].contains("SUBDIVISION")) }
    }

    /// `show "Paris, TX"` shows the city, with the links to its country and
    /// to its subdivision (as show and --route take them), in a pipe and on
    /// a narrow terminal alike.
    @Test func show_aCity_linksItsCountryAndItsSubdivision() async throws {
        let state = AppState()
        await screens(state).showCountry("Paris, TX", refresh: false)
        #expect(state.routing.screen == .city(geonameid: 4_717_560))
        let row = try #require(state.userData.cities.value?.first)
        let piped = CityDetailsView.lines(row, shown: state.userData.countries.value ?? ShownCountries(), system: SystemState())
        #expect(piped.contains { $0.hasPrefix("Country") && $0.hasSuffix("United States (USA)  /countries/USA") }, "\(piped)")
        #expect(piped.contains { $0.hasPrefix("Subdivision") && $0.hasSuffix("Texas (US-TX)  /countries/US-TX") }, "\(piped)")
        // The subdivision's link opens the subdivision.
        let followed = AppState()
        await screens(followed).showRoute("/countries/US-TX", narrowedBy: ListQuery(), refresh: false)
        #expect(followed.routing.screen == .subdivision(code: "US-TX"))
        let narrow = CityDetailsView.lines(row, shown: state.userData.countries.value ?? ShownCountries(), system: SystemState(width: 30, isTerminal: true))
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 30 }, "\(narrow)")
        #expect(narrow.joined().contains("/countries/US-TX"))
    }

    // MARK: - One city, where one is asked

    private func answer(_ text: String, countries: [String: String] = [:], cities: [City] = Self.stub) -> CityPlace.Answer {
        let repository = StubCitiesRepository(cities)
        return CityPlace.answer(text, named: { try! repository.cities(named: $0) }, country: { countries[$0] }, subdivisions: { _ in [] })
    }

    /// A bare name: its largest city only at ten times the largest of the
    /// name in another country.
    @Test func aBareName_isItsLargestCity_onlyAtTenTimesTheNextElsewhere() {
        #expect(answer("paris") == .city(Self.stub[0]))
        // Athens, Greece, is five times Athens, Georgia: either.
        #expect(answer("athens") == .ambiguous([Self.stub[4], Self.stub[5]]))
        #expect(answer("dover") == .ambiguous([Self.stub[2], Self.stub[3]]))
        // Narrowed by its place, the largest left.
        #expect(answer("Athens, GA") == .city(Self.stub[5]))
        #expect(answer("wakanda") == .none)
    }

    /// Two cities of the name in one subdivision: no telling which.
    @Test func twoCitiesOfTheNameInOneSubdivision_areAmbiguous() {
        let twins = [Self.city("Springfield", "US", "US-NJ", 30000, id: 10), Self.city("Springfield", "US", "US-NJ", 16000, id: 11)]
        #expect(answer("Springfield, NJ", cities: twins) == .ambiguous(twins))
        #expect(answer("springfield", cities: twins) == .ambiguous(twins))
    }

    /// The held-out places (Tests/Corpus/held-out-places.tsv, never tuned
    /// on) through the city rules alone, with the real cities and the
    /// resolver reading the place after a comma: none wrong. Measured when
    /// the rules were first run: 489 of 500 (97.8%) one city of the country
    /// meant, the issue's target 98% not met (4 towns under 15,000 people;
    /// 7 ambiguous, 5 of them by two cities of the name in one subdivision,
    /// a city's own name and another's alternate name alike). Held here
    /// at no less, so a change that loses any fails. (The lookup of issue
    /// 40 asks the countries first; this is the cities' part of it.)
    @Test func theHeldOutPlaces_noneWrong_noFewerThanMeasured() throws {
        let text = try String(contentsOf: CitiesDataTests.repository.appendingPathComponent("Tests/Corpus/held-out-places.tsv"), encoding: .utf8)
        let places = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
        let resolver = CountryResolver(catalog: .snapshot, locale: .english)
        let cities = RealCitiesRepository()
        let world = RealWorldDataRepository()
        var right = 0
        var wrong: [String] = []
        for place in places {
            let found = try CityPlace.answer(
                place[0], named: { try cities.cities(named: $0) }, country: { resolver.resolve($0).country?.cca2 },
                subdivisions: { try world.subdivisions(named: $0).map(\.code) }
            )
            guard case let .city(city) = found else { continue }
            if CountryCatalog.snapshot.firstCountry(withCode: city.cca2, in: .cca2)?.cca3 == place[1] { right += 1 } else { wrong.append(place[0]) }
        }
        #expect(places.count == 500)
        #expect(wrong == [])
        #expect(right >= 489, "\(right) of \(places.count)")
    }
}
