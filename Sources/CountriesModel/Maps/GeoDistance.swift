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
}
