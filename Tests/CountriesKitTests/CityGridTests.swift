@testable import CountriesData
import CountriesModel
import Testing

/// The nearest city found in the cells around a point is the one a scan
/// of every city finds, anywhere on the Earth: by the poles, across the
/// antimeridian, at sea far from any city, and within one country: one of
/// many cities or few, spread wide (Russia, Canada), across the
/// antimeridian (Fiji, Kiribati), or none (Antarctica).
@Suite struct CityGridTests {
    @Test func theNearestCity_isTheOneAScanOfEveryCityFinds() throws {
        let file = try RealCitiesRepository().file()
        let grid = CityGrid(file)
        let places = try (0..<file.count).map { try file.location(atRecord: $0) }
        let codes = try (0..<file.count).map { try file.cca2(atRecord: $0) }
        var generator = SystemRandomNumberGenerator()
        var points = (0..<100).map { _ in
            GeoPoint(longitude: Double.random(in: -180...180, using: &generator), latitude: Double.random(in: -90...90, using: &generator))
        }
        points += [GeoPoint(longitude: 179.99, latitude: -16.5), GeoPoint(longitude: -179.99, latitude: 65.5), GeoPoint(longitude: 0, latitude: 89.9),
                   GeoPoint(longitude: 0, latitude: -89.9), GeoPoint(longitude: -123.393, latitude: -48.877)]
        for point in points {
            for country in [nil, "FR", "US", "NZ", "RU", "CA", "FJ", "KI", "AQ", "GL"] as [String?] {
                let scan = places.indices.filter { country == nil || codes[$0] == country }.map { (record: $0, kilometres: point.kilometres(to: places[$0])) }
                    .min { $0.kilometres < $1.kilometres }
                let found = grid.nearest(to: point, inCountry: country)
                #expect(found?.kilometres == scan?.kilometres, "\(point.latitude),\(point.longitude) in \(country ?? "any")")
                let scanned = CityGrid.nearest(to: point, inCountry: country, scanning: file)
                #expect(scanned?.kilometres == scan?.kilometres, "scanned: \(point.latitude),\(point.longitude) in \(country ?? "any")")
            }
        }
    }
}
