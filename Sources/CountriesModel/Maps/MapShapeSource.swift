/// The country shapes a map is drawn from, decoded as they are asked for:
/// a region decodes only the shapes that reach into it, so a map of France
/// does not pay for Russia's coast. A repository's: the store holds what
/// it decoded (`MapShapes`), never the source.
package protocol MapShapeSource: Sendable {
    /// Every record's code, sorted: cca3s, and lower-case codes for land
    /// that belongs to no cca3.
    var codes: [String] { get }
    /// The box of the country's main territory, without decoding its shape.
    func mainBox(of code: String) -> GeoBox?
    /// The shapes whose extent meets `box`, or every shape for nil.
    func shapes(meeting box: GeoBox?) throws -> [CountryShape]
}
