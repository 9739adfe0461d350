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
    /// Its name as `memberships` prints it ("European Union", "Group of
    /// Seven") is taken too.
    package static func key(named text: String) -> String? {
        let wanted = key(builtIn: folded(text))
        return (names + fullNames).first { $0.key == wanted || folded($0.name) == wanted }?.key
    }

    /// Lower case, runs of spaces, underscores and hyphens one underscore:
    /// `Group of Seven`, `group_of_seven` and `GROUP  OF SEVEN` are one.
    private static func folded(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "_" || $0 == "-" || $0 == "\t" }).joined(separator: "_")
    }

    /// The organisations' own names, as the built-in lists (and so
    /// `memberships`) give them; a test holds the two together.
    package static let fullNames: [(key: String, name: String)] = [
        ("un", "United Nations"), ("eu", "European Union"), ("eurozone", "Euro area"), ("schengen", "Schengen Area"),
        ("nato", "North Atlantic Treaty Organization"), ("commonwealth", "Commonwealth of Nations"),
        ("oecd", "Organisation for Economic Co-operation and Development"), ("g7", "Group of Seven"), ("g20", "Group of Twenty"),
        ("opec", "Organization of the Petroleum Exporting Countries"), ("asean", "Association of Southeast Asian Nations"),
        ("arab_league", "League of Arab States"), ("eea", "European Economic Area"), ("efta", "European Free Trade Association"),
    ]

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
