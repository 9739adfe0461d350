/// Where a country is, for a marker when its shape is too small to show
/// (Nauru, Tuvalu) or missing: REST Countries' `latlng`.
public struct MapPlace: Sendable, Equatable {
    public let code: String
    public let location: GeoPoint

    public init(code: String, location: GeoPoint) {
        self.code = code
        self.location = location
    }
}
