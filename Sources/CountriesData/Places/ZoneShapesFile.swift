#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import CountriesModel

/// zone-shapes.bin, read in place (docs/data/zoneshapes/README.md): the
/// time zones' areas as arcs (each border two zones share kept once, with
/// the zone on its left and on its right) and a cell index over them. A
/// point's cell is found in a 1-degree grid, then down the cell's quarters:
/// a cell no border crosses is one zone, with no polygon test; a cell some
/// cross holds them and the zone at its reference point, and the point is
/// on the side of the last border the line from that point to it crosses.
/// The generator finds every reference point's zone the same way.
package struct ZoneShapesFile: Sendable {
    private let file: WorldDataFile
    private let meta: WorldTable
    private let zones: WorldTable
    private let arcs: WorldTable
    private let points: WorldTable
    private let grid: WorldTable
    private let nodes: WorldTable
    private let leaves: WorldTable
    private let refs: WorldTable

    /// Coordinates are stored as integers, in 1e-7 degree.
    static let unit = 10_000_000.0
    /// Where in its cell the reference point lies, as the generator places it.
    static let referenceX = 0.5 + 1.0 / 1024 / 3
    static let referenceY = 0.5 + 1.0 / 1024 / 7
    static let noZone = 0xFFFF

    package init(bytes: WorldDataBytes) throws {
        file = try WorldDataFile(bytes)
        meta = try file.table("META", recordSize: 16)
        zones = try file.table("ZONE", recordSize: 8)
        arcs = try file.table("ARCS", recordSize: 12)
        points = try file.table("PNTS", recordSize: 8)
        grid = try file.table("GRID", recordSize: 4)
        nodes = try file.table("NODE", recordSize: 4)
        leaves = try file.table("LEAF", recordSize: 8)
        refs = try file.table("REFS", recordSize: 4)
        guard meta.count == 1, grid.count == 360 * 180 else { throw WorldDataError.damaged("zone shapes: \(grid.count) cells") }
    }

    /// timezone-boundary-builder's release ("2026c"), the package it was
    /// read from, and the tz release whose tables gave each zone its country.
    package func release() throws -> (boundaries: String, package: String, tz: String) {
        (try file.requiredString(file.bytes.u32(at: meta.offset(0, 0))),
         try file.requiredString(file.bytes.u32(at: meta.offset(0, 4))),
         try file.requiredString(file.bytes.u32(at: meta.offset(0, 8))))
    }

    /// How many zones the file has (Europe/Belgrade twice: Serbia's, Kosovo's).
    package var zoneCount: Int { zones.count }

    /// Zone `index`'s IANA name, and the country (cca2) whose territory it
    /// is; nil for the oceans' zones (`Etc/GMT+2`).
    package func zone(_ index: Int) throws -> (name: String, cca2: String?) {
        let name = try file.requiredString(file.bytes.u32(at: zones.offset(index, 0)))
        let code = try file.bytes.ascii(at: zones.offset(index, 4), count: 2)
        return (name, code == "\0\0" ? nil : code)
    }

    /// How many arcs the file has: each border between two zones, once.
    var arcCount: Int { arcs.count }

    /// Arc `index`: its points (stored units, 1e-7 degree) and the zones
    /// on its left and right (`noZone`: none).
    func arc(_ index: Int) throws -> (points: [(x: Int32, y: Int32)], left: Int, right: Int) {
        let first = Int(try file.bytes.u32(at: arcs.offset(index, 0)))
        let count = Int(try file.bytes.u32(at: arcs.offset(index, 4)))
        let stored = try (first..<first + count).map { point in
            let offset = try points.offset(point, 0)
            return (Int32(bitPattern: try file.bytes.u32(at: offset)), Int32(bitPattern: try file.bytes.u32(at: offset + 4)))
        }
        return (stored, Int(try file.bytes.u16(at: arcs.offset(index, 8))), Int(try file.bytes.u16(at: arcs.offset(index, 10))))
    }

    /// The zone at `point` (an index of `zone(_:)`); nil where the data has
    /// none.
    package func zoneIndex(at point: GeoPoint) throws -> Int? {
        let x = point.longitude * Self.unit, y = point.latitude * Self.unit
        let column = min(359, max(0, Int((point.longitude + 180).rounded(.down))))
        let row = min(179, max(0, Int((point.latitude + 90).rounded(.down))))
        var x0 = Double(column - 180) * Self.unit, y0 = Double(row - 90) * Self.unit, size = Self.unit
        var entry = try file.bytes.u32(at: grid.offset(row * 360 + column, 0))
        for _ in 0...16 {
            let value = Int(entry & 0x3FFF_FFFF)
            switch entry >> 30 {
            case 0:
                return value == Self.noZone ? nil : value
            case 1:
                size /= 2
                var quarter = 0
                if x >= x0 + size { x0 += size; quarter += 1 }
                if y >= y0 + size { y0 += size; quarter += 2 }
                entry = try file.bytes.u32(at: nodes.offset(value + quarter, 0))
            case 2:
                let zone = try zone(at: x, y, inLeaf: value, x0: x0, y0: y0, size: size)
                return zone == Self.noZone ? nil : zone
            default:
                throw WorldDataError.damaged("zone shapes: entry \(entry)")
            }
        }
        throw WorldDataError.damaged("zone shapes: a cell split past its depth")
    }

    /// The zone at (x, y) in a cell some borders cross: the side of the
    /// last border crossed on the way from the cell's reference point.
    private func zone(at x: Double, _ y: Double, inLeaf leaf: Int, x0: Double, y0: Double, size: Double) throws -> Int {
        let first = Int(try file.bytes.u32(at: leaves.offset(leaf, 0)))
        let count = Int(try file.bytes.u16(at: leaves.offset(leaf, 4)))
        let referenceZone = Int(try file.bytes.u16(at: leaves.offset(leaf, 6)))
        let rx = x0 + size * Self.referenceX, ry = y0 + size * Self.referenceY
        let dx = x - rx, dy = y - ry
        var lastT = -1.0, lastStart = -1, lastSide = 0.0
        for ref in first..<first + count {
            let start = Int(try file.bytes.u32(at: refs.offset(ref, 0)))
            let (ax, ay) = try point(start), (bx, by) = try point(start + 1)
            let oa = dx * (ay - ry) - dy * (ax - rx)
            let ob = dx * (by - ry) - dy * (bx - rx)
            guard (oa >= 0) != (ob >= 0) else { continue }
            let ex = bx - ax, ey = by - ay
            let or = ex * (ry - ay) - ey * (rx - ax)
            let op = ex * (y - ay) - ey * (x - ax)
            guard (or >= 0) != (op >= 0) else { continue }
            let t = or / (or - op == 0 ? 1 : or - op)
            if t > lastT { (lastT, lastStart, lastSide) = (t, start, op) }
        }
        guard lastStart >= 0 else { return referenceZone }
        let (left, right) = try sides(ofSegmentAt: lastStart)
        return lastSide > 0 ? left : right
    }

    private func point(_ index: Int) throws -> (Double, Double) {
        let offset = try points.offset(index, 0)
        return (Double(Int32(bitPattern: try file.bytes.u32(at: offset))), Double(Int32(bitPattern: try file.bytes.u32(at: offset + 4))))
    }

    /// The zones left and right of the segment that starts at point `start`:
    /// its arc's, found by binary search of the arcs' first points.
    private func sides(ofSegmentAt start: Int) throws -> (left: Int, right: Int) {
        let arc = try arcs.partition(0..<arcs.count) { Int(try file.bytes.u32(at: arcs.offset($0, 0))) <= start } - 1
        guard arc >= 0 else { throw WorldDataError.damaged("zone shapes: point \(start) in no arc") }
        return (Int(try file.bytes.u16(at: arcs.offset(arc, 8))), Int(try file.bytes.u16(at: arcs.offset(arc, 10))))
    }

    /// The nearest point of a country's territory (a border with a
    /// country's zone on one side) to `point`, which is in none: the zone
    /// of that country, and the distance in kilometres. Cells are searched
    /// in rings around the point's until no nearer border can be left.
    package func nearestCountry(to point: GeoPoint) throws -> (zone: Int, kilometres: Double)? {
        var cells = 0
        return try nearestCountry(to: point, cellsRead: &cells)
    }

    /// `nearestCountry(to:)`, counting the cells it read: the search's work.
    func nearestCountry(to point: GeoPoint, cellsRead: inout Int) throws -> (zone: Int, kilometres: Double)? {
        let column = min(359, max(0, Int((point.longitude + 180).rounded(.down))))
        let row = min(179, max(0, Int((point.latitude + 90).rounded(.down))))
        var best: (zone: Int, kilometres: Double)?
        var hasCountry: [Int: Bool] = [:]
        func isCountry(_ zone: Int) throws -> Bool {
            if let known = hasCountry[zone] { return known }
            let found = try zone != Self.noZone && zone < zones.count && self.zone(zone).cca2 != nil
            hasCountry[zone] = found
            return found
        }
        let cosine = cos(point.latitude * .pi / 180)
        func visit(_ cell: Int) throws {
            cellsRead += 1
            try forEachSegment(inCell: cell) { start in
                let (a, b) = (try self.point(start), try self.point(start + 1))
                // A segment wholly further north or south than the nearest found cannot be nearer.
                if let best {
                    let (da, db) = (a.1 / Self.unit - point.latitude, b.1 / Self.unit - point.latitude)
                    if (da > 0) == (db > 0), min(abs(da), abs(db)) * 111.19 > best.kilometres { return }
                }
                let (left, right) = try sides(ofSegmentAt: start)
                let zone = try isCountry(left) ? left : try isCountry(right) ? right : nil
                guard let zone else { return }
                let near = Self.nearest(to: point, onSegment: a, b, cosine: cosine)
                let kilometres = point.kilometres(to: near)
                if best.map({ kilometres < $0.kilometres }) ?? true { best = (zone, kilometres) }
            }
        }
        // Near a pole a ring's east and west edges bound little (the
        // meridians meet there), and the rings went on until they spanned
        // every longitude (`at 89.5,10` took 195 M instructions): there the
        // search goes by whole rows of cells, outward from the point's, each
        // band bounded by its parallels alone.
        if abs(point.latitude) >= Self.rowsPast {
            for band in 0...179 {
                for cellRow in Set([row - band, row + band]).sorted() where (0..<180).contains(cellRow) {
                    for cellColumn in 0..<360 { try visit(cellRow * 360 + cellColumn) }
                }
                let beyond = point.kilometres(outsideSouth: Double(row - band - 90), north: Double(row + band + 1 - 90), west: -180, east: 180)
                if let best, best.kilometres <= beyond { return best }
            }
            return best
        }
        for ring in 0...180 {
            for (cellRow, cellColumn) in Self.ring(ring, around: row, column) { try visit(cellRow * 360 + cellColumn) }
            if let best, best.kilometres <= Self.kilometres(beyond: ring, around: row, column, from: point) { return best }
        }
        return best
    }

    /// The latitude (either side) past which `nearestCountry` reads whole rows of cells.
    static let rowsPast = 80.0

    /// How near the point any cell more than `ring` cells from its own
    /// (row, column) can be, in kilometres: anywhere outside the box of
    /// cells searched.
    static func kilometres(beyond ring: Int, around row: Int, _ column: Int, from point: GeoPoint) -> Double {
        point.kilometres(
            outsideSouth: Double(row - ring - 90), north: Double(row + ring + 1 - 90),
            west: Double(column - ring - 180), east: Double(column + ring + 1 - 180)
        )
    }

    /// The cells `distance` cells from (row, column), each once; columns
    /// wrap around the antimeridian.
    private static func ring(_ distance: Int, around row: Int, _ column: Int) -> [(Int, Int)] {
        guard distance > 0 else { return [(row, column)] }
        var cells: [(Int, Int)] = []
        var seen = Set<Int>()
        for dr in -distance...distance {
            let r = row + dr
            guard r >= 0, r < 180 else { continue }
            let dcs = abs(dr) == distance ? Array(-distance...distance) : [-distance, distance]
            for dc in dcs {
                let c = ((column + dc) % 360 + 360) % 360
                if seen.insert(r * 360 + c).inserted { cells.append((r, c)) }
            }
        }
        return cells
    }

    /// Every segment start of the cell's leaves.
    private func forEachSegment(inCell cell: Int, _ body: (Int) throws -> Void) throws {
        var pending = [try file.bytes.u32(at: grid.offset(cell, 0))]
        while let entry = pending.popLast() {
            let value = Int(entry & 0x3FFF_FFFF)
            switch entry >> 30 {
            case 0: continue
            case 1: for quarter in 0..<4 { pending.append(try file.bytes.u32(at: nodes.offset(value + quarter, 0))) }
            case 2:
                let first = Int(try file.bytes.u32(at: leaves.offset(value, 0)))
                let count = Int(try file.bytes.u16(at: leaves.offset(value, 4)))
                for ref in first..<first + count { try body(Int(try file.bytes.u32(at: refs.offset(ref, 0)))) }
            default: throw WorldDataError.damaged("zone shapes: entry \(entry)")
            }
        }
    }

    /// The point of segment a-b (stored units) nearest to `point`, in a
    /// plane where a degree of longitude is `cosine` of one of latitude,
    /// the segment moved by 360 degrees where that brings it nearer (whole:
    /// no segment crosses the antimeridian, the data being cut there).
    static func nearest(to point: GeoPoint, onSegment a: (Double, Double), _ b: (Double, Double), cosine: Double) -> GeoPoint {
        var dx = a.0 / unit - point.longitude
        if dx > 180 { dx -= 360 } else if dx < -180 { dx += 360 }
        let (ax, ay) = (dx * cosine, a.1 / unit - point.latitude)
        let (bx, by) = ((dx + (b.0 - a.0) / unit) * cosine, b.1 / unit - point.latitude)
        let ex = bx - ax, ey = by - ay
        let length = ex * ex + ey * ey
        let t = length == 0 ? 0 : min(1, max(0, -(ax * ex + ay * ey) / length))
        let nx = ax + t * ex, ny = ay + t * ey
        return GeoPoint(longitude: point.longitude + (cosine > 1e-9 ? nx / cosine : 0), latitude: point.latitude + ny)
    }
}
