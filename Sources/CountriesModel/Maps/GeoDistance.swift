import Glibc

extension GeoPoint {
    /// The Earth's mean radius (IUGG), in kilometres.
    package static let earthRadius = 6371.0088

    /// The great-circle distance to `other`, in kilometres, on a sphere of
    /// the Earth's mean radius (haversine: exact for short distances, within
    /// 0.5% of the ellipsoid's anywhere).
    package func kilometres(to other: GeoPoint) -> Double {
        let dLatitude = (other.latitude - latitude).radians
        let dLongitude = (other.longitude - longitude).radians
        let a = sin(dLatitude / 2) * sin(dLatitude / 2)
            + cos(latitude.radians) * cos(other.latitude.radians) * sin(dLongitude / 2) * sin(dLongitude / 2)
        return 2 * Self.earthRadius * asin(min(1, a.squareRoot()))
    }

    /// How near the point, which is inside the box, any place outside it
    /// can be, in kilometres (a little short, for rounding); infinite when
    /// the box leaves nothing out. The box runs from `south` to `north`
    /// and from `west` to `east`, in degrees: a way out crosses the parallel
    /// past its north or south edge (none past a pole), or one of the
    /// meridians at its west and east edges (none when it spans every
    /// longitude), whose nearest point is its foot square to it, or a pole
    /// when it is more than 90 degrees away. A search of cells ring by ring
    /// stops once its best is no further than this: near a pole the
    /// meridians close in, and the width of the rings alone bounds nothing.
    package func kilometres(outsideSouth south: Double, north: Double, west: Double, east: Double) -> Double {
        let perDegree = Self.earthRadius * .pi / 180 * 0.999
        var bound = Double.infinity
        if north < 90 { bound = min(bound, (north - latitude) * perDegree) }
        if south > -90 { bound = min(bound, (latitude - south) * perDegree) }
        if east - west < 360 {
            let pole = 90 - min(90, abs(latitude))
            for gap in [longitude - west, east - longitude] {
                let degrees = gap >= 90 ? pole : asin(min(1, sin(gap.radians) * cos(latitude.radians))) * 180 / .pi
                bound = min(bound, degrees * perDegree)
            }
        }
        return max(0, bound)
    }
}
