/// States that no longer exist and whose land is now several countries: a
/// name of one is ambiguous, and the answer lists the successors, never
/// picks one. Dates and the withdrawn codes from ISO 3166-3.
struct FormerState: Sendable {
    let names: [String]
    let successors: [String]
    let note: String
}

/// One entry of ISO 3166-3 (`ISO3166Part3`, generated): a country's name and
/// codes ISO withdrew, and the countries (cca3) that succeed it.
struct WithdrawnCountry: Sendable {
    let alpha4: String
    let alpha3: String
    /// As ISO writes it: "Upper Volta, Republic of".
    let name: String
    /// When ISO withdrew it: a year, or a date.
    let withdrawn: String
    let successors: [String]

    /// How an answer says it: "ISO 3166-3 HVBF, withdrawn 1984".
    var note: String { "ISO 3166-3 \(alpha4), withdrawn \(withdrawn)" }

    /// The names it is found by: ISO's, and where ISO writes a qualifier
    /// after a comma or in brackets ("Upper Volta, Republic of", "Pacific
    /// Islands (trust territory)"), the name before it.
    var names: [String] {
        let short = String(name.prefix { $0 != "," && $0 != "(" }).trimmingWhitespace()
        return short.isEmpty || short == name ? [name] : [name, short]
    }
}

extension ISO3166Part3 {
    /// The entry whose alpha-3 or alpha-4 code is `code` (upper case); nil for none.
    static func withdrawn(code: [UInt8]) -> WithdrawnCountry? {
        guard (3...4).contains(code.count) else { return nil }
        return entries.first { $0.alpha4.utf8.elementsEqual(code) || $0.alpha3.utf8.elementsEqual(code) }
    }
}

enum FormerStates {
    static let all: [FormerState] = [
        FormerState(
            names: ["USSR", "Soviet Union", "Union of Soviet Socialist Republics", "U.S.S.R."],
            successors: ["ARM", "AZE", "BLR", "EST", "GEO", "KAZ", "KGZ", "LVA", "LTU", "MDA", "RUS", "TJK", "TKM", "UKR", "UZB"],
            note: "ISO 3166-3 SUHH, dissolved 1991"
        ),
        FormerState(
            names: ["Yugoslavia", "Socialist Federal Republic of Yugoslavia", "SFR Yugoslavia", "SFRY"],
            successors: ["BIH", "HRV", "MKD", "MNE", "SRB", "SVN"],
            note: "dissolved 1991–1992; ISO 3166-3 YUCS"
        ),
        FormerState(
            names: ["Czechoslovakia", "Czechoslovak Socialist Republic", "Czech and Slovak Federal Republic"],
            successors: ["CZE", "SVK"],
            note: "ISO 3166-3 CSHH, dissolved 1993"
        ),
        FormerState(
            names: ["Serbia and Montenegro", "Serbia & Montenegro"],
            successors: ["MNE", "SRB"],
            note: "ISO 3166-3 CSXX, 2003–2006"
        ),
        FormerState(
            names: ["Netherlands Antilles"],
            successors: ["BES", "CUW", "SXM"],
            note: "ISO 3166-3 ANHH, dissolved 2010"
        ),
    ]
}

/// The United Kingdom's four countries: people mean the United Kingdom by
/// them (CLI.md's one exception to "a subdivision is no country"), with a
/// note that says which part was named.
enum UnitedKingdomParts {
    static let names: [(name: String, code: String, canonical: String)] = [
        ("England", "GB-ENG", "England"),
        ("Scotland", "GB-SCT", "Scotland"),
        ("Wales", "GB-WLS", "Wales"),
        ("Northern Ireland", "GB-NIR", "Northern Ireland"),
        ("Ireland (North)", "GB-NIR", "Northern Ireland"),
    ]

    static let codes: Set<String> = Set(names.map(\.code))
}
