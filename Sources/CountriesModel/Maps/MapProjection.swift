#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point on a projection's plane: x east, y north, in the projection's
/// own units.
package struct ProjectedPoint: Sendable, Equatable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// Turns longitude and latitude into a plane; a `MapViewport` turns the
/// plane into cells.
package protocol MapProjection: Sendable {
    func project(_ point: GeoPoint) -> ProjectedPoint
}

extension Double {
    /// Degrees to radians.
    package var radians: Double { self * .pi / 180 }

    /// A longitude difference brought into -180...180, so that a region
    /// around Fiji draws its neighbours east of 180 degrees beside it.
    /// 180 and -180 stay as they are: Natural Earth cuts rings there, and a
    /// ring that ends at 180 must not jump to the other edge of the world.
    package var wrappedLongitude: Double {
        let turned = truncatingRemainder(dividingBy: 360)
        return turned > 180 ? turned - 360 : turned < -180 ? turned + 360 : turned
    }
}
