import CountriesModel

/// The country shapes embedded from `world-shapes.bin`, written by
/// docs/data/maps/generate_shapes.py from Natural Earth's 1:50m countries.
///
/// Format, version 1, little-endian:
///
///     header   "WSHP", version (u8 = 1), zero (u8), N records (u16)
///     index    N entries of 28 bytes, sorted by code:
///              code (3 ASCII bytes), zero, record offset (u32), record
///              length (u32), main box (8 bytes), extent (8 bytes)
///     box      west, south (i16), width, height (u16), all in 0.01 degree;
///              west + width may pass 180 degrees (across the antimeridian)
///     record   ring count (u16); each ring: point count (u16, 3 or more),
///              then lon, lat as zigzag LEB128 varints in 0.01 degree, the
///              first point absolute, each next one relative to the last
///
/// Opening reads the index only (N entries, no ring): a map of France
/// decodes France and the records whose extent meets its region, no others.
package struct WorldShapes: MapShapeSource {
    /// The bytes are not a shapes file this reader knows.
    package struct Malformed: Error, Equatable, CustomStringConvertible {
        package let reason: String
        package var description: String { "malformed world shapes: \(reason)" }
    }

    struct Entry: Sendable {
        let code: String
        let records: Range<Int>
        let mainBox: GeoBox
        let extent: GeoBox
    }

    private let data: ShapeBytes
    private let entries: [Entry]

    static let headerSize = 8
    static let entrySize = 28

    package init(bytes: [UInt8]) throws(Malformed) {
        let data = ShapeBytes(bytes: bytes)
        guard bytes.count >= Self.headerSize, bytes[0..<4].elementsEqual("WSHP".utf8) else {
            throw Malformed(reason: "no WSHP header")
        }
        guard bytes[4] == 1 else { throw Malformed(reason: "version \(bytes[4]), not 1") }
        let count = try data.uint16(at: 6)
        let indexEnd = Self.headerSize + count * Self.entrySize
        guard indexEnd <= bytes.count else { throw Malformed(reason: "an index longer than the file") }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for item in 0..<count {
            let at = Self.headerSize + item * Self.entrySize
            let code = bytes[at..<at + 3]
            guard code.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                throw Malformed(reason: "a code that is not three letters at \(at)")
            }
            let start = try data.uint32(at: at + 4), length = try data.uint32(at: at + 8)
            guard start >= indexEnd, length >= 2, start + length <= bytes.count else {
                throw Malformed(reason: "a record out of bounds at \(at)")
            }
            let entry = Entry(code: String(decoding: code, as: UTF8.self), records: start..<start + length,
                              mainBox: try data.box(at: at + 12), extent: try data.box(at: at + 20))
            if let last = entries.last, !last.code.utf8.lexicographicallyPrecedes(entry.code.utf8) {
                throw Malformed(reason: "codes out of order at \(entry.code)")
            }
            entries.append(entry)
        }
        self.data = data
        self.entries = entries
    }

    /// Copies the bytes (an embedded file of about 120 KB: microseconds).
    package init(buffer: UnsafeRawBufferPointer) throws(Malformed) {
        try self.init(bytes: Array(buffer))
    }

    /// Every record's code, sorted: cca3s, and lower-case codes for land
    /// that belongs to no cca3.
    package var codes: [String] { entries.map(\.code) }

    /// The box of the country's main territory, read from the index alone.
    package func mainBox(of code: String) -> GeoBox? {
        entry(code).map(\.mainBox)
    }

    /// The box of all the country's rings, read from the index alone.
    package func extent(of code: String) -> GeoBox? {
        entry(code).map(\.extent)
    }

    /// One country's shape, decoding no other record; nil if it has none.
    package func shape(of code: String) throws(Malformed) -> CountryShape? {
        guard let entry = entry(code) else { return nil }
        return try decode(entry)
    }

    /// The shapes whose extent meets `box`, or every shape for nil.
    package func shapes(meeting box: GeoBox?) throws(Malformed) -> [CountryShape] {
        var shapes: [CountryShape] = []
        for entry in entries where box.map({ entry.extent.intersects($0) }) ?? true {
            shapes.append(try decode(entry))
        }
        return shapes
    }

    private func entry(_ code: String) -> Entry? {
        // Binary search by bytes, the order the generator sorted them in.
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].code.utf8.lexicographicallyPrecedes(code.utf8) { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].code == code ? entries[low] : nil
    }

    private func decode(_ entry: Entry) throws(Malformed) -> CountryShape {
        var at = entry.records.lowerBound
        let end = entry.records.upperBound
        let ringCount = try data.uint16(at: at)
        at += 2
        var rings: [[GeoPoint]] = []
        rings.reserveCapacity(ringCount)
        for _ in 0..<ringCount {
            guard at + 2 <= end else { throw Malformed(reason: "\(entry.code): a ring cut short") }
            let pointCount = try data.uint16(at: at)
            at += 2
            guard pointCount >= 3 else { throw Malformed(reason: "\(entry.code): a ring of \(pointCount) points") }
            var ring: [GeoPoint] = []
            ring.reserveCapacity(pointCount)
            var lon = 0, lat = 0
            for _ in 0..<pointCount {
                lon += try data.varint(at: &at, end: end)
                lat += try data.varint(at: &at, end: end)
                guard (-18000...18000).contains(lon), (-9000...9000).contains(lat) else {
                    throw Malformed(reason: "\(entry.code): a point off the Earth")
                }
                ring.append(GeoPoint(longitude: Double(lon) / 100, latitude: Double(lat) / 100))
            }
            rings.append(ring)
        }
        guard at == end else { throw Malformed(reason: "\(entry.code): \(end - at) bytes left over") }
        return CountryShape(code: entry.code, rings: rings, mainBox: entry.mainBox, extent: entry.extent)
    }
}
