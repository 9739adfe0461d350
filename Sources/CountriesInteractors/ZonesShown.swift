import CountriesData
import CountriesModel
import CountriesStore

/// The time zones a screen shows, read when the output shows them: a
/// country's details and a comparison give each country's zones with their
/// local time now (`userData.times`); `--fields zones` gives the zone names
/// in the records the output reads. Anything else reads no zone at all, so
/// `show fra --json` costs what it did. It writes nothing: the interactor
/// that opened the screen writes what it returns.
struct ZonesShown {
    let zones: any TimeZoneRepository
    let clock: any WallClock

    /// What the screen's output needs of the zones: the records with the
    /// zone names added (`--fields zones`), the clocks (details, comparison);
    /// nil for what it does not need.
    func read(
        on screen: Screen, in catalog: CountryCatalog, system: SystemState, records: CountryRecordValues?
    ) -> (records: Loadable<CountryRecordValues>?, times: Loadable<TimeTable>?) {
        let asked = system.fields?.contains { $0.path == ZoneRecordField.name } ?? false
        let facts = switch screen {
        case .details, .comparison: system.fields == nil && [.text, .table].contains(system.format)
        // A screen of clocks: they are what it shows, in any format.
        case .localTime: true
        default: false
        }
        guard asked || facts else { return (nil, nil) }
        let countries = CountryListing.codes(shownOn: screen, in: catalog, locale: system.locale).compactMap(catalog.country(cca3:))
        let withZones: Loadable<CountryRecordValues>? = asked ? Loadable(Result {
            var records = records ?? CountryRecordValues()
            for country in countries {
                records[country.cca3] = try ZoneRecordField.adding(
                    try zones.zones(ofCountry: country.cca2).map(\.zone), to: records[country.cca3], of: country.cca3, from: catalog.source
                )
            }
            return records
        }) : nil
        let clocks: Loadable<TimeTable>? = facts ? Loadable(Result { try self.clocks(of: countries) }) : nil
        return (withZones, clocks)
    }

    /// The countries' zones, their clocks now; a country the tz database
    /// gives none (Bouvet Island) named in `zoneless`, as `time` names it.
    func clocks(of countries: [Country]) throws -> TimeTable {
        var zoneless: [String] = []
        let places = try countries.flatMap { country in
            let found = try zones.zones(ofCountry: country.cca2)
            if found.isEmpty { zoneless.append(country.cca3) }
            return found.enumerated().map { ZonePlace(country: $1, cca3: country.cca3, zone: $1.zone, isMain: $0 == 0) }
        }
        var table = try ZoneTimes.table(places, at: nil, hours: nil, now: clock.now(), zones: zones, ordered: false)
        table.zoneless = zoneless
        return table
    }

    /// `--version`: which tz database the program carries, as a table of no clocks.
    func release() -> Loadable<TimeTable> {
        Loadable(Result {
            let (name, package) = try zones.release()
            return TimeTable(instant: Int64(clock.now().secondsSince1970.rounded(.down)), rows: [], release: "\(name) (\(package))")
        })
    }
}
