/// A box of longitudes and latitudes. `east` may pass 180: a box across the
/// antimeridian (Russia's, Fiji's) keeps going east rather than wrapping, so
/// `east - west` is always its width.
package struct GeoBox: Sendable, Equatable {
    package var west: Double
    package var south: Double
    package var east: Double
    package var north: Double

    package init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    package var center: GeoPoint {
        var longitude = (west + east) / 2
        if longitude > 180 { longitude -= 360 }
        return GeoPoint(longitude: longitude, latitude: (south + north) / 2)
    }

    /// Whether the boxes share any place, a turn east or west included.
    package func intersects(_ other: GeoBox) -> Bool {
        guard south <= other.north, other.south <= north else { return false }
        return [-360.0, 0, 360].contains { shift in
            west + shift <= other.east && other.west <= east + shift
        }
    }

    /// Whether the point is inside, a turn east or west included.
    package func contains(_ point: GeoPoint) -> Bool {
        guard south <= point.latitude, point.latitude <= north else { return false }
        return [-360.0, 0, 360].contains { shift in
            west <= point.longitude + shift && point.longitude + shift <= east
        }
    }
}
