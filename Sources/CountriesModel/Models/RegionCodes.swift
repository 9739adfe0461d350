/// REST Countries' regions and subregions as the UN M49 areas they are, by
/// code, so that CLDR's names of those areas can name them in any language.
/// "Antarctic" is the continent, which CLDR names as a territory (AQ);
/// "Central Europe" and "Southeast Europe" are no M49 area.
package enum RegionCodes {
    package static let byName: [String: String] = [
        "Africa": "002", "Americas": "019", "Antarctic": "AQ", "Asia": "142", "Europe": "150", "Oceania": "009",
        "Australia and New Zealand": "053", "Caribbean": "029", "Central America": "013", "Central Asia": "143",
        "Eastern Africa": "014", "Eastern Asia": "030", "Eastern Europe": "151", "Melanesia": "054", "Micronesia": "057",
        "Middle Africa": "017", "North America": "003", "Northern Africa": "015", "Northern Europe": "154",
        "Polynesia": "061", "South America": "005", "South-Eastern Asia": "035", "Southern Africa": "018",
        "Southern Asia": "034", "Southern Europe": "039", "Western Africa": "011", "Western Asia": "145",
        "Western Europe": "155",
    ]

    /// The M49 code (or `AQ`) of a region or subregion as the data spells it.
    package static func m49(of name: String) -> String? {
        byName[name]
    }
}
