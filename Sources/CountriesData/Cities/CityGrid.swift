#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import CountriesModel

/// The cities' places in a grid of 2-degree cells, made once from the
/// cities file (some 34,000 places, read once each, a counting sort): the
/// nearest city to a point is found in the cells around it, ring by ring,
/// until no city outside the rings searched could be nearer; the nearest
/// in one country among that country's cities alone, by latitude. A scan
/// of every city, at each point, is what a column of a million points
/// cannot pay.
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
    /// Each country's cities by latitude, south to north (`byCountry`):
    /// where `countryStarts[slot]` begins a country's (`slot(_:)`), its
    /// records and their places.
    private let countryStarts: [Int32]
    private let byCountry: [Int32]
    private let byCountryLatitudes: [Double]
    private let byCountryLongitudes: [Double]

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
        (cellStarts, self.records, self.latitudes, self.longitudes) = (counts, records, latitudes, longitudes)
        var starts = [Int32](repeating: 0, count: Self.slots + 1)
        for country in countries { if let slot = Self.slot(country) { starts[slot + 1] += 1 } }
        for slot in 0..<Self.slots { starts[slot + 1] += starts[slot] }
        let sorted = (0..<file.count).filter { Self.slot(countries[$0]) != nil }.sorted {
            (Self.slot(countries[$0])!, latitudes[$0], $0) < (Self.slot(countries[$1])!, latitudes[$1], $1)
        }
        (countryStarts, byCountry) = (starts, sorted.map { Int32($0) })
        (byCountryLatitudes, byCountryLongitudes) = (sorted.map { latitudes[$0] }, sorted.map { longitudes[$0] })
    }

    /// A country's place among `countryStarts`: two capital letters, 26 by 26.
    private static let slots = 26 * 26
    private static func slot(_ country: UInt16) -> Int? {
        let (first, second) = (Int(country >> 8) - 65, Int(country & 0xFF) - 65)
        guard (0..<26).contains(first), (0..<26).contains(second) else { return nil }
        return first * 26 + second
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
        let wanted = cca2.map(code)
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

    /// A country's two letters as the file stores them, upper case; 0 for
    /// any other text. Read from the bytes: it is asked at every point.
    private static func code(_ cca2: String) -> UInt16 {
        var (count, code) = (0, UInt16(0))
        for byte in cca2.utf8 {
            count += 1
            code = code << 8 | UInt16(byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte)
        }
        return count == 2 ? code : 0
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
        guard let cca2 else { return nearest(to: point) }
        return Self.slot(Self.code(cca2)).flatMap { nearest(to: point, inCountryAt: $0) }
    }

    /// The nearest of one country's cities, read outward from the point's
    /// latitude in the country's cities sorted by it, the nearer first: no
    /// cell is read that holds only other countries' cities (a point in
    /// Canada's north read ring after ring of cells before the first
    /// Canadian city; one in Antarctica, which has none, read every cell of
    /// the world). The same bounds as the scan's: none further north or
    /// south than the best is nearer, nor further east or west than its
    /// meridian's great circle allows. Of cities as near, the first record.
    private func nearest(to point: GeoPoint, inCountryAt slot: Int) -> (record: Int, kilometres: Double)? {
        let (first, end) = (Int(countryStarts[slot]), Int(countryStarts[slot + 1]))
        var (low, high) = (first, end)
        while low < high {
            let middle = (low + high) / 2
            if byCountryLatitudes[middle] < point.latitude { low = middle + 1 } else { high = middle }
        }
        var (north, south) = (low, low - 1)
        var best: (record: Int, kilometres: Double)?
        var reach = Double.infinity // degrees of latitude the best is within
        var span = Double.infinity // degrees of longitude, east or west
        let parallel = cos(point.latitude * .pi / 180)
        while true {
            let northGap = north < end ? byCountryLatitudes[north] - point.latitude : .infinity
            let southGap = south >= first ? point.latitude - byCountryLatitudes[south] : .infinity
            let index: Int
            if northGap <= southGap {
                guard northGap < reach else { break }
                (index, north) = (north, north + 1)
            } else {
                guard southGap < reach else { break }
                (index, south) = (south, south - 1)
            }
            let east = abs(byCountryLongitudes[index] - point.longitude)
            guard min(east, 360 - east) < span else { continue }
            let record = Int(byCountry[index])
            let kilometres = point.kilometres(to: GeoPoint(longitude: byCountryLongitudes[index], latitude: byCountryLatitudes[index]))
            if let best, kilometres > best.kilometres || (kilometres == best.kilometres && record > best.record) { continue }
            best = (record, kilometres)
            reach = kilometres / 111.19
            let arc = sin(min(kilometres / GeoPoint.earthRadius, .pi / 2)) / parallel
            // A thousandth more, for rounding.
            span = parallel > 0 && arc < 1 ? asin(arc) * 180 / .pi * 1.001 + 0.00001 : .infinity
        }
        return best
    }

    /// The record of the city nearest `point`, of any country, and how far it is.
    private func nearest(to point: GeoPoint) -> (record: Int, kilometres: Double)? {
        let (row, column) = (Self.row(point.latitude), Self.column(point.longitude))
        var best: (record: Int, kilometres: Double)?
        for ring in 0...Self.columns / 2 {
            for r in max(0, row - ring)...min(Self.rows - 1, row + ring) {
                for c in Self.columns(around: column, ring: ring, wholeRow: abs(r - row) == ring) {
                    let cell = r * Self.columns + c
                    for entry in Int(cellStarts[cell])..<Int(cellStarts[cell + 1]) {
                        let record = Int(records[entry])
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
