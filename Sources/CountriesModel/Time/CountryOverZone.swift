/// A place given to `time` that is both a country's code or name and a
/// zone's name whose clocks are not that country's: `EST` is Estonia, not
/// the zone EST (-05:00). The country is taken, as CLI.md says a country
/// comes first; stderr says so, and which zone of a full name keeps the
/// other time, where one does.
package struct CountryOverZone: Sendable, Hashable {
    /// As typed.
    package var place: String
    /// The country taken.
    package var cca3: String
    /// The zone not taken, as the database spells it (`EST`).
    package var zone: String
    /// A zone with a region in its name that keeps the same time
    /// (`America/Panama`); nil for none.
    package var sameAs: String?

    package init(place: String, cca3: String, zone: String, sameAs: String?) {
        self.place = place
        self.cca3 = cca3
        self.zone = zone
        self.sameAs = sameAs
    }
}
