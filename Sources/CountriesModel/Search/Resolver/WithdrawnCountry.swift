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

    /// The entry of `alpha4` (upper case); nil for none.
    static func entry(alpha4: String) -> WithdrawnCountry? {
        entries.first { $0.alpha4 == alpha4 }
    }

    /// The Soviet Union (SUHH), whose republics `NameQualifiers` reads.
    static var sovietUnion: WithdrawnCountry? { entry(alpha4: "SUHH") }
}
