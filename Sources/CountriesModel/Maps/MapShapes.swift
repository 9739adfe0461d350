/// The shapes in the store: decoded, as values, by the interactor whose
/// screen draws them, for the part of the world it can show (`reach`). A
/// map draws them and decodes nothing.
package struct MapShapes: Sendable, Equatable {
    /// Every shape whose extent meets `reach`, in the source's order.
    package let shapes: [CountryShape]
    /// The part of the world the shapes cover; nil: all of it.
    package let reach: GeoBox?

    package init(_ shapes: [CountryShape], reach: GeoBox? = nil) {
        self.shapes = shapes
        self.reach = reach
    }

    /// The shapes of `source` that `reach` needs, decoded.
    package init(decoding source: any MapShapeSource, meeting reach: GeoBox?) throws {
        self.init(try source.shapes(meeting: reach), reach: reach)
    }

    /// The box of the country's main territory; nil if it has no shape here.
    package func mainBox(of code: String) -> GeoBox? {
        shapes.first { $0.code == code }?.mainBox
    }

    /// The shapes whose extent meets `box` (every shape for nil): those a
    /// source would decode for it, where `box` lies within `reach`.
    package func shapes(meeting box: GeoBox?) -> [CountryShape] {
        guard let box else { return shapes }
        return shapes.filter { $0.extent.intersects(box) }
    }

    /// Whether the shapes hold every shape a map within `box` draws (nil:
    /// the world).
    package func covers(_ box: GeoBox?) -> Bool {
        guard let reach else { return true }
        guard let box else { return false }
        return reach.west <= box.west && box.east <= reach.east && reach.south <= box.south && box.north <= reach.north
    }
}

extension MapShapes {
    /// What a map of `focus`'s region shows, `columns` wide and at most
    /// `maxRows` high: the shapes it draws are those that meet it. With no
    /// `maxRows` (a locator, a map in a pipe) the width changes the scale
    /// alone, not the region. nil (no focus): the world, every shape.
    /// `place`: the focus's, for a country with no shape.
    package static func reach(of focus: String?, in source: any MapShapeSource, place: GeoPoint?,
                              columns: Int = MapRequest.widths.lowerBound, maxRows: Int? = nil) -> GeoBox? {
        guard let focus else { return nil }
        let box = MapFrame.regionBox(mainBox: source.mainBox(of: focus), place: place)
        return MapFrame.region(around: box, columns: columns, maxRows: maxRows).bounds
    }
}
