/// A place on the Earth in degrees: longitude east of Greenwich, latitude
/// north of the equator, in the order maps and Natural Earth use (REST
/// Countries' `latlng` is the other way round).
public struct GeoPoint: Sendable, Equatable {
    public var longitude: Double
    public var latitude: Double

    public init(longitude: Double, latitude: Double) {
        self.longitude = longitude
        self.latitude = latitude
    }

    /// From REST Countries' `[latitude, longitude]`; nil unless two numbers.
    public init?(latlng: [Double]) {
        guard latlng.count == 2 else { return nil }
        self.init(longitude: latlng[1], latitude: latlng[0])
    }
}
