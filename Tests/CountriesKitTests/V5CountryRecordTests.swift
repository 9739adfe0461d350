@testable import CountriesKit
import CountriesMocks
import Testing

/// A v5 record becomes the v3.1 record the snapshot would hold, field by
/// field, for the countries whose data is unusual (docs/API-DIALECTS.md).
@Suite struct V5CountryRecordTests {
    /// France as v5 serves it (schema of 2026-08-02), trimmed to what maps.
    static let france = """
        {"names":{"common":"France","official":"French Republic","alternates":["FR","French Republic","République française"],
          "native":{"fra":{"official":"République française","common":"France"}},
          "translations":{"deu":{"official":"Französische Republik","common":"Frankreich"},"fas":{"official":"جمهوری فرانسه","common":"فرانسه"}}},
         "codes":{"alpha_2":"FR","alpha_3":"FRA","ccn3":"250","cioc":"FRA","fifa":"FRA","fips":"FR","gec":"FR"},
         "capitals":[{"name":"Paris","coordinates":{"lat":48.87,"lng":2.33},"attributes":{"primary":true,"executive":true}}],
         "flag":{"emoji":"🇫🇷","url_png":"https://flagcdn.com/w320/fr.png","url_svg":"https://flagcdn.com/fr.svg","description":"Three bands.","unicode":"","html_entity":"","colors":{}},
         "region":"Europe","subregion":"Western Europe","area":{"kilometers":543908,"miles":210004},"coordinates":{"lat":46,"lng":2},
         "borders":["AND","BEL","DEU"],"calling_codes":["33"],"continents":["Europe"],"timezones":["UTC+01:00"],"tlds":[".fr"],
         "cars":{"driving_side":"right","signs":["F"]},
         "classification":{"sovereign":true,"un_member":true,"un_observer":false,"dependency":false,"disputed":false,"dependency_type":"","iso_status":"official"},
         "currencies":[{"code":"EUR","name":"euro","symbol":"€"}],"date":{"start_of_week":"monday"},
         "demonyms":{"eng":{"f":"French","m":"French"}},"economy":{"gini_coefficient":{"2018":32.4}},
         "languages":[{"name":"French","native_name":"français","bcp47":"fr","iso639_1":"fr","iso639_2b":"fre","iso639_2t":"fra","iso639_3":"fra"}],
         "links":{"google_maps":"https://goo.gl/maps/g7QxxSFsWyTPKuzd7","open_street_maps":"https://www.openstreetmap.org/relation/1403916","wikipedia":"","official":""},
         "memberships":{"un":true,"eu":true,"nato":true,"brics":false},"government_type":"Unitary semi-presidential republic",
         "units":{"measurement_system":"metric","temperature_scale":"Celsius"},"postal_code":{"format":"#####","regex":"^(\\\\d{5})$"},
         "population":66351959,"landlocked":false,"uuid":"u-fra","leaders":[{"message":"Upgrade","sample":"…"}]}
        """

    private func convert(_ text: String) throws -> JSONValue {
        try V5CountryRecord.v31Record(from: try JSONValue.parse(Array(text.utf8)))
    }

    /// A record with only what these tests vary, the rest as v5 leaves it empty.
    private func convert(fields extra: String, code: String = "XXX") throws -> JSONValue {
        try convert(#"{"names":{"common":"X","official":"X"},"codes":{"alpha_3":"\#(code)"}\#(extra.isEmpty ? "" : ",")\#(extra)}"#)
    }

    @Test func france_everyMappedField_isTheSnapshots() throws {
        let record = try convert(Self.france)
        let snapshot = try JSONValue.parse(Array(Country.inSnapshot("FRA").json.utf8))
        for field in ["tld", "cca2", "ccn3", "cca3", "cioc", "fifa", "independent", "status", "unMember", "currencies", "idd", "capital",
                      "capitalInfo", "region", "subregion", "continents", "languages", "latlng", "landlocked", "flag", "population", "car",
                      "startOfWeek", "postalCode", "maps"] {
            #expect(record[field] == snapshot[field], "\(field)")
        }
        #expect(record["name"]?["common"] == .string("France"))
        #expect(record["name"]?["nativeName"]?["fra"]?["common"] == .string("France"))
        #expect(record["altSpellings"] == .array(["FR", "French Republic", "République française"].map(JSONValue.string)))
        #expect(record["area"] == .number(543_908))
        #expect(record["flags"]?["alt"] == .string("Three bands."))
        #expect(record["gini"]?["2018"] == .number(32.4))
    }

    @Test func whatV5Adds_isKept_afterTheV31Fields() throws {
        guard case let .object(members) = try convert(Self.france) else { Issue.record("not an object"); return }
        #expect(members.suffix(2).map(\.key) == ["memberships", "governmentType"])
        #expect(members.last?.value == .string("Unitary semi-presidential republic"))
        #expect(members.first { $0.key == "memberships" }?.value["brics"] == .bool(false))
        #expect(!members.contains { ["leaders", "units", "uuid", "codes", "names"].contains($0.key) }, "v5-only fields stay out")
    }

    @Test func noMemberships_andNoGovernment_leaveTheirKeysOut() throws {
        let record = try convert(fields: #""government_type":"""#)
        #expect(record["memberships"] == nil && record["governmentType"] == nil)
    }

    @Test func persian_isPerInTranslations_butFasInLanguages() throws {
        let record = try convert(#"""
            {"names":{"common":"Iran","translations":{"fas":{"common":"ایران","official":"x"}}},"codes":{"alpha_3":"IRN"},
             "languages":[{"name":"Persian (Farsi)","iso639_1":"fa","iso639_2b":"per","iso639_2t":"fas","iso639_3":"fas"}]}
            """#)
        #expect(record["translations"]?["per"]?["common"] == .string("ایران"))
        #expect(record["translations"]?["fas"] == nil)
        #expect(record["languages"] == .object([.init("fas", .string("Persian (Farsi)"))]))
    }

    @Test func aCollectiveLanguage_isKeyedByItsISO639_2Code() throws {
        let record = try convert(fields: #""languages":[{"name":"Berber","iso639_1":"","iso639_2b":"ber","iso639_2t":"ber","iso639_3":""}]"#)
        #expect(record["languages"] == .object([.init("ber", .string("Berber"))]))
    }

    @Test func antarctica_noCapital_noCurrency_noCallingCode() throws {
        let record = try convert(fields: #""capitals":[],"currencies":[],"calling_codes":[],"postal_code":{"format":"","regex":""},"economy":[]"#, code: "ATA")
        let snapshot = try JSONValue.parse(Array(Country.inSnapshot("ATA").json.utf8))
        for field in ["capital", "capitalInfo", "currencies", "idd", "postalCode", "gini"] {
            #expect(record[field] == snapshot[field], "\(field)")
        }
    }

    @Test func southAfrica_threeCapitals_theCapitalPointIsThePrimaryOnes() throws {
        let record = try convert(fields: #"""
            "capitals":[{"name":"Pretoria","coordinates":{"lat":-25.7,"lng":28.22},"attributes":{"primary":false,"executive":true}},
                        {"name":"Bloemfontein","coordinates":{"lat":-29.1,"lng":26.2},"attributes":{"primary":true,"judicial":true}},
                        {"name":"Cape Town","coordinates":{"lat":-33.9,"lng":18.4},"attributes":{"legislative":true}}]
            """#, code: "ZAF")
        #expect(record["capital"] == .array(["Pretoria", "Bloemfontein", "Cape Town"].map(JSONValue.string)))
        #expect(record["capitalInfo"]?["latlng"] == .array([.number(-29.1), .number(26.2)]))
        let noneMarked = try convert(fields: #""capitals":[{"name":"A","coordinates":{"lat":1,"lng":2}},{"name":"B","coordinates":{"lat":3,"lng":4}}]"#)
        #expect(noneMarked["capitalInfo"]?["latlng"] == .array([.number(1), .number(2)]), "the first, when none is primary")
    }

    @Test func anIslandWithNoBorders_hasAnEmptyList() throws {
        #expect(try convert(fields: #""borders":[]"#, code: "ISL")["borders"] == .array([]))
        #expect(try convert(fields: "", code: "ISL")["borders"] == .array([]))
    }

    @Test(arguments: [
        (["33"], "+3", ["3"]),
        (["1"], "+1", [""]),
        (["1201", "1202", "1203"], "+1", ["201", "202", "203"]),
        (["76", "77"], "+7", ["6", "7"]),
        (["3906698", "379"], "+3", ["906698", "79"]),
        (["1", "44"], "+", ["1", "44"]),
    ])
    func callingCodes_splitIntoRootAndSuffixes_asV31Did(_ codes: [String], _ root: String, _ suffixes: [String]) {
        #expect(V5CountryRecord.callingCode(codes) == .object([.init("root", .string(root)), .init("suffixes", .array(suffixes.map(JSONValue.string)))]))
    }

    @Test func theUnitedStates_keepEveryAreaCode_andShowPlusOne() throws {
        let usa = Country.inSnapshot("USA")
        let codes = usa.callingCode.suffixes.map { "1" + $0 }
        let text = "[" + codes.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let record = try convert(fields: #""calling_codes":\#(text)"#, code: "USA")
        let snapshot = try JSONValue.parse(Array(usa.json.utf8))
        #expect(record["idd"] == snapshot["idd"])
        #expect(try decoded(record).callingCode.codes == ["+1"])
        #expect(try decoded(try convert(fields: #""calling_codes":["1"]"#, code: "CAN")).callingCode.codes == ["+1"])
    }

    @Test func currencies_inTheOldMapShape_areTakenAsTheyAre() throws {
        let record = try convert(fields: #""currencies":{"SLS":{"name":"Somaliland shilling","symbol":"Sl"}}"#, code: "SOL")
        #expect(record["currencies"]?["SLS"]?["symbol"] == .string("Sl"))
        #expect(try convert(fields: #""currencies":[]"#)["currencies"] == .object([]))
    }

    @Test(arguments: [("official", "officially-assigned"), ("user-assigned", "user-assigned"), ("", "")])
    func isoStatus_inV31Words(_ v5: String, _ v31: String) throws {
        #expect(try convert(fields: #""classification":{"iso_status":"\#(v5)"}"#)["status"] == .string(v31))
    }

    @Test func annotationsAndUnknownKeys_neverReachTheRecord() throws {
        guard case let .object(members) = try convert(fields: #""_match":{"fields":[]},"_meta":{"score":1},"units":{},"brand_new_field":1"#) else {
            Issue.record("not an object")
            return
        }
        #expect(!members.contains { $0.key.hasPrefix("_") || $0.key == "units" || $0.key == "brand_new_field" })
    }

    @Test(arguments: [
        ("[1, 2]", "a record is not an object"),
        (#"{"names":{"official":"X"},"codes":{"alpha_3":"XXX"}}"#, "a record has no names.common"),
        (#"{"names":"X","codes":{}}"#, "names is not an object"),
        (#"{"names":{"common":"X"},"codes":{"alpha_3":"XXX"},"capitals":"Paris"}"#, "capitals is not a list"),
        (#"{"names":{"common":"X"},"codes":{"alpha_3":"XXX"},"population":"many"}"#, "population is not a number"),
        (#"{"names":{"common":"X"},"codes":{"alpha_3":"XXX"},"currencies":[{"name":"no code"}]}"#, "a currency has no code"),
        (#"{"names":{"common":"X"},"codes":{"alpha_3":7}}"#, "codes.alpha_3 is not text"),
    ])
    func wrongShapes_areErrorsNamingTheField(_ text: String, _ reason: String) {
        #expect(throws: V5CountryRecord.ShapeError(reason: reason)) { try convert(text) }
    }

    /// France through the whole path a refresh takes: converted, normalised,
    /// decoded as the cache holds it.
    @Test func france_decodesToTheSnapshotsCountry() throws {
        let france = try decoded(try convert(Self.france))
        let snapshot = Country.inSnapshot("FRA")
        #expect(france.name == snapshot.name)
        #expect(france.capitals == snapshot.capitals && france.languages == snapshot.languages && france.currencies == snapshot.currencies)
        #expect(france.callingCode == snapshot.callingCode && france.area == snapshot.area && france.population == snapshot.population)
        #expect(france.borders == ["AND", "BEL", "DEU"] && france.drivingSide == "right")
        #expect(france.translations["per"]?.common == "فرانسه" && france.translations["deu"]?.common == "Frankreich")
        #expect(france.memberships == ["un", "eu", "nato"])
        #expect(france.governmentType == "Unitary semi-presidential republic")
    }

    private func decoded(_ record: JSONValue) throws -> Country {
        guard case let .object(members) = record else { throw V5CountryRecord.ShapeError(reason: "not an object") }
        var text = "[" + CountryRecordShape.normalised(members).written(level: 1) + "]"
        return try #require(try text.withUTF8 { try CountryRecordsDecoder.decode($0) }.first)
    }
}
