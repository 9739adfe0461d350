import CountriesJSON

/// One REST Countries v5 record turned into the v3.1 record the cache holds,
/// as `docs/API-DIALECTS.md` ("From a v5 record to a v3.1 record") lays it
/// out, so refreshed v5 data reads offline exactly as the snapshot does.
///
/// Tolerant of what v5 has been seen to send (`[]` for an empty map, the old
/// `{code: {name, symbol}}` currencies); strict on kinds: a field of the
/// wrong kind is named, never read as empty. What v5 leaves out is left out
/// here too, and `CountryRecordShape.normalised` gives it its empty value.
enum V5CountryRecord {
    struct ShapeError: Error, Equatable, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// The v3.1 record for a v5 one; keys starting with "_" (search annotations) and unknown keys are ignored.
    static func v31Record(from record: JSONValue) throws(ShapeError) -> JSONValue {
        guard case let .object(members) = record else { throw ShapeError(reason: "a record is not an object") }
        let v5 = Fields(members: members, path: "")
        guard let names = try v5.object("names"), let common = try names.string("common"), !common.isEmpty else {
            throw ShapeError(reason: "a record has no names.common")
        }
        guard let codes = try v5.object("codes") else { throw ShapeError(reason: "a record has no codes") }
        let classification = try v5.object("classification")
        let capitals = try v5.objects("capitals") ?? []
        let flag = try v5.object("flag")

        var v31: [Member] = []
        func put(_ key: String, _ value: JSONValue?) {
            if let value { v31.append(Member(key, value)) }
        }
        try put("name", object([
            "common": .string(common), "official": names.text("official"),
            "nativeName": nameMap(names.object("native")) ?? .object([]),
        ]))
        try put("tld", v5.strings("tlds").map(list))
        for (key, v5Key) in [("cca2", "alpha_2"), ("ccn3", "ccn3"), ("cca3", "alpha_3"), ("cioc", "cioc"), ("fifa", "fifa")] {
            try put(key, codes.text(v5Key))
        }
        try put("independent", classification?.bool("sovereign").map(JSONValue.bool))
        try put("status", classification?.string("iso_status").map { .string($0 == "official" ? "officially-assigned" : $0) })
        try put("unMember", classification?.bool("un_member").map(JSONValue.bool))
        try put("currencies", currencies(v5))
        try put("idd", v5.strings("calling_codes").map(idd))
        try put("capital", list(capitals.map { capital throws(ShapeError) in try capital.string("name") ?? "" }))
        try put("capitalInfo", object(["latlng": capitalPoint(capitals)]))
        try put("altSpellings", names.strings("alternates").map(list))
        try put("region", v5.string("region").map(JSONValue.string))
        try put("subregion", v5.string("subregion").map(JSONValue.string))
        try put("continents", v5.strings("continents").map(list))
        try put("languages", languages(v5.objects("languages")))
        try put("translations", nameMap(names.object("translations"), renaming: v31TranslationKeys))
        try put("latlng", v5.object("coordinates").map(point))
        try put("landlocked", v5.bool("landlocked").map(JSONValue.bool))
        try put("borders", v5.strings("borders").map(list))
        try put("area", v5.object("area")?.number("kilometers").map(JSONValue.number))
        try put("flag", flag?.string("emoji").map(JSONValue.string))
        try put("demonyms", v5.object("demonyms").map { .object($0.members) })
        try put("flags", flag.map { flag throws(ShapeError) in
            try object(["svg": flag.text("url_svg"), "png": flag.text("url_png"), "alt": flag.text("description")])
        })
        try put("population", v5.number("population").map(JSONValue.number))
        try put("maps", v5.object("links").map { links throws(ShapeError) in
            try object(["googleMaps": links.text("google_maps"), "openStreetMaps": links.text("open_street_maps")])
        })
        try put("gini", v5.object("economy")?.object("gini_coefficient")?.checkedMembers(kind: "a number") { $0.numberValue != nil })
        try put("car", v5.object("cars").map { cars throws(ShapeError) in
            try object(["signs": list(cars.strings("signs") ?? []), "side": cars.text("driving_side")])
        })
        // v3.1 wrote "no postal code" as null, v5 as "".
        try put("postalCode", v5.object("postal_code").map { postal throws(ShapeError) in
            try object(["format": nullIfEmpty(postal.string("format")), "regex": nullIfEmpty(postal.string("regex"))])
        })
        try put("startOfWeek", v5.object("date")?.string("start_of_week").map(JSONValue.string))
        try put("timezones", v5.strings("timezones").map(list))
        // What v5 adds goes after the v3.1 fields, as `normalised` keeps it.
        try put("memberships", v5.object("memberships")?.checkedMembers(kind: "true or false") { $0.boolValue != nil })
        try put("governmentType", v5.string("government_type").flatMap { $0.isEmpty ? nil : .string($0) })
        v31 += try additions(v5, codes: codes, classification: classification, capitals: capitals, flag: flag)
        return .object(v31)
    }

    typealias Member = JSONValue.Member

    /// v5 keys Persian by ISO 639-3 (`fas`); v3.1, and so `NameLocale`, by `per`.
    private static let v31TranslationKeys = ["fas": "per"]

    /// v5 lists whole codes without `+` (`1809`); v3.1 split them into a root,
    /// `+` and the first digit every code shares, and the rest as suffixes
    /// (`809`). No code gives what the snapshot has for Antarctica.
    private static func idd(_ codes: [String]) -> JSONValue {
        let codes = codes.filter { !$0.isEmpty }
        guard let digit = codes.first?.first else { return object(["root": .string(""), "suffixes": .array([])]) }
        let shared = codes.allSatisfy { $0.first == digit }
        return object([
            "root": .string(shared ? "+\(digit)" : "+"),
            "suffixes": list(shared ? codes.map { String($0.dropFirst()) } : codes),
        ])
    }

    /// v3.1 had one point, for a capital it did not name: here the one v5
    /// marks primary (South Africa's Pretoria), else the first; none, `[]`.
    private static func capitalPoint(_ capitals: [Fields]) throws(ShapeError) -> JSONValue {
        var chosen = capitals.first
        for capital in capitals where try capital.object("attributes")?.bool("primary") == true {
            chosen = capital
            break
        }
        return try chosen?.object("coordinates").map(point) ?? .array([])
    }

    /// `{lat, lng}` as v3.1's `[lat, lng]`.
    static func point(_ coordinates: Fields) throws(ShapeError) -> JSONValue {
        guard let lat = try coordinates.number("lat"), let lng = try coordinates.number("lng") else { return .array([]) }
        return .array([.number(lat), .number(lng)])
    }

    /// `{code: name}` by ISO 639-3 code, as v3.1 keyed them, else the first
    /// other code v5 gives (v3.1 used 639-2 collective codes such as `ber`).
    private static func languages(_ languages: [Fields]?) throws(ShapeError) -> JSONValue? {
        guard let languages else { return nil }
        var byCode: [Member] = []
        for language in languages {
            if let code = try language.firstText(of: ["iso639_3", "iso639_2t", "iso639_2b", "iso639_1"]) {
                byCode.append(Member(code, try language.text("name")))
            }
        }
        return .object(byCode)
    }

    /// `{code: {name, symbol}}` from v5's list, or from the old map shape
    /// that v5 has also been seen to send.
    private static func currencies(_ v5: Fields) throws(ShapeError) -> JSONValue? {
        let entries: [(String, Fields)]
        if case .object? = v5.value("currencies") {
            entries = try v5.object("currencies")?.entries() ?? []
        } else {
            guard let list = try v5.objects("currencies") else { return nil }
            entries = try list.map { currency throws(ShapeError) in (try currency.string("code") ?? "", currency) }
        }
        var byCode: [Member] = []
        for (code, currency) in entries {
            byCode.append(Member(code, try object(["name": currency.text("name"), "symbol": currency.text("symbol")])))
        }
        return .object(byCode)
    }

    /// `{lang: {official, common}}`, in v3.1's inner order; `renaming` maps
    /// v5's keys to v3.1's where they differ.
    private static func nameMap(_ map: Fields?, renaming: [String: String] = [:]) throws(ShapeError) -> JSONValue? {
        guard let map else { return nil }
        var byKey: [Member] = []
        for (key, name) in try map.entries() {
            byKey.append(Member(renaming[key] ?? key, try object(["official": name.text("official"), "common": name.text("common")])))
        }
        return .object(byKey)
    }

    static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(members.map { Member($0.key, $0.value) })
    }

    static func list(_ strings: [String]) -> JSONValue {
        .array(strings.map(JSONValue.string))
    }

    private static func nullIfEmpty(_ text: String?) -> JSONValue {
        guard let text, !text.isEmpty else { return .null }
        return .string(text)
    }
}

/// One object of a v5 record, read by kind; `path` names it in errors.
struct Fields {
    let members: [JSONValue.Member]
    let path: String

    func value(_ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    func string(_ key: String) throws(V5CountryRecord.ShapeError) -> String? { try read(key, "text") { $0.stringValue } }
    func number(_ key: String) throws(V5CountryRecord.ShapeError) -> Double? { try read(key, "a number") { $0.numberValue } }
    func bool(_ key: String) throws(V5CountryRecord.ShapeError) -> Bool? { try read(key, "true or false") { $0.boolValue } }
    func strings(_ key: String) throws(V5CountryRecord.ShapeError) -> [String]? { try read(key, "a list of text") { $0.stringsValue } }

    /// Absent text is `""` in v5.
    func text(_ key: String) throws(V5CountryRecord.ShapeError) -> JSONValue { .string(try string(key) ?? "") }

    /// The first of `keys` with a text that is not empty.
    func firstText(of keys: [String]) throws(V5CountryRecord.ShapeError) -> String? {
        for key in keys { if let text = try string(key), !text.isEmpty { return text } }
        return nil
    }

    /// An object, or `[]`: v5 has sent empty maps that way.
    func object(_ key: String) throws(V5CountryRecord.ShapeError) -> Fields? {
        try read(key, "an object") { value in
            switch value {
            case let .object(members): Fields(members: members, path: name(key))
            case let .array(elements) where elements.isEmpty: Fields(members: [], path: name(key))
            default: nil
            }
        }
    }

    func objects(_ key: String) throws(V5CountryRecord.ShapeError) -> [Fields]? {
        guard let elements = try read(key, "a list", { $0.arrayValue }) else { return nil }
        return try elements.indices.map { index throws(V5CountryRecord.ShapeError) in
            guard case let .object(members) = elements[index] else { throw wrong("\(key)[\(index)]", "an object") }
            return Fields(members: members, path: name("\(key)[\(index)]"))
        }
    }

    /// Every member as an object (a map such as `{lang: {common, official}}`).
    func entries() throws(V5CountryRecord.ShapeError) -> [(String, Fields)] {
        var entries: [(String, Fields)] = []
        for member in members {
            if let fields = try object(member.key) { entries.append((member.key, fields)) }
        }
        return entries
    }

    /// The object as it came, once every member is found to be of `kind`.
    func checkedMembers(kind: String, _ isOfKind: (JSONValue) -> Bool) throws(V5CountryRecord.ShapeError) -> JSONValue {
        if let odd = members.first(where: { !isOfKind($0.value) }) { throw wrong(odd.key, kind) }
        return .object(members)
    }

    private func read<Value>(_ key: String, _ kind: String, _ cast: (JSONValue) -> Value?) throws(V5CountryRecord.ShapeError) -> Value? {
        guard let value = value(key) else { return nil }
        guard let result = cast(value) else { throw wrong(key, kind) }
        return result
    }

    private func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private func wrong(_ key: String, _ kind: String) -> V5CountryRecord.ShapeError {
        V5CountryRecord.ShapeError(reason: "a record's \(name(key)) is not \(kind)")
    }
}

private extension JSONValue {
    var numberValue: Double? { if case let .number(number) = self { number } else { nil } }
    var boolValue: Bool? { if case let .bool(bool) = self { bool } else { nil } }
    var arrayValue: [JSONValue]? { if case let .array(elements) = self { elements } else { nil } }

    var stringsValue: [String]? {
        guard let elements = arrayValue else { return nil }
        let strings = elements.compactMap(\.stringValue)
        return strings.count == elements.count ? strings : nil
    }
}
