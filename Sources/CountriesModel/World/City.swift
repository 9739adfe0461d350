/// A city of GeoNames' (docs/data/cities/): what `city`, and a name that is
/// a city wherever a place is typed, show of it. A value, read from the
/// built-in table by the data layer.
package struct City: Sendable, Equatable {
    /// GeoNames' id: the city's link, `/cities/<geonameid>`.
    package var geonameid: Int
    /// GeoNames' name of it: the local name in Latin letters, as a rule ("München").
    package var name: String
    /// The country's cca2.
    package var cca2: String
    /// Its first-level subdivision's ISO 3166-2 code ("US-TX"); nil where
    /// GeoNames' admin1 has none the project lists.
    package var subdivisionCode: String?
    package var population: Int
    package var location: GeoPoint
    /// Its IANA time zone, one of the built-in tz database's.
    package var zone: String

    package init(geonameid: Int, name: String, cca2: String, subdivisionCode: String?, population: Int, location: GeoPoint, zone: String) {
        self.geonameid = geonameid
        self.name = name
        self.cca2 = cca2
        self.subdivisionCode = subdivisionCode
        self.population = population
        self.location = location
        self.zone = zone
    }
}
