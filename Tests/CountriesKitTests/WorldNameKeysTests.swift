@testable import CountriesData
import CountriesModel
import CountriesSnapshot
import Testing

/// The world data's names by key (`WorldNameKeys`): checked in, made from
/// the world data by `countries-index`, and answering as a scan of every
/// name does, so that a name is a look-up however many a `resolve` asks.
@Suite struct WorldNameKeysTests {
    let world = RealWorldDataRepository()
    let names = try! WorldNames(bytes: WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: world_names_bytes(), count: world_names_length())))
    let subdivisions = try! WorldSubdivisions(
        bytes: WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: world_subdivisions_bytes(), count: world_subdivisions_length()))
    )

    @Test func theEmbeddedKeys_areTheOnesTheWorldDataMakes() throws {
        let countryNames = Array(UnsafeBufferPointer(start: world_name_keys_bytes(), count: world_name_keys_length()))
        let subdivisionNames = Array(UnsafeBufferPointer(start: world_subdivision_keys_bytes(), count: world_subdivision_keys_length()))
        // Not the bytes themselves in the message: megabytes of them.
        let countriesFresh = countryNames == WorldNameKeys.make(try RealWorldDataRepository.countryNameKeys())
        let subdivisionsFresh = subdivisionNames == WorldNameKeys.make(try RealWorldDataRepository.subdivisionNameKeys())
        #expect(countriesFresh, "Sources/CountriesSnapshot/world-name-keys.bin is stale: run `swift run countries-index`")
        #expect(subdivisionsFresh, "Sources/CountriesSnapshot/subdivision-keys.bin is stale: run `swift run countries-index`")
    }

    // Not "ΚΎΠΡΟΣ": the scan misses it (`lowercased()` has no final
    // sigma), the keys find it (WorldNamesTests.aGreekNameInCapitals_isFound).
    @Test(arguments: ["Γερμανία", "deutschland", "ALLEMAGNE", "Nihon", "Atlantis", "Schottland", "", "Κύπρος", "Кипар"])
    func aCountryName_isFoundAsTheScanFindsIt(_ name: String) throws {
        #expect(try world.countryCodes(named: name) == names.codes(named: name).filter { $0.count == 2 })
    }

    @Test(arguments: ["Bavaria", "bayern", "TEXAS", "Papua", "Zealand", "Narnia", "Cymru", "", "île-de-france"])
    func aSubdivisionName_isFoundAsTheScanFindsIt(_ name: String) throws {
        #expect(try world.subdivisions(named: name).map(\.code) == subdivisions.subdivisions(named: name).map(\.code))
    }

    /// Names across the data, each in three cases: a scan of 100,000 names
    /// a name, so a sample, not every one.
    @Test func namesAcrossTheData_areFoundAsTheScanFindsThem() throws {
        let codes = try names.countryCodes()
        for code in stride(from: 0, to: codes.count, by: 7).map({ codes[$0] }) {
            for name in try names.allNames(of: code).enumerated().filter({ $0.offset % 40 == 0 }).map(\.element.name) {
                let scanned = try names.codes(named: name).filter { $0.count == 2 }
                for text in [name, name.uppercased(), name.lowercased()] {
                    let found = try world.countryCodes(named: text)
                    // As the scan finds the text; the keys find more only by
                    // a Greek capital sigma, found as the name CLDR writes.
                    #expect(try found == names.codes(named: text).filter { $0.count == 2 } || (text.contains("Σ") && found == scanned), "\(text)")
                }
            }
        }
        for record in stride(from: 0, to: subdivisions.count, by: 97) {
            let subdivision = try subdivisions.subdivision(atRecord: record)
            for text in [subdivision.isoName, subdivision.englishName ?? subdivision.isoName.uppercased()] {
                #expect(try world.subdivisions(named: text).map(\.code) == subdivisions.subdivisions(named: text).map(\.code), "\(text)")
            }
        }
    }

    @Test func keys_holdTheirValuesInOrder_eachOnce() throws {
        var entries: [(key: [UInt8], value: UInt32)] = []
        for number in 0..<500 {
            let key = Array("key \(number)".utf8)
            entries += [(key, UInt32(number)), (key, 7), (key, UInt32(number))]
        }
        let keys = try WorldNameKeys(bytes: WorldDataBytes(WorldNameKeys.make(entries)))
        #expect(try keys.values(for: Array("key 3".utf8)) == [3, 7])
        #expect(try keys.values(for: Array("key 7".utf8)) == [7])
        #expect(try keys.values(for: Array("key 499".utf8)) == [499, 7])
        #expect(try keys.values(for: Array("key 500".utf8)).isEmpty)
        #expect(try keys.values(for: []).isEmpty)
        let none = try WorldNameKeys(bytes: WorldDataBytes(WorldNameKeys.make([])))
        #expect(try none.values(for: Array("key".utf8)).isEmpty)
    }

    @Test func damagedKeys_throw_neverReadPastTheEnd() throws {
        let made = WorldNameKeys.make((0..<20).map { (Array("name \($0)".utf8), UInt32($0)) })
        #expect(throws: WorldDataError.self) { try WorldNameKeys(bytes: WorldDataBytes(Array(made.dropLast()))) }
        #expect(throws: WorldDataError.self) { try WorldNameKeys(bytes: WorldDataBytes(Array("WNK0".utf8) + made.dropFirst(4))) }
        let slots = Int(made[4]) | Int(made[5]) << 8
        // Every slot naming a key past the keys.
        var slotsDamaged = made
        for slot in 0..<slots { slotsDamaged.replaceSubrange(20 + 4 * slot..<24 + 4 * slot, with: [0xFF, 0, 0, 0]) }
        let damaged = try WorldNameKeys(bytes: WorldDataBytes(slotsDamaged))
        #expect(throws: WorldDataError.self) { try damaged.values(for: Array("name 3".utf8)) }
        // Every slot full, none of them the key asked: the probe ends.
        var full = made
        for slot in 0..<slots { full.replaceSubrange(20 + 4 * slot..<24 + 4 * slot, with: [1, 0, 0, 0]) }
        #expect(try WorldNameKeys(bytes: WorldDataBytes(full)).values(for: Array("no such name".utf8)).isEmpty)
    }
}
