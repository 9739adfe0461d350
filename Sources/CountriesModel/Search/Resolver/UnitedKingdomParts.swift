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
