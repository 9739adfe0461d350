/// What is at a point: `countries at`'s answer for one point.
package struct PlaceAtPoint: Sendable, Equatable {
    package var point: GeoPoint
    /// The country whose territory (its waters too) holds the point: cca3;
    /// nil at sea.
    package var cca3: String?
    /// The IANA zone there, the ocean's at sea (`Etc/GMT+2`); nil where the
    /// data has none.
    package var zone: String?
    /// At sea, when asked: the nearest country's territory.
    package var nearest: NearestCountry?
    /// The zone's clock at the moment asked, when asked.
    package var clock: ZoneTime?
    /// The nearest city, and the subdivision (ISO 3166-2) of the nearest
    /// city in the country found, when asked.
    package var city: NearestCity?
    package var subdivision: String?
    /// The subdivision's name in the chosen language, when asked.
    package var subdivisionName: String?

    package init(
        point: GeoPoint, cca3: String?, zone: String?, nearest: NearestCountry? = nil, clock: ZoneTime? = nil,
        city: NearestCity? = nil, subdivision: String? = nil, subdivisionName: String? = nil
    ) {
        self.point = point
        self.cca3 = cca3
        self.zone = zone
        self.nearest = nearest
        self.clock = clock
        self.city = city
        self.subdivision = subdivision
        self.subdivisionName = subdivisionName
    }
}

/// The country nearest a point at sea, and how far its territory (its
/// territorial waters' edge) is.
package struct NearestCountry: Sendable, Equatable {
    package var cca3: String
    package var kilometres: Double

    package init(cca3: String, kilometres: Double) {
        self.cca3 = cca3
        self.kilometres = kilometres
    }

    /// `12.3`: kilometres to a tenth, for data; a person gets `12 km`.
    package var distanceText: String {
        let tenths = (kilometres * 10).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10)"
    }
}
