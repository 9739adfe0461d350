/// Turns a REST Countries v5 record into a v3.1 record, so the cache, every
/// offline command and `--json` stay as they were with v3.1 data. The table
/// it follows, and what v5 lacks, is `docs/API-DIALECTS.md`.
///
/// Tolerant where the published data has been seen to differ from its schema
/// (an empty map as `[]`, currencies in the old map shape), strict where the
/// program depends on a value: a field of the wrong type is an error naming
/// the field, never a silent empty value. Unknown keys are ignored: v5 adds
/// fields as it goes.
enum V5CountryRecord {
    struct ShapeError: Error, Equatable, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    static func v31Record(from record: JSONValue) throws -> JSONValue {
        let v5 = Fields(record, path: "")
        guard case .object = record else { throw ShapeError(reason: "a record is not an object") }
        let names = try v5.object("names")
        guard case .string? = names.value["common"] else { throw ShapeError(reason: "a record has no names.common") }
        let codes = try v5.object("codes")
        let classification = try v5.object("classification")
        let capitals = try v5.list("capitals").map { Fields($0, path: "capitals[]") }
        let flag = try v5.object("flag")
        let links = try v5.object("links")
        let cars = try v5.object("cars")

        var members: [JSONValue.Member] = [
            .init("name", .object([
                .init("common", try names.text("common")),
                .init("official", try names.text("official")),
                .init("nativeName", try names.value("native", or: .object([]))),
            ])),
            .init("tld", try v5.value("tlds", or: .array([]))),
            .init("cca2", try codes.text("alpha_2")),
            .init("ccn3", try codes.text("ccn3")),
            .init("cca3", try codes.text("alpha_3")),
            .init("cioc", try codes.text("cioc")),
            .init("fifa", try codes.text("fifa")),
            .init("independent", try classification.value("sovereign", or: .bool(false))),
            .init("status", status(try classification.text("iso_status"))),
            .init("unMember", try classification.value("un_member", or: .bool(false))),
            .init("currencies", try currencies(v5)),
            .init("idd", try callingCode(v5.strings("calling_codes"))),
            .init("capital", .array(try capitals.map { try $0.text("name") })),
            .init("capitalInfo", .object([.init("latlng", try capitalPoint(capitals))])),
            .init("altSpellings", try names.value("alternates", or: .array([]))),
            .init("region", try v5.text("region")),
            .init("subregion", try v5.text("subregion")),
            .init("continents", try v5.value("continents", or: .array([]))),
            .init("languages", try languages(v5)),
            .init("translations", try translations(names)),
            .init("latlng", try point(v5.object("coordinates"))),
            .init("landlocked", try v5.value("landlocked", or: .bool(false))),
            .init("borders", try v5.value("borders", or: .array([]))),
            .init("area", try v5.object("area").value("kilometers", or: .number(0))),
            .init("flag", try flag.text("emoji")),
            .init("demonyms", try v5.value("demonyms", or: .object([]))),
            .init("flags", .object([
                .init("png", try flag.text("url_png")), .init("svg", try flag.text("url_svg")), .init("alt", try flag.text("description")),
            ])),
            .init("population", try v5.value("population", or: .number(0))),
            .init("maps", .object([
                .init("googleMaps", try links.text("google_maps")), .init("openStreetMaps", try links.text("open_street_maps")),
            ])),
            .init("gini", try v5.object("economy").value("gini_coefficient", or: .object([]))),
            .init("car", .object([.init("signs", try cars.value("signs", or: .array([]))), .init("side", try cars.text("driving_side"))])),
            .init("postalCode", try postalCode(v5.object("postal_code"))),
            .init("startOfWeek", try v5.object("date").text("start_of_week")),
            .init("timezones", try v5.value("timezones", or: .array([]))),
        ]
        if case .object? = record["memberships"] {
            members.append(.init("memberships", try v5.value("memberships", or: .object([]))))
        }
        if case let .string(government) = try v5.text("government_type"), !government.isEmpty {
            members.append(.init("governmentType", .string(government)))
        }
        return .object(members)
    }

    // MARK: - Fields that change shape

    /// v5 says `official` where v3.1 said `officially-assigned`.
    private static func status(_ status: JSONValue) -> JSONValue {
        status == .string("official") ? .string("officially-assigned") : status
    }

    /// A list of `{code, name, symbol}`, or (as seen in June 2026) v3.1's map.
    private static func currencies(_ v5: Fields) throws -> JSONValue {
        guard case let .array(list)? = v5.value["currencies"] else { return try v5.object("currencies").value }
        return .object(try list.map { currency throws in
            let fields = Fields(currency, path: "currencies[]")
            guard case let .string(code) = try fields.text("code"), !code.isEmpty else { throw ShapeError(reason: "a currency has no code") }
            return .init(code, .object([.init("name", try fields.text("name")), .init("symbol", try fields.text("symbol"))]))
        })
    }

    /// `["33"]` is root `+3`, suffix `3`, as v3.1 splits it: the first digit
    /// every code shares is the root.
    static func callingCode(_ codes: [String]) -> JSONValue {
        guard let first = codes.first?.first else { return .object([.init("root", .string("")), .init("suffixes", .array([]))]) }
        let shared = codes.allSatisfy { $0.first == first }
        let root = shared ? "+\(first)" : "+"
        let suffixes = codes.map { shared ? String($0.dropFirst()) : $0 }
        return .object([.init("root", .string(root)), .init("suffixes", .array(suffixes.map(JSONValue.string)))])
    }

    /// The code v3.1 keyed a language by: ISO 639-3, else a 639-2 code.
    private static func languages(_ v5: Fields) throws -> JSONValue {
        .object(try v5.list("languages").map { language throws in
            let fields = Fields(language, path: "languages[]")
            let codes = try ["iso639_3", "iso639_2t", "iso639_2b", "iso639_1"].map { key throws in try fields.text(key).stringValue ?? "" }
            guard let code = codes.first(where: { !$0.isEmpty }) else { throw ShapeError(reason: "a language has no code") }
            return .init(code, try fields.text("name"))
        })
    }

    /// v5 keys Persian `fas`, v3.1 `per`.
    private static func translations(_ names: Fields) throws -> JSONValue {
        guard case let .object(members) = try names.object("translations").value else { return .object([]) }
        return .object(members.map { $0.key == "fas" ? .init("per", $0.value) : $0 })
    }

    /// The primary capital's point, else the first's; v3.1 had one.
    private static func capitalPoint(_ capitals: [Fields]) throws -> JSONValue {
        let primary = try capitals.first { capital throws in
            try capital.object("attributes").value["primary"] == .bool(true)
        } ?? capitals.first
        guard let primary else { return .array([]) }
        return try point(primary.object("coordinates"))
    }

    private static func point(_ coordinates: Fields) throws -> JSONValue {
        guard case .object(let members) = coordinates.value, !members.isEmpty else { return .array([]) }
        return .array([try coordinates.value("lat", or: .number(0)), try coordinates.value("lng", or: .number(0))])
    }

    /// v5 writes "none" as `""`, v3.1 as `null`.
    private static func postalCode(_ postal: Fields) throws -> JSONValue {
        let none: (JSONValue) -> JSONValue = { $0 == .string("") ? .null : $0 }
        return .object([.init("format", none(try postal.text("format"))), .init("regex", none(try postal.text("regex")))])
    }
}

/// One object of a v5 record, read with its path for errors: a missing field
/// reads as empty; a field of another type than expected is an error.
private struct Fields {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    private func name(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// An object; an empty map may come as `[]`.
    func object(_ key: String) throws -> Fields {
        switch value[key] {
        case nil, .null, .array([]): return Fields(.object([]), path: name(key))
        case let found? where found.isObject: return Fields(found, path: name(key))
        default: throw V5CountryRecord.ShapeError(reason: "\(name(key)) is not an object")
        }
    }

    func list(_ key: String) throws -> [JSONValue] {
        switch value[key] {
        case nil, .null: return []
        case let .array(elements)?: return elements
        default: throw V5CountryRecord.ShapeError(reason: "\(name(key)) is not a list")
        }
    }

    func strings(_ key: String) throws -> [String] {
        try list(key).map { element throws in
            guard case let .string(text) = element else { throw V5CountryRecord.ShapeError(reason: "\(name(key)) holds something other than text") }
            return text
        }
    }

    /// A string, `""` when absent.
    func text(_ key: String) throws -> JSONValue {
        try value(key, or: .string(""))
    }

    /// The value as it comes, when it is of the same kind as `empty`;
    /// `empty` when absent.
    func value(_ key: String, or empty: JSONValue) throws -> JSONValue {
        guard let found = value[key], found != .null else { return empty }
        if empty.isObject, found == .array([]) { return empty }
        guard found.kind == empty.kind else { throw V5CountryRecord.ShapeError(reason: "\(name(key)) is not \(empty.kind)") }
        return found
    }
}

private extension JSONValue {
    var isObject: Bool { kind == "an object" }

    /// For messages: `population is not a number`.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "text"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
