/// What to draw: the world or the region around a country, how wide, which
/// countries stand out, and how the land is shaded.
package struct MapRequest: Sendable, Equatable {
    package enum Scope: Sendable, Equatable {
        /// The whole world, in the Equal Earth projection.
        case world
        /// The country's main territory with room around it for its
        /// neighbours, in a projection that keeps its shape. A cca3.
        case region(around: String)
    }

    /// The widths a map can be drawn at, in cells; others are brought in.
    package static let widths = 20...400

    package var scope: Scope
    /// In cells; the height follows from the projection.
    package var width: Int
    /// Drawn in blocks, and coloured as the country; cca3s.
    package var highlighted: Set<String>
    /// Coloured apart from the other land; cca3s.
    package var neighbours: Set<String>
    /// Marked over the map: the highlighted country's capital.
    package var capital: GeoPoint?
    /// Marked over everything: the point asked for (`map --at`).
    package var point: GeoPoint?
    /// Every country's place: each whose shape shows no dot at the scale, or
    /// that has none, gets a marker there (Nauru, the Vatican, Tuvalu).
    package var places: [MapPlace]
    /// A shading class per cca3 (see `MapShading`); empty for none.
    package var shading: [String: Int]
    /// A region is widened to be at most this many rows high, where it can
    /// be: a window's height. nil: as the country's shape gives.
    package var maxRows: Int?

    package init(scope: Scope = .world, width: Int = 80, highlighted: Set<String> = [],
                neighbours: Set<String> = [], capital: GeoPoint? = nil,
                places: [MapPlace] = [], shading: [String: Int] = [:], maxRows: Int? = nil) {
        self.scope = scope
        self.width = width
        self.highlighted = highlighted
        self.neighbours = neighbours
        self.capital = capital
        self.places = places
        self.shading = shading
        self.maxRows = maxRows
    }

    /// `width` brought into `widths`.
    package var columns: Int { min(max(width, Self.widths.lowerBound), Self.widths.upperBound) }
}
