/// One record of `WorldShapes`, decoded: the rings of a country, drawn
/// together even-odd (a ring inside another is a hole: Lesotho in South
/// Africa), and the box of its main territory.
package struct CountryShape: Sendable, Equatable {
    /// A cca3, or a Natural Earth code in lower case for land that belongs to
    /// no cca3 (the Siachen Glacier): drawn as land, never as a country.
    package let code: String
    package let rings: [[GeoPoint]]
    /// The main territory, not every island: France without Réunion.
    package let mainBox: GeoBox
    /// Every ring's, islands included: a map whose bounds it meets draws it.
    package let extent: GeoBox

    /// `extent`: nil, the main box's (a test's square country).
    package init(code: String, rings: [[GeoPoint]], mainBox: GeoBox, extent: GeoBox? = nil) {
        self.code = code
        self.rings = rings
        self.mainBox = mainBox
        self.extent = extent ?? mainBox
    }

    package var isCountry: Bool { code.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } }
}
