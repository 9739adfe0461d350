@testable import CountriesData
import CountriesModel
import Foundation
import Testing

/// The zone shapes the generator wrote (docs/data/zoneshapes/), as the
/// program reads them: every zone one the tz data knows, with the country
/// the tz tables give it; each border two zones share stored once, with
/// each side its zone; and the answers held to the unsimplified polygons on
/// samples checked in with their truth (docs/bench/at_accuracy.py --corpus).
@Suite struct ZoneShapesTests {
    let shapes = RealZoneShapesRepository()
    let timeZones = RealTimeZoneRepository()

    @Test func everyZone_isOneTheTzDataKnows_withTheCountryItsTablesGive() throws {
        let zones = try shapes.zones()
        #expect(zones.count > 400)
        for zone in zones {
            #expect(try timeZones.zoneName(zone.name) == zone.name, "\(zone.name)")
            guard let cca2 = zone.cca2 else {
                #expect(zone.name.hasPrefix("Etc/"), "\(zone.name) has no country")
                continue
            }
            #expect(try timeZones.zones(ofCountry: cca2).contains { $0.zone == zone.name }, "\(zone.name) is no zone of \(cca2)")
        }
        // Europe/Belgrade twice: Serbia's and Kosovo's (the generator's overrides).
        #expect(zones.filter { $0.name == "Europe/Belgrade" }.map(\.cca2) == ["RS", "XK"])
    }

    /// Neighbours meet exactly: each border two zones share is one arc,
    /// simplified once, so a point a hair's breadth to its left is the zone
    /// the file puts there and one to its right the other, with no gap or
    /// overlap between them (every 97th segment of every arc, at its middle).
    /// Where the input's rings do not share their points (a few territorial
    /// waters' edges against the oceans' zones), their arcs are two, each
    /// simplified alone, and may leave a sliver between them: at most 1 in
    /// 1,000 such points.
    @Test func neighboursMeet_eachSideOfEachBorderIsItsZone() throws {
        let file = try shapes.file()
        let hair = 0.000_01 // degree, about a metre
        var tried = 0, wrong: [String] = []
        for index in 0..<file.arcCount {
            let arc = try file.arc(index)
            #expect(arc.points.count >= 2)
            #expect(arc.left != arc.right, "arc \(index) divides nothing")
            for segment in stride(from: index % 97, to: arc.points.count - 1, by: 97) {
                let (a, b) = (arc.points[segment], arc.points[segment + 1])
                let (ax, ay) = (Double(a.x) / 1e7, Double(a.y) / 1e7), (bx, by) = (Double(b.x) / 1e7, Double(b.y) / 1e7)
                let length = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
                guard length > 100 * hair, abs(ay) < 89, abs(by) < 89 else { continue }
                let (mx, my) = ((ax + bx) / 2, (ay + by) / 2)
                let (nx, ny) = (-(by - ay) / length * hair, (bx - ax) / length * hair)
                for (side, sign) in [(arc.left, 1.0), (arc.right, -1.0)] where side != ZoneShapesFile.noZone {
                    let point = GeoPoint(longitude: mx + sign * nx, latitude: my + sign * ny)
                    guard abs(point.longitude) < 180 else { continue }
                    tried += 1
                    if try file.zoneIndex(at: point) != side { wrong.append("\(point.latitude),\(point.longitude)") }
                }
            }
        }
        #expect(tried > 5_000)
        #expect(wrong.count * 1_000 <= tried, "\(wrong.count) of \(tried) points beside a border in another zone: \(wrong.prefix(5))")
    }

    private func corpus(_ name: String) throws -> [(point: GeoPoint, cca2: String?, zone: String?)] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Corpus/\(name)")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return (GeoPoint(longitude: Double(fields[1])!, latitude: Double(fields[0])!), fields[2].isEmpty ? nil : fields[2], fields[3].isEmpty ? nil : fields[3])
        }
    }

    private func answers(_ points: [(point: GeoPoint, cca2: String?, zone: String?)]) throws -> [ShapeZone?] {
        let zones = try shapes.zones()
        return try points.map { try shapes.zoneIndex(at: $0.point).map { zones[$0] } }
    }

    /// Issue 42's targets, on the checked-in samples: at least 99.5% the
    /// right country within 1 km of a land border, 99.95% the exact zone on land.
    @Test func nearBorders_theRightCountry_andOnLand_theExactZone() throws {
        let border = try corpus("at-border-points.tsv")
        let borderRight = try zip(border, answers(border)).filter { $0.cca2 == $1?.cca2 }.count
        #expect(border.count >= 2000)
        #expect(Double(borderRight) >= 0.995 * Double(border.count), "\(borderRight) of \(border.count) near borders")
        let land = try corpus("at-land-points.tsv")
        let landRight = try zip(land, answers(land)).filter { $0.zone == $1?.name }.count
        #expect(land.count >= 2000)
        #expect(Double(landRight) >= 0.9995 * Double(land.count), "\(landRight) of \(land.count) on land")
    }

    @Test func atSea_theNearestCountrysTerritory() throws {
        let zones = try shapes.zones()
        let azores = try #require(try shapes.nearestCountry(to: GeoPoint(longitude: -30, latitude: 40)))
        #expect(zones[azores.zone].cca2 == "PT")
        #expect(azores.kilometres > 20 && azores.kilometres < 200)
        // Point Nemo, the farthest from land: Chile's Easter Island zone
        // (Pacific/Easter, its waters reaching 30 S) is nearest; Antarctica's
        // borders on the Earth's far side (a segment 55 E to 67.5 E) are not near.
        let nemo = try #require(try shapes.nearestCountry(to: GeoPoint(longitude: -123.393, latitude: -48.877)))
        #expect(zones[nemo.zone].cca2 == "CL")
        #expect(nemo.kilometres > 2_000 && nemo.kilometres < 2_700, "\(nemo.kilometres)")
    }

    /// Near a pole the search at sea reads whole rows of cells outward from
    /// the point's, bounded by the parallels: its rings' east and west edges
    /// bounded little there, and `at 89.5,10` read ring after ring until
    /// they went round the world (195 M instructions). Greenland's waters
    /// are some 6 degrees of latitude away: a few rows of 360 cells.
    @Test func nearThePole_theSearchAtSeaReadsAFewRowsOfCells() throws {
        var cells = 0
        let found = try #require(try shapes.file().nearestCountry(to: GeoPoint(longitude: 10, latitude: 89.5), cellsRead: &cells))
        #expect(try shapes.zones()[found.zone].cca2 == "GL")
        #expect(cells <= 360 * 10, "\(cells) cells read")
    }

    /// At sea the search stops once nothing beyond its rings of cells can be
    /// nearer; near a pole, where meridians close in, too (a point at 57 S
    /// once searched the whole world). Its answer is still the nearest of
    /// every border with a country's zone on one side, all of them read.
    @Test(arguments: [(-57.3127, -107.6283), (-40.0, 80.0), (84.0, -150.0), (89.5, 10.0), (85.0, 0.0), (81.0, 150.0), (79.9, -160.0)])
    func atSea_theNearestCountry_isTheNearestOfEveryBorder(latitude: Double, longitude: Double) throws {
        let file = try shapes.file()
        let point = GeoPoint(longitude: longitude, latitude: latitude)
        let zones = try shapes.zones()
        #expect(try file.zoneIndex(at: point).map { zones[$0].cca2 } == .some(nil), "at sea")
        let found = try #require(try file.nearestCountry(to: point))
        let cosine = cos(latitude * .pi / 180)
        var best = Double.infinity
        var country: String?
        for index in 0..<file.arcCount {
            let arc = try file.arc(index)
            let side = [arc.left, arc.right].first { zones.indices.contains($0) && zones[$0].cca2 != nil }
            guard let side else { continue }
            for (a, b) in zip(arc.points, arc.points.dropFirst()) {
                let near = ZoneShapesFile.nearest(to: point, onSegment: (Double(a.x), Double(a.y)), (Double(b.x), Double(b.y)), cosine: cosine)
                let kilometres = point.kilometres(to: near)
                if kilometres < best { (best, country) = (kilometres, zones[side].cca2) }
            }
        }
        #expect(abs(found.kilometres - best) < 1e-6, "\(found.kilometres) km, the nearest of all \(best) km")
        #expect(zones[found.zone].cca2 == country)
    }
}
