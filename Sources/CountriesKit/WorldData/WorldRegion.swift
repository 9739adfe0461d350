/// A UN M49 region or intermediate region: "419" Latin America and the Caribbean.
public struct WorldRegion: Sendable, Equatable {
    /// The three-digit M49 code: "001", "419", "202".
    public let code: String
    /// Its English name (CLDR): "Sub-Saharan Africa". Other languages: `WorldNames.name(of: code, in:)`.
    public let englishName: String
    /// The UN's own M49 name where it differs from CLDR's: "Latin America
    /// and the Caribbean" for CLDR's "Latin America", "World" for "world".
    public let m49Name: String?
    /// The cca2 codes it contains, through its sub-regions, sorted.
    public let members: [String]
    /// The M49 codes of the regions directly inside it ("019": 021, 013, 029, 005, 003, 419).
    public let subregions: [String]

    /// The UN's name where it has its own, else CLDR's.
    public var name: String { m49Name ?? englishName }
}
