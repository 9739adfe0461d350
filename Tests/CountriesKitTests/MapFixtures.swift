import CountriesData
import CountriesModel
import CountriesUI
import CountriesSnapshot
import Foundation

/// The embedded shapes and, from the embedded snapshot, each country's
/// place, capital and neighbours: what the map command will pass in.
enum MapFixtures {
    static let bytes = Array(UnsafeRawBufferPointer(start: countries_world_shapes_bytes(),
                                                    count: countries_world_shapes_length()))

    static func shapes() throws -> WorldShapes { try WorldShapes(bytes: bytes) }

    /// Every shape, decoded: what the store holds for the world's map.
    static func decoded() throws -> MapShapes { try MapShapes(decoding: shapes(), meeting: nil) }

    struct Country {
        let cca3: String
        let location: GeoPoint
        let capital: GeoPoint?
        let borders: [String]
    }

    static let countries: [String: Country] = {
        let data = Data(UnsafeRawBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length()))
        let records = (try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]] ?? []
        var countries: [String: Country] = [:]
        for record in records {
            guard let cca3 = record["cca3"] as? String,
                  let location = (record["latlng"] as? [Double]).flatMap(GeoPoint.init(latlng:)) else { continue }
            let capital = ((record["capitalInfo"] as? [String: Any])?["latlng"] as? [Double]).flatMap(GeoPoint.init(latlng:))
            countries[cca3] = Country(cca3: cca3, location: location, capital: capital,
                                      borders: record["borders"] as? [String] ?? [])
        }
        return countries
    }()

    static let places = countries.values.map { MapPlace(code: $0.cca3, location: $0.location) }
        .sorted { $0.code < $1.code }

    /// The request `countries map <cca3>` would make.
    static func region(_ cca3: String, width: Int = 80) -> MapRequest {
        let country = countries[cca3]
        return MapRequest(scope: .region(around: cca3), width: width, highlighted: [cca3],
                          neighbours: Set(country?.borders ?? []), capital: country?.capital, places: places)
    }

    static func world(width: Int = 80, highlighted: Set<String> = []) -> MapRequest {
        MapRequest(scope: .world, width: width, highlighted: highlighted, places: places)
    }
}
