#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension GeoPoint {
    /// The great-circle distance to `other` in kilometres, by the haversine
    /// formula on a sphere of the Earth's mean radius (6371.0088 km): within
    /// 0.5% of the ellipsoid's.
    package func kilometres(to other: GeoPoint) -> Double {
        let radians = Double.pi / 180
        let dLat = (other.latitude - latitude) * radians, dLon = (other.longitude - longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * 6371.0088 * asin(min(1, h.squareRoot()))
    }
}
