/// A projection and the part of its plane a map shows.
package struct MapFrame {
    package let projection: any MapProjection
    package let viewport: MapViewport
    /// The longitudes and latitudes shown, for a region; nil for the world.
    package let bounds: GeoBox?

    /// The whole world, Equal Earth, centred on Greenwich.
    package static func world(columns: Int) -> MapFrame {
        let (maxX, maxY) = EqualEarthProjection.worldBounds
        return MapFrame(projection: EqualEarthProjection(),
                        viewport: MapViewport(minX: -maxX, maxX: maxX, minY: -maxY, maxY: maxY, columns: columns),
                        bounds: nil)
    }

    // A region's proportions, width over height (dots are square): never so
    // tall that Chile fills a screen top to bottom, never a thin strip.
    static let narrowest = 1.25, widest = 3.0
    // Room around the country, as a share of its larger side, in degrees at
    // least: its neighbours show, and a tiny country still has a region.
    static let padding = 0.2, minimumPadding = 1.5

    /// The region around `box`, in a projection centred on it; at most
    /// `maxRows` high where a wider region (up to `widest`) makes it so:
    /// more of the neighbours, rather than a map taller than the window.
    package static func region(around box: GeoBox, columns: Int, maxRows: Int? = nil) -> MapFrame {
        let fitting = maxRows.map { Double(columns * 2) / Double(max($0, 1) * 4) } ?? 0
        let narrowest = min(max(Self.narrowest, fitting), widest)
        let projection = LocalProjection(center: box.center)
        let scale = 1 / projection.longitudePerUnit
        var width = (box.east - box.west) * scale, height = box.north - box.south
        let pad = max(padding * max(width, height), minimumPadding)
        width += 2 * pad
        height += 2 * pad
        width = max(width, height * narrowest)
        height = max(height, width / widest)
        width = min(width, 360 * scale)
        height = min(height, 180)
        // Shifted, not cut, where it would pass a pole.
        let top = min(box.center.latitude + height / 2, 90), bottom = max(top - height, -90)
        let viewport = MapViewport(minX: -width / 2, maxX: width / 2, minY: bottom, maxY: bottom + height, columns: columns)
        let bounds = projection.box(from: ProjectedPoint(x: -width / 2, y: bottom),
                                    to: ProjectedPoint(x: width / 2, y: bottom + height))
        return MapFrame(projection: projection, viewport: viewport, bounds: bounds)
    }

    /// The box a region around a country is drawn around: its main
    /// territory (`mainBox`); for a country with no shape (Tuvalu), a small
    /// box at its place; a speck's surroundings (`findable`).
    package static func regionBox(mainBox: GeoBox?, place: GeoPoint?) -> GeoBox {
        let box = mainBox
            ?? place.map { GeoBox(west: $0.longitude - 0.25, south: $0.latitude - 0.25,
                                  east: $0.longitude + 0.25, north: $0.latitude + 0.25) }
            ?? GeoBox(west: -180, south: -60, east: 180, north: 85)
        return findable(box)
    }

    /// A speck's own few degrees were an empty sea (`map tv`, Heard Island's
    /// locator): a country smaller than `speck` degrees is drawn in the
    /// `context` degrees around it, centred on it, where the land near it shows.
    static func findable(_ box: GeoBox) -> GeoBox {
        guard max(box.east - box.west, box.north - box.south) < speck else { return box }
        let center = box.center
        return GeoBox(west: center.longitude - context, south: max(center.latitude - context, -90),
                      east: center.longitude + context, north: min(center.latitude + context, 90))
    }

    static let speck = 0.6, context = 8.0
}
