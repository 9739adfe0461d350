/// One ISO 3166-2 subdivision: a state, region, province, Land...
public struct WorldSubdivision: Sendable, Equatable {
    /// "US-CA", "GB-SCT", "DE-BY".
    public let code: String
    /// ISO's type, as ISO words it: "State", "Land", "Country", "Outlying area".
    public let type: String
    /// The subdivision it lies in, where ISO gives one: "GB-SCT" for "GB-ABE".
    public let parent: String?
    /// The name ISO gives, mostly in the local language: "Bayern".
    public let isoName: String
    /// A second local name ISO gives in brackets: "Cymru" for Wales.
    public let otherISOName: String?
    /// CLDR's English name, where it has one: "Bavaria".
    public let englishName: String?

    /// The country's cca2: "US".
    public var country: String { String(code.prefix(while: { $0 != "-" })) }

    /// English where CLDR has it, else ISO's name.
    public var name: String { englishName ?? isoName }
}
