import CountriesModel

/// cities.bin, read in place (docs/data/cities/README.md): the world data's
/// container, one table of cities sorted by GeoNames id, so a link
/// (`/cities/2988507`) is a binary search and a name's records
/// (`CityNameKeys`) are read straight.
package struct CitiesFile: Sendable {
    private let file: WorldDataFile
    private let meta: WorldTable
    private let cities: WorldTable

    package init(bytes: WorldDataBytes) throws {
        file = try WorldDataFile(bytes)
        meta = try file.table("META", recordSize: 8)
        cities = try file.table("CITY", recordSize: 32)
    }

    /// How many cities the file holds.
    package var count: Int { cities.count }

    /// The package and extract the cities came from, and GeoNames' credit.
    package func source() throws -> (package: String, credit: String) {
        (try file.requiredString(file.bytes.u32(at: meta.offset(0, 0))), try file.requiredString(file.bytes.u32(at: meta.offset(0, 4))))
    }

    /// The city of record `record`.
    package func city(atRecord record: Int) throws -> City {
        let offset = try cities.offset(record, 0)
        let bytes = file.bytes
        return City(
            geonameid: Int(try bytes.u32(at: offset)),
            name: try file.requiredString(bytes.u32(at: offset + 16)),
            cca2: try bytes.ascii(at: offset + 28, count: 2),
            subdivisionCode: try file.string(bytes.u32(at: offset + 24)),
            population: Int(try bytes.u32(at: offset + 4)),
            location: try location(atRecord: record),
            zone: try file.requiredString(bytes.u32(at: offset + 20))
        )
    }

    /// The city whose GeoNames id is `geonameid`; nil for none.
    package func city(geonameid: Int) throws -> City? {
        guard let wanted = UInt32(exactly: geonameid) else { return nil }
        let id = { (record: Int) throws -> UInt32 in try self.file.bytes.u32(at: self.cities.offset(record, 0)) }
        let found = try cities.partition(0..<cities.count) { try id($0) < wanted }
        guard found < cities.count, try id(found) == wanted else { return nil }
        return try city(atRecord: found)
    }

    /// Where the city of record `record` is (GeoNames gives five decimals: stored as 1e-5 degrees).
    package func location(atRecord record: Int) throws -> GeoPoint {
        let offset = try cities.offset(record, 8)
        return GeoPoint(
            longitude: Double(Int32(bitPattern: try file.bytes.u32(at: offset + 4))) / 100_000,
            latitude: Double(Int32(bitPattern: try file.bytes.u32(at: offset))) / 100_000
        )
    }

    /// Each record's place as stored (1e-5 degree) and its country's two
    /// bytes, read in place with no value made: what the nearest city's
    /// search reads of every city (the table's extent was checked when the
    /// file was opened).
    func forEachStoredPlace(_ body: (_ record: Int, _ latitude: Int32, _ longitude: Int32, _ country: UInt16) -> Void) {
        let buffer = file.bytes.buffer
        for record in 0..<cities.count {
            let offset = cities.start + record * cities.recordSize
            let latitude = Int32(bitPattern: UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)))
            let longitude = Int32(bitPattern: UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            let country = UInt16(buffer[offset + 28]) << 8 | UInt16(buffer[offset + 29])
            body(record, latitude, longitude, country)
        }
    }

    /// The subdivision (ISO 3166-2) of the city of record `record`, no
    /// string made of the rest; nil where GeoNames gives it none.
    package func subdivisionCode(atRecord record: Int) throws -> String? {
        try file.string(file.bytes.u32(at: cities.offset(record, 24)))
    }

    /// The country (cca2) of the city of record `record`, no string made of the rest.
    package func cca2(atRecord record: Int) throws -> String {
        try file.bytes.ascii(at: cities.offset(record, 28), count: 2)
    }
}
