/// How people write the organisations v5 lists under `memberships`.
enum Membership {
    static func name(_ key: String) -> String {
        names[key] ?? key.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    private static let names = [
        "un": "UN", "eu": "EU", "eurozone": "Eurozone", "schengen": "Schengen", "nato": "NATO",
        "commonwealth": "Commonwealth", "oecd": "OECD", "g7": "G7", "g20": "G20", "brics": "BRICS",
        "opec": "OPEC", "african_union": "African Union", "asean": "ASEAN", "arab_league": "Arab League",
    ]
}
