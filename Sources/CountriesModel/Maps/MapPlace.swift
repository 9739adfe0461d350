/// Where a country is, for a marker when its shape is too small to show
/// (Nauru, Tuvalu) or missing: REST Countries' `latlng`.
package struct MapPlace: Sendable, Equatable {
    package let code: String
    package let location: GeoPoint

    package init(code: String, location: GeoPoint) {
        self.code = code
        self.location = location
    }
}
