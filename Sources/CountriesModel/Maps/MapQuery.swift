/// What `countries map` asks for, as typed: the interactor decides what it
/// means (which country, which highlighted) and writes a `MapScreen`.
package struct MapQuery: Sendable, Equatable {
    /// A code or a name, as `show` takes it; nil: the world.
    package var country: String?
    /// `--world`: the country on the whole world, not its region.
    package var world: Bool
    /// The list filters: the countries they keep are highlighted.
    package var highlight: ListQuery
    /// `--by`.
    package var shading: MapMeasure?
    /// `--width`; nil: the terminal's.
    package var width: Int?
    /// `--at <lat>,<lng>`: a point marked on the map.
    package var point: GeoPoint?

    package init(country: String? = nil, world: Bool = false, highlight: ListQuery = ListQuery(),
                 shading: MapMeasure? = nil, width: Int? = nil) {
        self.country = country
        self.world = world
        self.highlight = highlight
        self.shading = shading
        self.width = width
    }
}
