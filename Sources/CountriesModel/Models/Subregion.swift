/// The subregions REST Countries files countries under (the UN geoscheme's,
/// as its data spells them), for `--subregion` to check before any data loads.
/// A refreshed data set with a subregion not here cannot be filtered by it.
package enum Subregion {
    package static let names = [
        "Australia and New Zealand", "Caribbean", "Central America", "Central Asia", "Central Europe",
        "Eastern Africa", "Eastern Asia", "Eastern Europe", "Melanesia", "Micronesia", "Middle Africa",
        "North America", "Northern Africa", "Northern Europe", "Polynesia", "South America",
        "South-Eastern Asia", "Southeast Europe", "Southern Africa", "Southern Asia", "Southern Europe",
        "Western Africa", "Western Asia", "Western Europe",
    ]

    /// As the data spells it, for any case and with spaces or hyphens
    /// either way: `western europe`, `south eastern asia`.
    package static func named(_ text: String) -> String? {
        let key = Self.key(text)
        return names.first { Self.key($0) == key }
    }

    private static func key(_ text: String) -> String {
        String(text.lowercased().map { $0 == "-" ? " " : $0 })
    }
}
