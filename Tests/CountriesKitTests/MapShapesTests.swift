import CountriesData
import CountriesModel
import CountriesUI
import Testing

@Suite struct MapShapesTests {
    @Test func embeddedShapesDecode() throws {
        let shapes = try MapFixtures.shapes()
        #expect(shapes.codes.count == 245)
        #expect(shapes.codes == shapes.codes.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        let france = try #require(try shapes.shape(of: "FRA"))
        #expect(france.isCountry)
        #expect(france.mainBox.contains(GeoPoint(longitude: 2.35, latitude: 48.86)))
        // Réunion is a country of its own, so France's box is Europe.
        #expect(france.mainBox.west > -10 && france.mainBox.east < 15)
        #expect(try shapes.shape(of: "REU") != nil)
        #expect(try shapes.shape(of: "XXX") == nil)
        #expect(try shapes.shape(of: "kas")?.isCountry == false)
    }

    @Test func russiaCrossesTheAntimeridian() throws {
        let box = try #require(try MapFixtures.shapes().mainBox(of: "RUS"))
        #expect(box.west > 19 && box.west < 30)
        #expect(box.east > 185)
    }

    @Test func everyCountryButAFewHasAShape() throws {
        let shapes = try MapFixtures.shapes()
        let missing = Set(MapFixtures.countries.keys).subtracting(shapes.codes)
        #expect(missing == ["BVT", "GIB", "TKL", "TUV", "UMI", "VAT"])
    }

    @Test func damagedHeadersThrow() {
        var bytes = MapFixtures.bytes
        #expect(throws: WorldShapes.Malformed.self) { try WorldShapes(bytes: [] as [UInt8]) }
        #expect(throws: WorldShapes.Malformed.self) { try WorldShapes(bytes: Array(bytes[0..<100])) }
        bytes[0] = UInt8(ascii: "X")
        #expect(throws: WorldShapes.Malformed.self) { try WorldShapes(bytes: bytes) }
        bytes = MapFixtures.bytes
        bytes[4] = 2
        #expect(throws: WorldShapes.Malformed.self) { try WorldShapes(bytes: bytes) }
        bytes = MapFixtures.bytes
        bytes[8 + 4 + 3] = 0xFF  // the first record's offset past the end
        #expect(throws: WorldShapes.Malformed.self) { try WorldShapes(bytes: bytes) }
        bytes = MapFixtures.bytes
        for k in 0..<3 { bytes.swapAt(8 + k, 8 + 28 + k) }  // the first two codes out of order
        #expect(throws: WorldShapes.Malformed.self) { try WorldShapes(bytes: bytes) }
    }

    @Test func aDamagedRecordThrowsAndSparesTheOthers() throws {
        var bytes = MapFixtures.bytes
        let shapes = try WorldShapes(bytes: bytes)
        let index = try #require(shapes.codes.firstIndex(of: "DEU"))
        let entry = 8 + index * 28
        let offset = Int(bytes[entry + 4]) | Int(bytes[entry + 5]) << 8 | Int(bytes[entry + 6]) << 16
        // Every varint of Germany's first ring runs on: a number cut short.
        for at in offset + 4..<offset + 40 { bytes[at] = 0xFF }
        let damaged = try WorldShapes(bytes: bytes)
        #expect(throws: WorldShapes.Malformed.self) { try damaged.shape(of: "DEU") }
        // Looking up France decodes France only, so Germany's damage is unseen.
        #expect(try damaged.shape(of: "FRA") != nil)
    }

    @Test func truncatedOrScrambledFilesNeverTrap() {
        let original = MapFixtures.bytes
        for cut in stride(from: 0, to: original.count, by: 997) {
            #expect(throws: WorldShapes.Malformed.self) {
                _ = try WorldShapes(bytes: Array(original[0..<cut])).shapes(meeting: nil)
            }
        }
        var scrambled = original
        for at in stride(from: 8, to: scrambled.count, by: 13) { scrambled[at] ^= 0x5A }
        #expect(throws: WorldShapes.Malformed.self) { _ = try WorldShapes(bytes: scrambled).shapes(meeting: nil) }
    }
}
