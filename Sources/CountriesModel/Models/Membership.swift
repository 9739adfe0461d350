/// The organisations v5 lists under `memberships`, and those only the
/// built-in lists have: their keys, and how people write them.
package enum Membership {
    package static func name(_ key: String) -> String {
        names.first { $0.key == key }?.name
            ?? key.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The key of an organisation given by key or name, in any case, with
    /// spaces or underscores: `eu`, `EU`, `african union`, `African_Union`,
    /// and the built-in lists' `au`.
    package static func key(named text: String) -> String? {
        let wanted = key(builtIn: text.lowercased().replacing(" ", with: "_"))
        return names.first { $0.key == wanted || $0.name.lowercased().replacing(" ", with: "_") == wanted }?.key
    }

    /// In the order v5's schema lists them, then those v5 does not have.
    package static let names: [(key: String, name: String)] = [
        ("un", "UN"), ("eu", "EU"), ("eurozone", "Eurozone"), ("schengen", "Schengen"), ("nato", "NATO"),
        ("commonwealth", "Commonwealth"), ("oecd", "OECD"), ("g7", "G7"), ("g20", "G20"), ("brics", "BRICS"),
        ("opec", "OPEC"), ("african_union", "African Union"), ("asean", "ASEAN"), ("arab_league", "Arab League"),
    ] + builtInOnly

    /// Lists that v5 has not: the built-in data alone answers for them.
    package static let builtInOnly: [(key: String, name: String)] = [("eea", "EEA"), ("efta", "EFTA"), ("mercosur", "Mercosur")]

    /// The key v5 uses for a built-in list's key: the same but for the African Union.
    package static func key(builtIn key: String) -> String {
        key == "au" ? "african_union" : key
    }
}
