#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Equal Earth projection (Šavrič, Patterson, Jenny, 2018) for the
/// world: equal-area, so a country's size on the map is its size on the
/// Earth, with the rounded look of Robinson's. On the unit sphere.
package struct EqualEarthProjection: MapProjection {
    package let centralMeridian: Double

    package init(centralMeridian: Double = 0) {
        self.centralMeridian = centralMeridian
    }

    // The polynomial's coefficients, from the paper.
    private static let a1 = 1.340264, a2 = -0.081106, a3 = 0.000893, a4 = 0.003796
    private static let m = 3.0.squareRoot() / 2

    package func project(_ point: GeoPoint) -> ProjectedPoint {
        let lambda = (point.longitude - centralMeridian).wrappedLongitude.radians
        let phi = point.latitude.radians
        let theta = asin(Self.m * sin(phi))
        let t2 = theta * theta, t6 = t2 * t2 * t2
        let x = lambda * cos(theta) / (Self.m * (Self.a1 + 3 * Self.a2 * t2 + t6 * (7 * Self.a3 + 9 * Self.a4 * t2)))
        let y = theta * (Self.a1 + Self.a2 * t2 + t6 * (Self.a3 + Self.a4 * t2))
        return ProjectedPoint(x: x, y: y)
    }

    /// The whole world's extent on the plane: x from -maxX to maxX (the
    /// antimeridian on the equator), y from -maxY to maxY (the poles).
    package static var worldBounds: (maxX: Double, maxY: Double) {
        let projection = EqualEarthProjection()
        return (projection.project(GeoPoint(longitude: 180, latitude: 0)).x,
                projection.project(GeoPoint(longitude: 0, latitude: 90)).y)
    }
}
