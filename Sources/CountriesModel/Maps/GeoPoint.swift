/// A place on the Earth in degrees: longitude east of Greenwich, latitude
/// north of the equator, in the order maps and Natural Earth use (REST
/// Countries' `latlng` is the other way round).
package struct GeoPoint: Sendable, Equatable {
    package var longitude: Double
    package var latitude: Double

    package init(longitude: Double, latitude: Double) {
        self.longitude = longitude
        self.latitude = latitude
    }

    /// From REST Countries' `[latitude, longitude]`; nil unless two numbers.
    package init?(latlng: [Double]) {
        guard latlng.count == 2 else { return nil }
        self.init(longitude: latlng[1], latitude: latlng[0])
    }
}
