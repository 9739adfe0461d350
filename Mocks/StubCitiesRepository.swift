import CountriesData
import CountriesModel

/// Answers from a few cities given, by their names' keys (`CityNameKey`):
/// for tests that need no embedded table, or a city it does not have.
package struct StubCitiesRepository: CitiesRepository {
    package let cities: [City]

    package init(_ cities: [City]) {
        self.cities = cities
    }

    package func source() throws -> String { "stub" }

    package func cities(named name: String) throws -> [City] {
        let key = CityNameKey.of(name)
        return cities.filter { CityNameKey.of($0.name) == key }.sorted { $0.population > $1.population }
    }

    package func city(geonameid: Int) throws -> City? {
        cities.first { $0.geonameid == geonameid }
    }

    package func nearestCity(to point: GeoPoint, inCountry cca2: String?) throws -> NearestCity? {
        cities.filter { cca2 == nil || $0.cca2 == cca2?.uppercased() }
            .map { NearestCity(city: $0, kilometres: point.kilometres(to: $0.location)) }
            .min { $0.kilometres < $1.kilometres }
    }
}
