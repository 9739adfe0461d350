#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import CountriesModel

/// The cities' places in a grid of 2-degree cells, made once from the
/// cities file (some 34,000 places, read once each, a counting sort): the
/// nearest city to a point is found in the cells around it, ring by ring,
/// until no city outside the rings searched could be nearer. A scan of
/// every city, at each point, is what a column of a million points cannot
/// pay.
struct CityGrid: Sendable {
    static let cellDegrees = 2.0
    static let columns = 180, rows = 90

    /// Each cell's first entry in `records`; one more than the cells.
    private let cellStarts: [Int32]
    /// The cities' records, cell by cell.
    private let records: [Int32]
    /// Each record's place, in degrees.
    private let latitudes: [Double]
    private let longitudes: [Double]
    /// Each record's country (cca2's two bytes).
    private let countries: [UInt16]

    init(_ file: CitiesFile) {
        var latitudes = [Double](repeating: 0, count: file.count), longitudes = latitudes
        var countries = [UInt16](repeating: 0, count: file.count), cells = [Int32](repeating: 0, count: file.count)
        var counts = [Int32](repeating: 0, count: Self.columns * Self.rows + 1)
        file.forEachStoredPlace { record, latitude, longitude, country in
            let place = GeoPoint(longitude: Double(longitude) / 100_000, latitude: Double(latitude) / 100_000)
            (latitudes[record], longitudes[record], countries[record]) = (place.latitude, place.longitude, country)
            let cell = Self.cell(place)
            cells[record] = Int32(cell)
            counts[cell + 1] += 1
        }
        for cell in 0..<Self.columns * Self.rows { counts[cell + 1] += counts[cell] }
        var next = counts
        var records = [Int32](repeating: 0, count: file.count)
        for record in 0..<file.count {
            let cell = Int(cells[record])
            records[Int(next[cell])] = Int32(record)
            next[cell] += 1
        }
        (cellStarts, self.records, self.latitudes, self.longitudes, self.countries) = (counts, records, latitudes, longitudes, countries)
    }

    /// The nearest city by a scan of every city's stored place, for a few
    /// points, where making the grid would cost more than it saves: the
    /// cities nearer than the best on both axes are measured. On the
    /// latitude's: a degree of latitude is 111.19 km anywhere. On the
    /// longitude's: a place `dl` degrees east or west is at least as far as
    /// the great circle through its meridian, `asin(cos(latitude) *
    /// sin(dl))` of arc (further yet past 90 degrees), so none past the `dl`
    /// at which that passes the best is nearer.
    static func nearest(to point: GeoPoint, inCountry cca2: String?, scanning file: CitiesFile) -> (record: Int, kilometres: Double)? {
        let wanted = cca2.map { code($0.uppercased()) }
        var best: (record: Int, kilometres: Double)?
        var reach = Double.infinity // degrees of latitude the best is within
        var span = Double.infinity // degrees of longitude, east or west
        let latitude = point.latitude * 100_000, longitude = point.longitude * 100_000
        let parallel = cos(point.latitude * .pi / 180)
        file.forEachStoredPlace { record, storedLatitude, storedLongitude, country in
            if let wanted, country != wanted { return }
            guard abs(Double(storedLatitude) - latitude) < reach else { return }
            let east = abs(Double(storedLongitude) - longitude)
            guard min(east, 36_000_000 - east) < span else { return }
            let kilometres = point.kilometres(to: GeoPoint(longitude: Double(storedLongitude) / 100_000, latitude: Double(storedLatitude) / 100_000))
            if best.map({ kilometres < $0.kilometres }) ?? true {
                best = (record, kilometres)
                reach = kilometres / 111.19 * 100_000
                let arc = sin(min(kilometres / GeoPoint.earthRadius, .pi / 2)) / parallel
                // A thousandth more, for the rounding of the places stored.
                span = parallel > 0 && arc < 1 ? asin(arc) * 180 / .pi * 100_000 * 1.001 + 1 : .infinity
            }
        }
        return best
    }

    private static func code(_ cca2: String) -> UInt16 {
        let bytes = Array(cca2.utf8)
        return bytes.count == 2 ? UInt16(bytes[0]) << 8 | UInt16(bytes[1]) : 0
    }

    private static func row(_ latitude: Double) -> Int { min(rows - 1, max(0, Int(((latitude + 90) / cellDegrees).rounded(.down)))) }
    private static func column(_ longitude: Double) -> Int { min(columns - 1, max(0, Int(((longitude + 180) / cellDegrees).rounded(.down)))) }
    private static func cell(_ point: GeoPoint) -> Int { row(point.latitude) * columns + column(point.longitude) }

    /// The columns of a ring's row: all of them from the ring's west edge to
    /// its east on its first and last rows, else its two edges; wrapped
    /// around the antimeridian, each once.
    private static func columns(around column: Int, ring: Int, wholeRow: Bool) -> [Int] {
        let offsets = wholeRow || ring == 0 ? Array(-ring...ring) : [-ring, ring]
        var seen = Set<Int>(), kept: [Int] = []
        for offset in offsets {
            let c = ((column + offset) % columns + columns) % columns
            if seen.insert(c).inserted { kept.append(c) }
        }
        return kept
    }

    /// The record of the city nearest `point` (in the country `cca2`, when
    /// given) and how far it is; nil when there is none.
    func nearest(to point: GeoPoint, inCountry cca2: String?) -> (record: Int, kilometres: Double)? {
        let wanted = cca2.map { Self.code($0.uppercased()) }
        let (row, column) = (Self.row(point.latitude), Self.column(point.longitude))
        var best: (record: Int, kilometres: Double)?
        for ring in 0...Self.columns / 2 {
            for r in max(0, row - ring)...min(Self.rows - 1, row + ring) {
                for c in Self.columns(around: column, ring: ring, wholeRow: abs(r - row) == ring) {
                    let cell = r * Self.columns + c
                    for entry in Int(cellStarts[cell])..<Int(cellStarts[cell + 1]) {
                        let record = Int(records[entry])
                        if let wanted, countries[record] != wanted { continue }
                        // A degree of latitude is 111 km everywhere: a city further north or south than the best cannot be nearer.
                        if let best, abs(latitudes[record] - point.latitude) * 111.19 > best.kilometres { continue }
                        let kilometres = point.kilometres(to: GeoPoint(longitude: longitudes[record], latitude: latitudes[record]))
                        if best.map({ kilometres < $0.kilometres }) ?? true { best = (record, kilometres) }
                    }
                }
            }
            // Every city not yet read is outside the box of the rings searched.
            let degrees = Self.cellDegrees
            let beyond = point.kilometres(
                outsideSouth: Double(row - ring) * degrees - 90, north: Double(row + ring + 1) * degrees - 90,
                west: Double(column - ring) * degrees - 180, east: Double(column + ring + 1) * degrees - 180
            )
            if let best, best.kilometres <= beyond { return best }
        }
        return best
    }
}
