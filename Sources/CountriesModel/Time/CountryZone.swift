/// One of a country's time zones, as the tz database's zone.tab lists it:
/// `US`, `America/New_York`, "Eastern (most areas)".
package struct CountryZone: Sendable, Hashable {
    package var cca2: String
    package var zone: String
    /// Which part of the country, where it has more than one zone.
    package var comment: String?

    package init(cca2: String, zone: String, comment: String? = nil) {
        self.cca2 = cca2
        self.zone = zone
        self.comment = comment
    }
}
