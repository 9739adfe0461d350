/// The map on screen, decided: every code a cca3 of the data at hand.
package struct MapScreen: Sendable, Equatable {
    /// The country the map is about: its region is drawn (or, with
    /// `world`, the world), it is filled, its neighbours and capital shown.
    package var focus: String?
    package var world: Bool
    /// Countries a list filter kept, sorted.
    package var highlighted: [String]
    package var shading: MapMeasure?
    /// Columns, within `MapRequest.widths`; nil: the window's.
    package var width: Int?
    /// A point marked on the map (`map --at`).
    package var point: GeoPoint?

    /// The rows a map may take in a window `height` rows high: a region
    /// fits above its legend and the prompt.
    package func maxRows(windowHeight height: Int) -> Int {
        height - (shading == nil ? 3 : 8)
    }

    package init(focus: String? = nil, world: Bool = false, highlighted: [String] = [],
                 shading: MapMeasure? = nil, width: Int? = nil) {
        self.focus = focus
        self.world = world
        self.highlighted = highlighted
        self.shading = shading
        self.width = width
    }
}
