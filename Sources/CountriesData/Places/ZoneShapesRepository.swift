import CountriesModel
import CountriesSnapshot

/// Where each time zone is, and so each country's territory (its waters
/// too), built into the binary (docs/data/zoneshapes/): `at`'s answers.
/// Read in place: a command that asks of no point reads none of it.
package protocol ZoneShapesRepository: Sendable {
    /// timezone-boundary-builder's release, the package it came in, and the
    /// tz release whose tables gave each zone its country.
    func release() throws -> (boundaries: String, package: String, tz: String)
    /// The file's zones, by their index: each one's name and country
    /// (cca2; nil for the oceans' zones).
    func zones() throws -> [ShapeZone]
    /// The index of the zone at `point`; nil where the data has none.
    func zoneIndex(at point: GeoPoint) throws -> Int?
    /// The zone (index) of the country whose territory is nearest `point`,
    /// and how far it is; nil when there is none.
    func nearestCountry(to point: GeoPoint) throws -> (zone: Int, kilometres: Double)?
}

/// Reads the file `zone_shapes.c` embeds.
package struct RealZoneShapesRepository: ZoneShapesRepository {
    package init() {}

    package func release() throws -> (boundaries: String, package: String, tz: String) { try file().release() }
    package func zones() throws -> [ShapeZone] {
        let file = try file()
        return try (0..<file.zoneCount).map { index in
            let zone = try file.zone(index)
            return ShapeZone(name: zone.name, cca2: zone.cca2)
        }
    }
    package func zoneIndex(at point: GeoPoint) throws -> Int? { try file().zoneIndex(at: point) }
    package func nearestCountry(to point: GeoPoint) throws -> (zone: Int, kilometres: Double)? { try file().nearestCountry(to: point) }

    func file() throws -> ZoneShapesFile {
        switch Self.embedded {
        case let .opened(file): return file
        case let .failed(error): throw error
        }
    }

    /// The file's sections found once, at the first call that reads it.
    private static let embedded: Embedded = {
        do {
            return .opened(try ZoneShapesFile(bytes: WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: zone_shapes_bytes(), count: zone_shapes_length()))))
        } catch {
            return .failed(error)
        }
    }()

    private enum Embedded: Sendable {
        case opened(ZoneShapesFile)
        case failed(any Error)
    }
}
