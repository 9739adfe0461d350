/// One row of `city`: a city with what its row says of it beside GeoNames'
/// own facts: its country's and subdivision's names in the chosen language,
/// and its zone's clocks at the moment asked.
package struct CityRow: Sendable, Equatable {
    package var city: City
    package var cca3: String
    /// The country's name in the chosen language.
    package var countryName: String
    /// The subdivision's name in the chosen language; nil with no subdivision.
    package var subdivisionName: String?
    /// The clocks of the city's zone.
    package var time: ZoneTime

    package init(city: City, cca3: String, countryName: String, subdivisionName: String?, time: ZoneTime) {
        self.city = city
        self.cca3 = cca3
        self.countryName = countryName
        self.subdivisionName = subdivisionName
        self.time = time
    }

    /// The city's link, which `--route` and browse take.
    package var link: String { "/cities/\(city.geonameid)" }

    /// The text of `field`, digits grouped for a person, the local time as
    /// ISO 8601 for data (`iso`: JSON, CSV); nil where there is none (no
    /// subdivision).
    package func text(_ field: CityField, grouped: Bool = false, iso: Bool = false) -> String? {
        switch field {
        case .name: city.name
        case .country: countryName
        case .cca3: cca3
        case .subdivision: city.subdivisionCode
        case .subdivisionName: subdivisionName
        case .population: NumberText.integer(city.population, grouped: grouped)
        case .latitude: String(city.location.latitude)
        case .longitude: String(city.location.longitude)
        case .zone: city.zone
        case .local: iso ? time.local.isoText : time.local.text
        case .geonameid: String(city.geonameid)
        case .link: link
        }
    }
}
