#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// For a region: equirectangular, longitudes scaled by the cosine of the
/// centre's latitude, so that around the centre a degree east is as long as
/// it is on the Earth and a country keeps its shape (Norway is not squashed
/// to twice its width, as on a plain longitude-latitude grid). Units are
/// degrees of latitude.
package struct LocalProjection: MapProjection {
    package let center: GeoPoint
    private let scale: Double

    package init(center: GeoPoint) {
        self.center = center
        // Kept above zero: a region at a pole still has a width.
        self.scale = max(cos(center.latitude.radians), 0.05)
    }

    package func project(_ point: GeoPoint) -> ProjectedPoint {
        ProjectedPoint(x: (point.longitude - center.longitude).wrappedLongitude * scale, y: point.latitude)
    }

    /// The box of longitudes and latitudes whose projection is the rectangle
    /// from `min` to `max`.
    package func box(from min: ProjectedPoint, to max: ProjectedPoint) -> GeoBox {
        GeoBox(west: center.longitude + min.x / scale, south: min.y,
               east: center.longitude + max.x / scale, north: max.y)
    }

    /// Degrees of longitude per unit of x.
    package var longitudePerUnit: Double { 1 / scale }
}
