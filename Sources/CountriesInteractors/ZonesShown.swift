import CountriesData
import CountriesJSON
import CountriesModel
import CountriesStore

/// The time zones a screen shows, read when the output shows them: a
/// country's details and a comparison give each country's zones with their
/// local time now (`userData.times`); `--fields zones` gives the zone names
/// in the records the output reads. Anything else reads no zone at all, so
/// `show fra --json` costs what it did.
@MainActor
struct ZonesShown {
    let appState: AppState
    let zones: any TimeZoneRepository
    let clock: any WallClock

    /// After the records shown are loaded (`loadRecordsShown`).
    func load() {
        guard let catalog = appState.userData.countries.value else { return }
        let system = appState.system
        let asked = system.fields?.contains { $0.path == Self.field } ?? false
        let screen = appState.routing.screen
        let facts = switch screen {
        case .details, .comparison: system.fields == nil && [.text, .table].contains(system.format)
        default: false
        }
        guard asked || facts else { return }
        let countries = CountryListing.codes(shownOn: screen, in: catalog, locale: system.locale).compactMap(catalog.country(cca3:))
        do {
            if asked {
                var records = appState.userData.recordTexts.value ?? RecordTexts()
                for country in countries {
                    records[country.cca3] = Self.adding(try zones.zones(ofCountry: country.cca2).map(\.zone), to: records[country.cca3])
                }
                appState.userData.recordTexts = .loaded(records)
            }
            if facts {
                let places = try countries.flatMap { country in
                    try zones.zones(ofCountry: country.cca2).map { ZonePlace(country: $0, cca3: country.cca3, zone: $0.zone) }
                }
                appState.userData.times = .loaded(try ZoneTimes.table(places, at: nil, hours: nil, now: clock.now(), zones: zones, ordered: false))
            }
        } catch {
            appState.userData.times = .failed(error)
        }
    }

    /// `--version`: which tz database the program carries, as a table of no clocks.
    func loadRelease() {
        do {
            let (name, package) = try zones.release()
            appState.userData.times = .loaded(TimeTable(instant: Int64(clock.now().secondsSince1970.rounded(.down)), rows: [], release: "\(name) (\(package))"))
        } catch {
            appState.userData.times = .failed(error)
        }
    }

    /// The name `--fields` knows the zones by.
    static let field = "zones"

    /// The record's text with `"zones": [...]` as its last member; a record
    /// not loaded is one of the zones alone.
    static func adding(_ names: [String], to record: String?) -> String {
        let member = JSONValue.string(field).written() + ": " + JSONValue.array(names.map(JSONValue.string)).compactText
        guard var text = record?.trimmingWhitespace(), text.hasSuffix("}") else { return "{" + member + "}" }
        text.removeLast()
        let empty = text.trimmingWhitespace() == "{"
        return text + (empty ? "" : ", ") + member + "}"
    }
}
