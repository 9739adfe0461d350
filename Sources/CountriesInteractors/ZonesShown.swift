import CountriesData
import CountriesModel
import CountriesStore

/// The time zones a screen shows, read when the output shows them: a
/// country's details and a comparison give each country's zones with their
/// local time now (`userData.times`); the records an output prints or reads
/// (`--json`, `--fields`, CSV) get their `timezones` as the offsets the
/// tz database's zones keep now, where REST Countries' are those of when its
/// data was made, and `--fields zones` the zone names. Anything else reads
/// no zone at all. It writes nothing: the interactor that opened the screen
/// writes what it returns.
struct ZonesShown {
    let zones: any TimeZoneRepository
    let clock: any WallClock

    /// What the screen's output needs of the zones: the records with the
    /// zones' offsets laid on them (and the zone names, `--fields zones`),
    /// the clocks (details, comparison: none, `.notRequested`, where the
    /// output shows none); nil for what it does not need.
    /// `codes`: the countries the screen shows (`ScreenCountries.codes`);
    /// `records`: those read for it, which get the zones' offsets.
    func read(
        on screen: Screen, codes: [String], in catalog: CountryCatalog, system: SystemState, records: CountryRecordValues?
    ) -> (records: Loadable<CountryRecordValues>?, times: Loadable<TimeTable>?) {
        let asked = system.fields?.contains { $0.path == ZoneRecordField.name } ?? false
        let facts = switch screen {
        case .details, .comparison: system.fields == nil && [.text, .table].contains(system.format)
        // A screen of clocks: they are what it shows, in any format.
        case .localTime: true
        default: false
        }
        // A country's clocks are its screen's own: where its output shows
        // none, the store holds none, never those of the screen before.
        let noClocks: Loadable<TimeTable>? = switch screen {
        case .details, .comparison: .notRequested
        default: nil
        }
        guard asked || facts || records != nil else { return (nil, noClocks) }
        let instant = Int64(clock.now().secondsSince1970.rounded(.down))
        // Every record read, and each country asked for the zones of.
        let laid = Set((records?.codes ?? []) + (asked ? codes.map { $0.uppercased() } : []))
        let withZones: Loadable<CountryRecordValues>? = laid.isEmpty ? nil : Loadable(Result {
            var records = records ?? CountryRecordValues()
            for code in laid.sorted() {
                guard let country = catalog.country(cca3: code) else { continue }
                let countryZones = try zones.zones(ofCountry: country.cca2).map(\.zone)
                let readings = try countryZones.map { zone in
                    guard let history = try zones.history(ofZone: zone) else { throw WorldDataError.damaged("no zone \(zone)") }
                    return history.reading(at: instant)
                }
                records[code] = try ZoneRecordField.laying(
                    offsets: ZoneRecordField.offsetTexts(readings), zones: asked ? countryZones : nil, on: records[code],
                    recorded: country.timezones, of: country.cca3, from: catalog.source
                )
            }
            return records
        })
        let countries = codes.compactMap(catalog.country(cca3:))
        let clocks: Loadable<TimeTable>? = facts ? Loadable(Result { try self.clocks(of: countries) }) : noClocks
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
