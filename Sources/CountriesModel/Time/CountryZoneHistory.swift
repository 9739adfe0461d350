/// One of a country's time zones with the zone's history: what `time`
/// with no place reads for every zone of every country it lists, in one
/// call rather than a search of the zone's name for each.
package struct CountryZoneHistory: Sendable, Hashable {
    package var zone: CountryZone
    package var history: ZoneHistory

    package init(zone: CountryZone, history: ZoneHistory) {
        self.zone = zone
        self.history = history
    }
}
