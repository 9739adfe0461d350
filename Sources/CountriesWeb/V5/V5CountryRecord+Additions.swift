import CountriesJSON

/// What v5 knows that v3.1 never had, kept in the cache after the v3.1
/// fields (as `memberships` and `governmentType` are), in this program's
/// camelCase, so `show`, `compare`, `--fields` and `--json` can read it. A
/// field v5 leaves empty is left out, so a snapshot country and a v5 one
/// that says nothing read alike: the fact is absent, not "none".
/// docs/API-DIALECTS.md lists them.
extension V5CountryRecord {
    static func additions(_ v5: Fields, codes: Fields, classification: Fields?, capitals: [Fields], flag: Fields?) throws(ShapeError) -> [Member] {
        var added: [Member] = []
        func put(_ key: String, _ value: JSONValue?) {
            if let value { added.append(Member(key, value)) }
        }
        // A dependency's sovereign: Greenland's is Denmark.
        if let parent = try v5.object("parent"), let cca3 = try parent.string("alpha_3"), !cca3.isEmpty {
            put("parent", object(["cca2": try parent.text("alpha_2"), "cca3": .string(cca3)]))
        }
        put("classification", try classification.map(classified))
        put("capitals", try capitalsWithRoles(capitals))
        if let units = try v5.object("units") {
            put("units", object(["measurementSystem": try units.text("measurement_system"), "temperatureScale": try units.text("temperature_scale")]))
        }
        // Google and OpenStreetMap links are v3.1's `maps` already.
        if let links = try v5.object("links") {
            put("links", object(["wikipedia": try links.text("wikipedia"), "official": try links.text("official")]))
        }
        for key in ["fips", "gec"] {
            put(key, try codes.string(key).flatMap { $0.isEmpty ? nil : .string($0) })
        }
        // As it comes: its palette and swatches (the schema's only nulls) have no v3.1 form to fit.
        if let colors = flag?.value("colors") {
            guard case .object = colors else { throw ShapeError(reason: "a record's flag.colors is not an object") }
            put("flagColors", colors)
        }
        return added
    }

    private static let classificationKeys = [
        ("sovereign", "sovereign"), ("unMember", "un_member"), ("unObserver", "un_observer"), ("dependency", "dependency"), ("disputed", "disputed"),
    ]

    /// Sovereign or dependent, disputed, a UN member or observer: v3.1 had
    /// `independent` and `unMember` only.
    private static func classified(_ classification: Fields) throws(ShapeError) -> JSONValue {
        var members: [Member] = []
        for (key, v5Key) in classificationKeys {
            if let flag = try classification.bool(v5Key) { members.append(Member(key, .bool(flag))) }
        }
        members.append(Member("dependencyType", try classification.text("dependency_type")))
        members.append(Member("isoStatus", try classification.text("iso_status")))
        return .object(members)
    }

    /// Each capital with its point and the roles v5 marks true (Bolivia:
    /// Sucre constitutional, La Paz executive); `primary` apart, as it says
    /// which one v3.1's single point was. None: left out.
    private static func capitalsWithRoles(_ capitals: [Fields]) throws(ShapeError) -> JSONValue? {
        guard !capitals.isEmpty else { return nil }
        var list: [JSONValue] = []
        for capital in capitals {
            let attributes = try capital.object("attributes")
            var roles: [String] = []
            for role in capitalRoles where try attributes?.bool(role) == true {
                roles.append(role)
            }
            list.append(object([
                "name": try capital.text("name"),
                "latlng": try capital.object("coordinates").map(point) ?? .array([]),
                "roles": V5CountryRecord.list(roles),
                "primary": .bool(try attributes?.bool("primary") ?? false),
            ]))
        }
        return .array(list)
    }

    /// The v5 schema's capital attributes, `primary` apart, in its order.
    static let capitalRoles = ["administrative", "constitutional", "executive", "judicial", "legislative"]
}
