/// REST Countries' regions, spelled as the data spells them.
package enum Region: String, Sendable, CaseIterable {
    case africa = "Africa"
    case americas = "Americas"
    case antarctic = "Antarctic"
    case asia = "Asia"
    case europe = "Europe"
    case oceania = "Oceania"

    /// Any case: `europe`, `EUROPE`.
    package init?(name: String) {
        guard let region = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = region
    }
}
