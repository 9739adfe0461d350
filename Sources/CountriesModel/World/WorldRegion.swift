/// A UN M49 region or intermediate region: "419" Latin America and the Caribbean.
package struct WorldRegion: Sendable, Equatable {
    /// The three-digit M49 code: "001", "419", "202".
    package let code: String
    /// Its English name (CLDR): "Sub-Saharan Africa". Other languages: `WorldNames.name(of: code, in:)`.
    package let englishName: String
    /// The UN's own M49 name where it differs from CLDR's: "Latin America
    /// and the Caribbean" for CLDR's "Latin America", "World" for "world".
    package let m49Name: String?
    /// The cca2 codes it contains, through its sub-regions, sorted.
    package let members: [String]
    /// The M49 codes of the regions directly inside it ("019": 021, 013, 029, 005, 003, 419).
    package let subregions: [String]

    package init(code: String, englishName: String, m49Name: String?, members: [String], subregions: [String]) {
        self.code = code
        self.englishName = englishName
        self.m49Name = m49Name
        self.members = members
        self.subregions = subregions
    }

    /// The UN's name where it has its own, else CLDR's.
    package var name: String { m49Name ?? englishName }
}
