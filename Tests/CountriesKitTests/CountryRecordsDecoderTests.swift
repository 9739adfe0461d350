@testable import CountriesData
import CountriesModel
import CountriesMocks
import Testing

@Suite struct CountryRecordsDecoderTests {
    private func decode(_ json: String) throws -> [Country] {
        try records(json).map(\.country)
    }

    private func records(_ json: String) throws -> [CountryRecord] {
        var json = json
        return try json.withUTF8 { try CountryRecordsDecoder.decode($0) }
    }

    @Test func embeddedSnapshot_holdsEveryCountry() {
        #expect(CountryCatalog.snapshot.countries.count == 250)
        #expect(Set(CountryCatalog.snapshot.countries.map(\.cca3)).count == 250)
    }

    @Test func snapshotRecord_decodesEveryFieldTheScreensShow() {
        let france = Country.inSnapshot("FRA")
        #expect(france.name == CountryName(common: "France", official: "French Republic"))
        #expect(CountryCatalog.snapshot.translations(of: "FRA")["deu"]?.common == "Frankreich")
        #expect(france.flag == "🇫🇷")
        #expect([france.cca2, france.ccn3, france.cioc] == ["FR", "250", "FRA"])
        #expect(france.capitals == ["Paris"])
        #expect(france.region == "Europe" && france.subregion == "Western Europe")
        #expect(france.languages == [Language(code: "fra", name: "French")])
        #expect(france.currencies == [Currency(code: "EUR", name: "euro", symbol: "€")])
        #expect(france.callingCode.codes == ["+33"])
        #expect(france.topLevelDomains == [".fr"])
        #expect(france.borders.count == 8)
        #expect(france.drivingSide == "right")
        #expect(france.independent && !france.landlocked)
        #expect(Country.inSnapshot("CHE").landlocked && !Country.inSnapshot("GRL").independent)
        #expect(france.memberships == nil && france.governmentType.isEmpty, "v3.1 has neither")
    }

    @Test func places_areReadForMaps_andAnEmptyOneIsNone() throws {
        let france = Country.inSnapshot("FRA")
        #expect(france.location == GeoPoint(longitude: 2, latitude: 46))
        #expect(france.capitalLocation == GeoPoint(longitude: 2.33, latitude: 48.87))
        let bare = try decode(#"[{"cca3": "XXX", "name": {"common": "X"}, "latlng": [], "capitalInfo": {}}]"#)
        #expect(bare.first?.location == nil && bare.first?.capitalLocation == nil)
    }

    @Test func whatV5Adds_isReadFromTheCache_whenItIsThere() throws {
        let record = #"{"name":{"common":"France"},"cca3":"FRA","memberships":{"un":true,"eu":true,"brics":false},"governmentType":"Unitary semi-presidential republic"}"#
        let france = try #require(try decode("[\(record)]").first)
        #expect(france.memberships == ["un", "eu"])
        #expect(france.governmentType == "Unitary semi-presidential republic")
        #expect(try decode(#"[{"name":{"common":"X"},"cca3":"XXX","memberships":{}}]"#).first?.memberships == [])
    }

    /// The live API leaves empty values out and prints numbers the Java way.
    @Test func liveAPIRecord_withKeysLeftOut_readsThemAsEmpty() throws {
        let json = #"[{"name":{"common":"Antarctica","official":"Antarctica"},"cca2":"AQ","cca3":"ATA","region":"Antarctic","population":1300,"area":1.4E7,"idd":{},"flag":"\uD83C\uDDE6\uD83C\uDDF6"}]"#
        let country = try #require(try decode(json).first)
        #expect(country.capitals.isEmpty && country.borders.isEmpty && country.currencies.isEmpty)
        #expect(country.cioc.isEmpty && country.subregion.isEmpty)
        #expect(country.callingCode.codes.isEmpty)
        #expect(country.area == 14_000_000)
        #expect(country.flag == "🇦🇶")
        #expect(!country.independent && !country.landlocked)
        #expect(try decode(#"[{"name":{"common":"X"},"cca3":"XXX","independent":null,"landlocked":true}]"#).first.map { [$0.independent, $0.landlocked] } == [false, true])
    }

    @Test func recordText_isKeptVerbatimForJSONOutput() throws {
        let record = #"{"name": {"common": "X", "official": "Y"}, "cca3": "XXX", "extra": [1, 2]}"#
        let decoded = try #require(try records("[\n  " + record + "\n]").first)
        #expect(decoded.text == record)
    }

    @Test func recordWithoutCca3_isADataError() {
        #expect(throws: CountryRecordsDecoder.MissingField.self) {
            try decode(#"[{"name":{"common":"Nowhere","official":"Nowhere"}}]"#)
        }
    }

    @Test(arguments: ["{}", "[", "[{\"cca3\": 1}]", "not json", "[] []"])
    func wrongShape_throws(_ json: String) {
        #expect(throws: (any Error).self) { try decode(json) }
    }
}
