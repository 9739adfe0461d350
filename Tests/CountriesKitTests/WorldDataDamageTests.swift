import CountriesData
import CountriesModel
import Testing

/// Damaged world data is a thrown error, never a crash or a read past the end.
@Suite struct WorldDataDamageTests {
    private static func read(_ bytes: [UInt8]) throws {
        let data = WorldDataBytes(bytes)
        if let names = try? WorldNames(bytes: data) {
            _ = try names.name(of: "DE", in: "el")
            _ = try names.languages()
            _ = try names.allNames(of: "GB")
            _ = try names.codes(named: "Germany")
        }
        if let subdivisions = try? WorldSubdivisions(bytes: data) {
            _ = try subdivisions.subdivisions(ofCountry: "US")
            _ = try subdivisions.translations(of: "DE-BY")
            _ = try subdivisions.subdivisions(named: "Bavaria", inAnyLanguage: true)
        }
        if let regions = try? WorldRegions(bytes: data) {
            _ = try regions.all()
            _ = try regions.regions(containing: "FR")
        }
        if let memberships = try? WorldMemberships(bytes: data) {
            _ = try memberships.all()
        }
    }

    /// Each file with the reader that reads it.
    private static let files: [(name: String, bytes: [UInt8], open: @Sendable (WorldDataBytes) throws -> Void)] = [
        ("names", Array(WorldDataFixtures.names), { _ = try WorldNames(bytes: $0) }),
        ("subdivisions", Array(WorldDataFixtures.subdivisions), { _ = try WorldSubdivisions(bytes: $0) }),
        ("m49", Array(WorldDataFixtures.m49), { _ = try WorldRegions(bytes: $0) }),
        ("memberships", Array(WorldDataFixtures.memberships), { _ = try WorldMemberships(bytes: $0) }),
    ]

    @Test func emptyOrForeignBytes_throw() {
        for bytes in [[], Array("CWD1".utf8), Array("{\"json\": true}".utf8)] as [[UInt8]] {
            #expect(throws: WorldDataError.self) { try WorldNames(bytes: WorldDataBytes(bytes)) }
            #expect(throws: WorldDataError.self) { try WorldSubdivisions(bytes: WorldDataBytes(bytes)) }
            #expect(throws: WorldDataError.self) { try WorldRegions(bytes: WorldDataBytes(bytes)) }
            #expect(throws: WorldDataError.self) { try WorldMemberships(bytes: WorldDataBytes(bytes)) }
        }
    }

    @Test func aFileCutShort_throws() throws {
        for file in Self.files {
            try file.open(WorldDataBytes(file.bytes))
            let half = Array(file.bytes.prefix(file.bytes.count / 2))
            #expect(throws: WorldDataError.self, "\(file.name)") { try file.open(WorldDataBytes(half)) }
        }
    }

    @Test func aStringReferenceOutOfRange_throwsOnUse() throws {
        // The m49 file's first region's name reference, pointed past its strings.
        var bytes = Self.files[2].bytes
        let regions = try #require(section("REGN", in: bytes))
        let field = regions + 8 + 4
        for index in 0..<4 { bytes[field + index] = 0xFE }
        let damaged = try WorldRegions(bytes: WorldDataBytes(bytes))
        #expect(throws: WorldDataError.self) { try damaged.all() }
    }

    @Test func overwrittenBytes_anywhere_neverCrash() {
        for file in Self.files {
            let original = file.bytes
            let step = max(original.count / 31, 1)
            for position in stride(from: 0, to: original.count, by: step) {
                var bytes = original
                for index in position..<min(position + 16, bytes.count) { bytes[index] = 0xFF }
                // Either a thrown error or a read of other data: the point is that it returns.
                _ = try? Self.read(bytes)
            }
        }
    }

    private func section(_ tag: String, in bytes: [UInt8]) -> Int? {
        let count = Int(bytes[4]) | Int(bytes[5]) << 8
        for index in 0..<count {
            let entry = 8 + 12 * index
            if Array(bytes[entry..<entry + 4]) == Array(tag.utf8) {
                return Int(bytes[entry + 4]) | Int(bytes[entry + 5]) << 8 | Int(bytes[entry + 6]) << 16 | Int(bytes[entry + 7]) << 24
            }
        }
        return nil
    }
}
