/// A REST Countries v3.1 field path, as `--fields` takes it: `cca3`,
/// `name.common`, `currencies`. The same paths select keys of `--json`
/// records (keeping their nesting) and columns of the plain output, so a
/// script can move between the two without learning a second vocabulary.
package struct CountryField: Sendable, Equatable, Hashable, CustomStringConvertible {
    package let path: String

    /// A path of `available`, or a key inside one of the fields keyed by
    /// code (`name.nativeName.fra`, `currencies.EUR.name`); nil for anything
    /// else, so a typo (`name.comon`) is an error and not an empty column.
    package init?(_ path: String) {
        guard Self.available.contains(path) || Self.keyedByCode.contains(where: { map in
            guard path.hasPrefix(map + ".") else { return false }
            let keys = path.dropFirst(map.count + 1).split(separator: ".", omittingEmptySubsequences: false)
            return (1...2).contains(keys.count) && keys.allSatisfy { !$0.isEmpty }
        }) else {
            return nil
        }
        self.path = path
    }

    /// Fields whose keys are codes (a language, a currency, a year), then
    /// at most one level of fields inside each.
    static let keyedByCode = ["name.nativeName", "currencies", "languages", "translations", "demonyms", "gini"]

    package var description: String { path }

    /// The keys from the record's root, one a level.
    package var components: [String] {
        path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Every field of a full v3.1 record, in the snapshot's order, with the
    /// nested paths people ask for by name (as `gh --json` lists its fields).
    package static let available: [String] = [
        "name", "name.common", "name.official", "name.nativeName", "tld", "cca2", "ccn3", "cca3", "cioc", "fifa",
        "independent", "status", "unMember", "currencies", "idd", "idd.root", "idd.suffixes", "capital",
        "capitalInfo", "capitalInfo.latlng", "altSpellings", "region", "subregion", "continents", "languages",
        "translations", "latlng", "landlocked", "borders", "area", "flag", "demonyms", "demonyms.eng",
        "flags", "flags.png", "flags.svg", "flags.alt", "coatOfArms", "coatOfArms.png", "coatOfArms.svg",
        "population", "maps", "maps.googleMaps", "maps.openStreetMaps", "gini", "car", "car.side", "car.signs",
        "postalCode", "postalCode.format", "postalCode.regex", "startOfWeek", "timezones",
    ] + v5Only + builtIn

    /// What no record holds, and the program adds from its own data where
    /// asked: the IANA time zones, from the tz database built in.
    package static let builtIn: [String] = ["zones"]

    /// What only v5 data holds, after the v3.1 fields as the cache keeps it
    /// (docs/API-DIALECTS.md): a snapshot record lacks them, and the column
    /// is empty, as for any field a record lacks. But `memberships`: the
    /// store's `Country` has them offline too (the built-in lists), and the
    /// field names them from there (`CountryValueFields`).
    package static let v5Only: [String] = [
        "memberships", "governmentType", "parent", "parent.cca2", "parent.cca3",
        "classification", "classification.sovereign", "classification.unMember", "classification.unObserver",
        "classification.dependency", "classification.disputed", "classification.dependencyType", "classification.isoStatus",
        "capitals", "units", "units.measurementSystem", "units.temperatureScale",
        "links", "links.wikipedia", "links.official", "fips", "gec", "flagColors",
    ]

    /// The columns `list` prints when no `--fields` is given, as paths: what
    /// `--format csv` heads its columns with.
    package static let listDefault = ["flag", "name.common", "cca3", "population", "region"].compactMap(CountryField.init)

    /// The fields of a `--fields` value, in its order, each once; the
    /// unknown ones instead, when there are any. `places`: `resolve --to`'s,
    /// which also takes the place's own fields (`city`, `subdivision`, `zone`).
    package static func list(_ text: String, places: Bool = false) -> Result<[CountryField], UnknownFields> {
        var seen = Set<String>()
        let names = text.split(separator: ",").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty && seen.insert($0).inserted }
        let field = { (name: String) -> CountryField? in CountryField(name) ?? (places ? CountryField.place(name) : nil) }
        let unknown = names.filter { field($0) == nil }
        guard unknown.isEmpty, !names.isEmpty else { return .failure(UnknownFields(names: unknown)) }
        return .success(names.compactMap(field))
    }

    /// A field of the place a name was read as, which `resolve --to` takes
    /// beside the country's: the city, its subdivision, its zone.
    private static func place(_ path: String) -> CountryField? {
        CityAnswerField(rawValue: path).map { CountryField(placePath: $0.rawValue) }
    }

    private init(placePath: String) {
        path = placePath
    }

    /// What `resolve --to` takes: every country field, then the place's.
    package static let resolvable: [String] = available + CityAnswerField.allCases.map(\.rawValue)

    /// The place's field this is; nil for a country's.
    package var placeField: CityAnswerField? {
        Self.available.contains(path) ? nil : CityAnswerField(rawValue: path)
    }

    /// A field of the place, not of its country's record.
    package var isOfThePlace: Bool { placeField != nil }

    package struct UnknownFields: Error, Equatable {
        /// Empty when no field was named at all.
        package let names: [String]
    }
}
