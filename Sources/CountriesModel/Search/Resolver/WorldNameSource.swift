/// What the built-in world data knows of a name beyond the catalog: CLDR's
/// names in 400+ locales, and ISO 3166-2's subdivisions. The resolver asks
/// it only for a name the catalog's own names miss; the interactors give it
/// one over the world data, and a model-only lookup goes without.
package protocol WorldNameSource: Sendable {
    /// The cca2 codes of the countries some CLDR language names `name` exactly.
    func countryCodes(named name: String) -> [String]
    /// Every name some CLDR language gives the country of this cca2, as
    /// written: asked only of a text shaped as a code (`CodeShape`).
    func names(of cca2: String) -> [String]
    /// The subdivisions named `name` exactly (any case).
    func places(named name: String) -> [PlaceName]
}
