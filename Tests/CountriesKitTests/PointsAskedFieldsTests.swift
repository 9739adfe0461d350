import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Synchronization
import Testing

/// The built-in cities, counting what is asked of them.
private final class CountingCities: CitiesRepository {
    struct Asked { var anyCountry = 0, inCountry = 0, subdivisions = 0 }
    let real = RealCitiesRepository()
    let counts = Mutex(Asked())
    var asked: Asked { counts.withLock { $0 } }

    func source() throws -> String { try real.source() }
    func cities(named name: String) throws -> [City] { try real.cities(named: name) }
    func city(geonameid: Int) throws -> City? { try real.city(geonameid: geonameid) }
    func nearestCity(to point: GeoPoint, inCountry cca2: String?) throws -> NearestCity? {
        counts.withLock { if cca2 == nil { $0.anyCountry += 1 } else { $0.inCountry += 1 } }
        return try real.nearestCity(to: point, inCountry: cca2)
    }
    func subdivisionOfNearestCity(to point: GeoPoint, inCountry cca2: String) throws -> String? {
        counts.withLock { $0.subdivisions += 1 }
        return try real.subdivisionOfNearestCity(to: point, inCountry: cca2)
    }
}

/// `at` looks up only what the fields asked need: the subdivision alone
/// (`--column`'s default fields) reads the country's cities, never the
/// nearest city of every country, and makes no city; the nearest city,
/// asked, gives the subdivision when it is in the country found.
@MainActor
@Suite struct PointsAskedFieldsTests {
    /// Paris, Strasbourg (whose nearest city may be Kehl, across the Rhine), and Austin.
    static let points = [(48.8566, 2.3522), (48.5734, 7.7521), (30.2672, -97.7431)].enumerated().map {
        PointInput(line: $0.offset + 2, point: .success(GeoPoint(longitude: $0.element.1, latitude: $0.element.0)))
    }

    private func answered(_ fields: [PointField]) -> (answers: [PointAnswer], cities: CountingCities) {
        let state = AppState()
        let cities = CountingCities()
        let source = CatalogSource(
            webRepository: MockedCountriesWebRepository(), fileRepository: MockedCountriesFileRepository(result: .success(.snapshot)),
            worldData: MockedWorldDataRepository(), cities: cities
        )
        let interactor = RealPointsInteractor(
            appState: state, source: source, shapes: RealZoneShapesRepository(), timeZones: RealTimeZoneRepository(), clock: SystemClock()
        )
        interactor.beginPoints(PointRequest(fields: fields, column: .two(latitude: .number(1), longitude: .number(2))), header: ["lat", "lng"])
        interactor.answer(Self.points)
        return (state.userData.points.value?.answers ?? [], cities)
    }

    @Test func theSubdivisionAlone_readsTheCountrysCitiesOnly_andMakesNoCity() {
        let (answers, cities) = answered(PointField.columnDefault)
        #expect(answers.map(\.subdivision) == ["FR-IDF", "FR-GES", "US-TX"])
        #expect(answers.allSatisfy { $0.city == nil })
        #expect(cities.asked.anyCountry == 0)
        #expect(cities.asked.inCountry == 0)
        #expect(cities.asked.subdivisions == 3)
    }

    @Test func theNearestCityAsked_givesTheSubdivision_whereItIsInTheCountryFound() {
        let (answers, cities) = answered([.subdivision, .city])
        #expect(answers.map(\.subdivision) == ["FR-IDF", "FR-GES", "US-TX"])
        #expect(answers.allSatisfy { $0.city != nil })
        #expect(cities.asked.anyCountry == 3)
        #expect(cities.asked.subdivisions == 0)
    }

    @Test func noCityField_readsNoCity() {
        let (answers, cities) = answered([.country, .zone])
        #expect(answers.count == 3 && answers.allSatisfy { $0.city == nil && $0.subdivision == nil })
        #expect(cities.asked.anyCountry + cities.asked.inCountry + cities.asked.subdivisions == 0)
    }
}
