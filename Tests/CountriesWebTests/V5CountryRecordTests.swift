import CountriesData
import CountriesJSON
import CountriesModel
@testable import CountriesWeb
import CountriesMocks
import Testing

/// v5 records, written by hand after the strict schema of 2026-08-02
/// (`shared/data/V5.md`), turned into v3.1 records and held against the
/// snapshot's values for the same countries.
@Suite struct V5CountryRecordTests {
    // MARK: - France, whole

    @Test func france_hasEveryMappedV31Field_inTheSnapshotsOrder_thenWhatV5Adds() throws {
        let keys = try #require(try converted(Self.france).objectMembers).map(\.key)
        let v31Keys = CountryRecordShape.fields.map(\.name).filter { $0 != "coatOfArms" }
        #expect(keys == v31Keys + Self.v5Additions)
    }

    @Test(arguments: CountryRecordShape.fields.map(\.name).filter { !["coatOfArms", "translations"].contains($0) })
    func france_eachMappedField_isTheSnapshots(field: String) throws {
        let france = try converted(Self.france)
        #expect(france[field] != nil)
        #expect(france[field] == (try snapshotRecord("FRA")[field]))
    }

    /// The order of the translations is v5's own; the names are the snapshot's.
    @Test func france_translations_areTheSnapshots_withPersianUnderPer() throws {
        let translations = try #require(try converted(Self.france)["translations"]?.objectMembers)
        let expected = try #require(try snapshotRecord("FRA")["translations"]?.objectMembers)
        #expect(translations.sorted { $0.key < $1.key } == expected.sorted { $0.key < $1.key })
    }

    @Test func france_normalised_hasTheSnapshotsKeys_andNoCoatOfArms() throws {
        let members = try #require(try converted(Self.france).objectMembers)
        let normalised = CountryRecordShape.normalised(members)
        let snapshotKeys = try #require(try snapshotRecord("FRA").objectMembers).map(\.key)
        #expect(try #require(normalised.objectMembers).map(\.key) == snapshotKeys + Self.v5Additions)
        #expect(normalised["coatOfArms"] == .object([]))
    }

    /// As `CountriesWebRepository.validated` checks records before they reach the cache.
    @Test func france_normalisedAndDecoded_isTheSnapshotsCountry() throws {
        let members = try #require(try converted(Self.france).objectMembers)
        var text = RecordTexts.arrayText([CountryRecordShape.normalised(members).written(level: 1)])
        let decoded = try text.withUTF8 { try CountryRecordsDecoder.decode($0) }
        let record = try #require(decoded.first)
        let france = record.country
        let snapshot = try #require(CountryCatalog.snapshot.country(cca3: "FRA"))
        #expect(decoded.count == 1)
        #expect(france.name == snapshot.name)
        #expect(france.capitals == snapshot.capitals)
        #expect(france.languages == snapshot.languages)
        #expect(france.currencies == snapshot.currencies)
        #expect(france.callingCode == snapshot.callingCode)
        #expect(france.borders == snapshot.borders)
        #expect(france.area == snapshot.area)
        #expect(france.population == snapshot.population)
        #expect(record.translations["per"] == CountryCatalog.snapshot.translations(of: "FRA")["per"])
        #expect(record.translations == CountryCatalog.snapshot.translations(of: "FRA"))
    }

    // MARK: - Edge countries

    @Test(arguments: ["name", "capital", "capitalInfo", "currencies", "idd", "languages", "borders", "subregion", "gini", "postalCode"])
    func antarctica_withNoCapitalCurrenciesOrCallingCodes_readsAsTheSnapshot(field: String) throws {
        let antarctica = CountryRecordShape.normalised(try #require(try converted(Self.antarctica).objectMembers))
        #expect(antarctica[field] == (try snapshotRecord("ATA")[field]))
    }

    @Test func southAfrica_keepsItsThreeCapitalsInOrder_andTheirPointIsThePrimaryOnes() throws {
        let southAfrica = try converted(Self.southAfrica)
        #expect(southAfrica["capital"] == .array(["Bloemfontein", "Cape Town", "Pretoria"].map(JSONValue.string)))
        #expect(southAfrica["capitalInfo"] == (try snapshotRecord("ZAF")["capitalInfo"]))
    }

    @Test func capitalInfo_withNoCapitalMarkedPrimary_isTheFirstCapitals() throws {
        let record = try minimal(#"""
            "capitals": [
              {"name": "Sucre", "coordinates": {"lat": -19.04, "lng": -65.26}, "attributes": {"primary": false}},
              {"name": "La Paz", "coordinates": {"lat": -16.5, "lng": -68.15}, "attributes": {"primary": false}}
            ]
            """#)
        #expect(record["capitalInfo"] == .object([JSONValue.Member("latlng", .array([.number(-19.04), .number(-65.26)]))]))
    }

    @Test func island_withNoBorders_hasNone_asInTheSnapshot() throws {
        let iceland = try minimal(#""borders": [], "capitals": [{"name": "Reykjavik", "coordinates": {"lat": 64.15, "lng": -21.95}}]"#)
        #expect(iceland["borders"] == .array([]))
        #expect(iceland["borders"] == (try snapshotRecord("ISL")["borders"]))
        #expect(iceland["capitalInfo"] == (try snapshotRecord("ISL")["capitalInfo"]))
    }

    @Test func iran_persianTranslation_isRenamedPer_butItsLanguageAndNativeNameKeepFas() throws {
        let iran = try converted(Self.iran)
        #expect(try #require(iran["translations"]?.objectMembers).map(\.key) == ["ara", "per"])
        #expect(iran["translations"]?["per"]?["common"] == .string("ایران"))
        #expect(iran["languages"] == (try snapshotRecord("IRN")["languages"]))
        #expect(iran["name"] == (try snapshotRecord("IRN")["name"]))
    }

    // MARK: - Calling codes

    @Test(arguments: [
        ("FRA", ["33"]), ("CAN", ["1"]), ("KAZ", ["76", "77"]), ("DOM", ["1809", "1829", "1849"]),
        ("SHN", ["290", "247"]), ("VAT", ["3906698", "379"]), ("ATA", []),
    ])
    func callingCodes_splitAsTheSnapshotSplitsThem(cca3: String, codes: [String]) throws {
        let record = try minimal(#""calling_codes": \#(jsonList(codes))"#)
        #expect(record["idd"] == (try snapshotRecord(cca3)["idd"]))
    }

    @Test func callingCodes_ofTheUnitedStates_asOneCode_areRootPlusOneAndOneEmptySuffix() throws {
        let record = try minimal(#""calling_codes": ["1"]"#)
        #expect(record["idd"] == .object([JSONValue.Member("root", .string("+1")), JSONValue.Member("suffixes", .array([.string("")]))]))
    }

    @Test func callingCodes_ofTheUnitedStates_keepEveryAreaCode() throws {
        let snapshotIDD = try #require(try snapshotRecord("USA")["idd"])
        let areaCodes = try #require(snapshotIDD["suffixes"]?.arrayValue).compactMap(\.stringValue)
        try #require(areaCodes.count > 300)
        let record = try minimal(#""calling_codes": \#(jsonList(areaCodes.map { "1" + $0 }))"#)
        #expect(record["idd"] == snapshotIDD)
    }

    @Test func callingCodes_withNoFirstDigitInCommon_haveRootPlus_andWholeSuffixes() throws {
        let record = try minimal(#""calling_codes": ["44", "1"]"#)
        #expect(record["idd"] == .object([JSONValue.Member("root", .string("+")), JSONValue.Member("suffixes", .array([.string("44"), .string("1")]))]))
    }

    // MARK: - Field by field

    @Test(arguments: [
        (#""iso639_3": "fra", "iso639_2t": "fra", "iso639_2b": "fre", "iso639_1": "fr""#, "fra"),
        (#""iso639_3": "", "iso639_2t": "fas", "iso639_2b": "per", "iso639_1": "fa""#, "fas"),
        (#""iso639_3": "", "iso639_2t": "", "iso639_2b": "ber", "iso639_1": """#, "ber"),
        (#""iso639_1": "xx""#, "xx"),
    ])
    func languageKey_isISO639_3_else2T_else2B_else1(codes: String, key: String) throws {
        let record = try minimal(#""languages": [{"name": "Some language", \#(codes)}]"#)
        #expect(record["languages"] == .object([JSONValue.Member(key, .string("Some language"))]))
    }

    @Test func language_withNoCodeAtAll_isLeftOut() throws {
        let record = try minimal(#""languages": [{"name": "Nameless", "iso639_3": ""}, {"name": "French", "iso639_3": "fra"}]"#)
        #expect(record["languages"] == .object([JSONValue.Member("fra", .string("French"))]))
    }

    @Test func currencies_inTheOldMapShape_areReadAsTheList() throws {
        let fromMap = try minimal(#""currencies": {"SLS": {"symbol": "Sl", "name": "Somaliland shilling"}}"#)
        let fromList = try minimal(#""currencies": [{"code": "SLS", "name": "Somaliland shilling", "symbol": "Sl"}]"#)
        let expected = JSONValue.object([
            JSONValue.Member("SLS", .object([JSONValue.Member("name", .string("Somaliland shilling")), JSONValue.Member("symbol", .string("Sl"))])),
        ])
        #expect(fromMap["currencies"] == expected)
        #expect(fromList["currencies"] == expected)
    }

    @Test func emptyMaps_sentAsEmptyLists_readAsEmptyObjects() throws {
        let record = try converted(#"""
            {"names": {"common": "Testland", "native": [], "translations": []}, "codes": [],
             "currencies": [], "demonyms": [], "economy": {"gini_coefficient": []}, "memberships": []}
            """#)
        for field in ["currencies", "translations", "demonyms", "gini", "memberships"] {
            #expect(record[field] == .object([]), "\(field)")
        }
        #expect(record["name"]?["nativeName"] == .object([]))
    }

    @Test func searchAnnotations_andUnknownKeys_areIgnored() throws {
        let plain = try minimal(#""population": 1300"#)
        let annotated = try minimal(#"""
            "_match": {"field": "names.common", "score": 1}, "_meta": {"rank": 1}, "population": 1300,
            "number_format": {"decimal_separator": ","}, "leaders": [{"message": "upgrade", "sample": ""}], "uuid": "x"
            """#)
        #expect(annotated == plain)
    }

    @Test(arguments: [
        ("", "", JSONValue.null, JSONValue.null), ("#####", "", .string("#####"), .null),
        ("#####", "^(\\d{5})$", .string("#####"), .string("^(\\d{5})$")),
    ])
    func postalCode_emptyText_becomesNull(format: String, regex: String, expectedFormat: JSONValue, expectedRegex: JSONValue) throws {
        let regexJSON = regex.replacing("\\", with: "\\\\")
        let record = try minimal(#""postal_code": {"format": "\#(format)", "regex": "\#(regexJSON)"}"#)
        #expect(record["postalCode"] == .object([JSONValue.Member("format", expectedFormat), JSONValue.Member("regex", expectedRegex)]))
    }

    @Test(arguments: [("official", "officially-assigned"), ("user-assigned", "user-assigned"), ("exceptionally-reserved", "exceptionally-reserved")])
    func isoStatus_official_becomesOfficiallyAssigned_otherWordsStayAsTheyCome(isoStatus: String, status: String) throws {
        let record = try minimal(#""classification": {"sovereign": false, "un_member": false, "iso_status": "\#(isoStatus)"}"#)
        #expect(record["status"] == .string(status))
        #expect(record["independent"] == .bool(false) && record["unMember"] == .bool(false))
    }

    @Test func membershipsAndGovernmentType_areKeptAsTheyCome() throws {
        let france = try converted(Self.france)
        let memberships = try #require(france["memberships"]?.objectMembers)
        #expect(memberships.count == 14)
        #expect(memberships.filter { $0.value == .bool(true) }.map(\.key) == ["un", "eu", "eurozone", "schengen", "nato", "oecd", "g7", "g20"])
        #expect(france["governmentType"] == .string("Unitary semi-presidential republic"))
    }

    /// France has no parent: the key is left out, not written empty.
    static let v5Additions = ["memberships", "governmentType", "classification", "capitals", "units", "links", "fips", "gec", "flagColors"]

    @Test func whatV5Adds_isKept_inThisProgramsNames() throws {
        let france = try converted(Self.france)
        #expect(france["classification"] == (try JSONValue.parse(Array(#"""
            {"sovereign":true,"unMember":true,"unObserver":false,"dependency":false,"disputed":false,"dependencyType":"","isoStatus":"official"}
            """#.utf8))))
        let paris = france["capitals"].flatMap { if case let .array(list) = $0 { list.first } else { nil } }
        #expect(paris?["roles"] == .array(["administrative", "constitutional", "executive", "judicial", "legislative"].map(JSONValue.string)))
        #expect(france["units"] == .object([.init("measurementSystem", .string("metric")), .init("temperatureScale", .string("Celsius"))]))
        #expect(france["links"] == .object([.init("wikipedia", .string("https://en.wikipedia.org/wiki/France")), .init("official", .string(""))]))
        #expect(france["fips"] == .string("FR") && france["gec"] == .string("FR"))
        #expect(france["flagColors"]?["blue"] == .string("#002654"))
        #expect(france["parent"] == nil)
    }

    /// A dependency names its sovereign; each capital keeps its roles and
    /// point (Bolivia: Sucre constitutional, La Paz executive).
    @Test func aDependencysParent_andCapitalsWithTheirRoles_areKept() throws {
        let greenland = try minimal(#"""
            "parent": {"alpha_2": "DK", "alpha_3": "DNK"},
            "classification": {"sovereign": false, "un_member": false, "un_observer": false, "dependency": true, "disputed": false,
                               "dependency_type": "autonomous territory", "iso_status": "official"},
            "capitals": [
              {"name": "Sucre", "coordinates": {"lat": -19.02, "lng": -65.26}, "attributes": {"constitutional": true, "executive": false, "primary": true}},
              {"name": "La Paz", "coordinates": {"lat": -16.5, "lng": -68.15}, "attributes": {"constitutional": false, "executive": true, "primary": false}}
            ]
            """#)
        #expect(greenland["parent"] == .object([.init("cca2", .string("DK")), .init("cca3", .string("DNK"))]))
        #expect(greenland["classification"]?["dependencyType"] == .string("autonomous territory"))
        #expect(greenland["classification"]?["dependency"] == .bool(true))
        let capitals = try #require(greenland["capitals"].flatMap { if case let .array(list) = $0 { list } else { nil } })
        #expect(capitals.map { $0["name"] } == [.string("Sucre"), .string("La Paz")])
        #expect(capitals.map { $0["roles"] } == [.array([.string("constitutional")]), .array([.string("executive")])])
        #expect(capitals.map { $0["primary"] } == [.bool(true), .bool(false)])
        #expect(capitals[1]["latlng"] == .array([.number(-16.5), .number(-68.15)]))
    }

    @Test func flagColorsThatAreNoObject_areNamed() {
        #expect(throws: V5CountryRecord.ShapeError(reason: "a record's flag.colors is not an object")) {
            try V5CountryRecord.v31Record(from: try JSONValue.parse(Array(#"{"names": {"common": "X"}, "codes": {"alpha_3": "XXX"}, "flag": {"colors": "red"}}"#.utf8)))
        }
    }

    @Test func membershipsAndGovernmentType_areAbsent_whenV5HasNone() throws {
        let record = try minimal(#""government_type": """#)
        #expect(record["memberships"] == nil)
        #expect(record["governmentType"] == nil)
    }

    /// No `economy`, `links`, `postal_code`...: no key, and normalising gives the snapshot's empty value.
    @Test func missingSections_giveNoKey_andNormaliseToTheEmptyValues() throws {
        let record = try minimal("")
        let keys = try #require(record.objectMembers).map(\.key)
        #expect(keys == ["name", "cca2", "ccn3", "cca3", "cioc", "fifa", "capital", "capitalInfo"])
        let normalised = CountryRecordShape.normalised(try #require(record.objectMembers))
        for field in CountryRecordShape.fields where !["name", "cca3", "capitalInfo"].contains(field.name) {
            #expect(normalised[field.name] == field.empty, "\(field.name)")
        }
        #expect(normalised["capitalInfo"] == (try snapshotRecord("ATA")["capitalInfo"]))
    }

    // MARK: - Wrong shapes

    @Test(arguments: [
        (#"["France"]"#, "a record is not an object"),
        (#"{"codes": {}}"#, "a record has no names.common"),
        (#"{"names": {"official": "French Republic"}, "codes": {}}"#, "a record has no names.common"),
        (#"{"names": {"common": ""}, "codes": {}}"#, "a record has no names.common"),
        (#"{"names": {"common": 7}, "codes": {}}"#, "a record's names.common is not text"),
        (#"{"names": {"common": "France"}}"#, "a record has no codes"),
        (#"{"names": {"common": "France"}, "codes": "FRA"}"#, "a record's codes is not an object"),
        (#"{"names": {"common": "France"}, "codes": {}, "capitals": {"name": "Paris"}}"#, "a record's capitals is not a list"),
        (#"{"names": {"common": "France"}, "codes": {}, "capitals": ["Paris"]}"#, "a record's capitals[0] is not an object"),
        (#"{"names": {"common": "France"}, "codes": {}, "population": "66351959"}"#, "a record's population is not a number"),
        (#"{"names": {"common": "France"}, "codes": {}, "calling_codes": [33]}"#, "a record's calling_codes is not a list of text"),
        (#"{"names": {"common": "France"}, "codes": {}, "flag": "🇫🇷"}"#, "a record's flag is not an object"),
        (#"{"names": {"common": "France"}, "codes": {}, "memberships": {"un": "yes"}}"#, "a record's memberships.un is not true or false"),
    ])
    func wrongShape_throwsNamingTheField(json: String, reason: String) throws {
        let record = try parse(json)
        #expect(throws: V5CountryRecord.ShapeError(reason: reason)) { try V5CountryRecord.v31Record(from: record) }
    }

    // MARK: - Helpers

    private func parse(_ text: String) throws -> JSONValue {
        try JSONValue.parse(Array(text.utf8))
    }

    private func converted(_ text: String) throws -> JSONValue {
        try V5CountryRecord.v31Record(from: try parse(text))
    }

    /// A record with only what every record must have, and `fields`.
    private func minimal(_ fields: String) throws -> JSONValue {
        try converted(#"{"names": {"common": "Testland"}, "codes": {"alpha_3": "TST"}"# + (fields.isEmpty ? "" : ", " + fields) + "}")
    }

    private func snapshotRecord(_ cca3: String) throws -> JSONValue {
        try parse(try #require(try CountryCatalog.snapshotRecords.first { $0.country.cca3 == cca3 }).text)
    }

    private func jsonList(_ strings: [String]) -> String {
        "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}

private extension JSONValue {
    var objectMembers: [Member]? { if case let .object(members) = self { members } else { nil } }
    var arrayValue: [JSONValue]? { if case let .array(elements) = self { elements } else { nil } }
}

// MARK: - Fixtures

extension V5CountryRecordTests {
    static let france = #"""
        {
          "uuid": "5b2f8a3e-0000-4000-8000-000000000250",
          "names": {
            "common": "France", "official": "French Republic",
            "alternates": ["FR", "French Republic", "République française"],
            "native": {"fra": {"common": "France", "official": "République française"}},
            "translations": {
              "ara": {"common": "فرنسا", "official": "الجمهورية الفرنسية"},
              "bre": {"common": "Frañs", "official": "Republik Frañs"},
              "ces": {"common": "Francie", "official": "Francouzská republika"},
              "cym": {"common": "France", "official": "French Republic"},
              "deu": {"common": "Frankreich", "official": "Französische Republik"},
              "est": {"common": "Prantsusmaa", "official": "Prantsuse Vabariik"},
              "fas": {"common": "فرانسه", "official": "جمهوری فرانسه"},
              "fin": {"common": "Ranska", "official": "Ranskan tasavalta"},
              "fra": {"common": "France", "official": "République française"},
              "hrv": {"common": "Francuska", "official": "Francuska Republika"},
              "hun": {"common": "Franciaország", "official": "Francia Köztársaság"},
              "ind": {"common": "Prancis", "official": "Republik Prancis"},
              "ita": {"common": "Francia", "official": "Repubblica francese"},
              "jpn": {"common": "フランス", "official": "フランス共和国"},
              "kor": {"common": "프랑스", "official": "프랑스 공화국"},
              "nld": {"common": "Frankrijk", "official": "Franse Republiek"},
              "pol": {"common": "Francja", "official": "Republika Francuska"},
              "por": {"common": "França", "official": "República Francesa"},
              "rus": {"common": "Франция", "official": "Французская Республика"},
              "slk": {"common": "Francúzsko", "official": "Francúzska republika"},
              "spa": {"common": "Francia", "official": "República francés"},
              "srp": {"common": "Француска", "official": "Француска Република"},
              "swe": {"common": "Frankrike", "official": "Republiken Frankrike"},
              "tur": {"common": "Fransa", "official": "Fransa Cumhuriyeti"},
              "urd": {"common": "فرانس", "official": "جمہوریہ فرانس"},
              "zho": {"common": "法国", "official": "法兰西共和国"}
            }
          },
          "codes": {"alpha_2": "FR", "alpha_3": "FRA", "ccn3": "250", "cioc": "FRA", "fifa": "FRA", "fips": "FR", "gec": "FR"},
          "capitals": [
            {"name": "Paris", "coordinates": {"lat": 48.87, "lng": 2.33},
             "attributes": {"administrative": true, "constitutional": true, "executive": true, "judicial": true, "legislative": true, "primary": true}}
          ],
          "flag": {
            "emoji": "🇫🇷", "url_png": "https://flagcdn.com/w320/fr.png", "url_svg": "https://flagcdn.com/fr.svg",
            "description": "The flag of France is composed of three equal vertical bands of blue, white and red.",
            "unicode": "U+1F1EB U+1F1F7", "html_entity": "&#127467;&#127479;", "colors": {"blue": "#002654", "white": null}
          },
          "region": "Europe", "subregion": "Western Europe",
          "area": {"kilometers": 543908, "miles": 210004},
          "coordinates": {"lat": 46.0, "lng": 2.0},
          "borders": ["AND", "BEL", "DEU", "ITA", "LUX", "MCO", "ESP", "CHE"],
          "calling_codes": ["33"],
          "continents": ["Europe"],
          "timezones": ["UTC-10:00", "UTC-09:30", "UTC-09:00", "UTC-08:00", "UTC-04:00", "UTC-03:00", "UTC+01:00",
                        "UTC+02:00", "UTC+03:00", "UTC+04:00", "UTC+05:00", "UTC+10:00", "UTC+11:00", "UTC+12:00"],
          "tlds": [".fr"],
          "assets": [],
          "cars": {"driving_side": "right", "signs": ["F"]},
          "classification": {"sovereign": true, "un_member": true, "un_observer": false, "dependency": false, "disputed": false,
                             "dependency_type": "", "iso_status": "official"},
          "currencies": [{"code": "EUR", "name": "euro", "symbol": "€"}],
          "date": {"start_of_week": "monday", "academic_year_start": {"day": 1, "month": 9}, "fiscal_year_start": {"day": 1, "month": 1}},
          "demonyms": {"eng": {"f": "French", "m": "French"}, "fra": {"f": "Française", "m": "Français"}},
          "economy": {"gini_coefficient": {"2018": 32.4}},
          "languages": [{"name": "French", "native_name": "Français", "bcp47": "fr", "iso639_1": "fr", "iso639_2b": "fre", "iso639_2t": "fra", "iso639_3": "fra"}],
          "links": {"google_maps": "https://goo.gl/maps/g7QxxSFsWyTPKuzd7", "open_street_maps": "https://www.openstreetmap.org/relation/1403916",
                    "wikipedia": "https://en.wikipedia.org/wiki/France", "official": ""},
          "memberships": {"un": true, "eu": true, "eurozone": true, "schengen": true, "nato": true, "commonwealth": false, "oecd": true,
                          "g7": true, "g20": true, "brics": false, "opec": false, "african_union": false, "asean": false, "arab_league": false},
          "units": {"measurement_system": "metric", "temperature_scale": "Celsius"},
          "number_format": {"decimal_separator": ",", "thousands_separator": " "},
          "parent": {"alpha_2": "", "alpha_3": ""},
          "population": 66351959, "landlocked": false,
          "government_type": "Unitary semi-presidential republic",
          "postal_code": {"format": "#####", "regex": "^(\\d{5})$"},
          "_match": {"field": "codes.alpha_3"}, "_meta": {"score": 1}
        }
        """#

    static let antarctica = #"""
        {
          "names": {"common": "Antarctica", "official": "Antarctica", "alternates": ["AQ"], "native": {}, "translations": {}},
          "codes": {"alpha_2": "AQ", "alpha_3": "ATA", "ccn3": "010", "cioc": "", "fifa": "", "fips": "AY", "gec": "AY"},
          "capitals": [], "currencies": [], "calling_codes": [], "languages": [], "borders": [],
          "region": "Antarctic", "subregion": "", "population": 1300, "landlocked": false,
          "classification": {"sovereign": false, "un_member": false, "iso_status": "official"},
          "economy": {"gini_coefficient": {}},
          "postal_code": {"format": "", "regex": ""},
          "government_type": ""
        }
        """#

    static let southAfrica = #"""
        {
          "names": {"common": "South Africa", "official": "Republic of South Africa"},
          "codes": {"alpha_2": "ZA", "alpha_3": "ZAF"},
          "capitals": [
            {"name": "Bloemfontein", "coordinates": {"lat": -29.12, "lng": 26.21},
             "attributes": {"executive": false, "judicial": true, "legislative": false, "primary": false}},
            {"name": "Cape Town", "coordinates": {"lat": -33.92, "lng": 18.42},
             "attributes": {"executive": false, "judicial": false, "legislative": true, "primary": false}},
            {"name": "Pretoria", "coordinates": {"lat": -25.7, "lng": 28.22},
             "attributes": {"executive": true, "judicial": false, "legislative": false, "primary": true}}
          ]
        }
        """#

    static let iran = #"""
        {
          "names": {
            "common": "Iran", "official": "Islamic Republic of Iran",
            "native": {"fas": {"common": "ایران", "official": "جمهوری اسلامی ایران"}},
            "translations": {"ara": {"common": "إيران", "official": "جمهورية إيران الإسلامية"}, "fas": {"common": "ایران", "official": "جمهوری اسلامی ایران"}}
          },
          "codes": {"alpha_2": "IR", "alpha_3": "IRN"},
          "languages": [{"name": "Persian (Farsi)", "native_name": "فارسی", "bcp47": "fa", "iso639_1": "fa", "iso639_2b": "per", "iso639_2t": "fas", "iso639_3": "fas"}]
        }
        """#
}
