import CountriesData
import CountriesModel

/// A zone a place means: the zone's name, and the country entry that
/// lists it, where one does. `isMain`: the first zone of the place given
/// (a country's most populous), which `--hours` counts it by.
struct ZonePlace {
    let country: CountryZone?
    let cca3: String?
    let zone: String
    var isMain = true
    /// The zone's history, where it was read with the place.
    var history: ZoneHistory?
}

/// The clocks of zones at a moment, as `time` and `show` give them: a pure
/// function of the zones, the moment asked and the tz database.
enum ZoneTimes {
    /// `at`: nil is `now`; a wall time is read in the first place's zone
    /// (UTC when there is none). `ordered`: by UTC offset, then country and
    /// zone, as `time` with no place lists every zone; else as given.
    static func table(
        _ places: [ZonePlace], at moment: TimeMoment?, hours: HourSpan?, now: Timestamp, zones: any TimeZoneRepository, ordered: Bool
    ) throws -> TimeTable {
        // Each zone read once, each place's history beside it.
        var histories: [String: ZoneHistory] = [:]
        var placeHistories: [ZoneHistory] = []
        placeHistories.reserveCapacity(places.count)
        for place in places {
            if let known = place.history ?? histories[place.zone] {
                placeHistories.append(known)
                continue
            }
            guard let history = try zones.history(ofZone: place.zone) else { throw WorldDataError.damaged("no zone \(place.zone)") }
            histories[place.zone] = history
            placeHistories.append(history)
        }
        let utc = ZoneHistory(initial: ZoneReading(offsetSeconds: 0, abbreviation: "UTC", isDaylightSaving: false), changes: [], rule: nil)
        let firstZone = places.first?.zone ?? "UTC"
        let first = placeHistories.first ?? utc
        let current = Int64(now.secondsSince1970.rounded(.down))
        var instant = current
        var asked: AskedWallTime?
        switch moment {
        case nil: break
        case let .instant(given)?: instant = given
        case let .wallTime(wall)?:
            let (found, fit) = first.resolve(wallTime: wall.wallSeconds)
            instant = found
            asked = AskedWallTime(time: wall, zone: firstZone, fit: fit)
        case let .timeOfDay(hour, minute)?:
            var wall = CivilDateTime(wallSeconds: current + Int64(first.reading(at: current).offsetSeconds))
            (wall.hour, wall.minute, wall.second) = (hour, minute, 0)
            let (found, fit) = first.resolve(wallTime: wall.wallSeconds)
            instant = found
            asked = AskedWallTime(time: wall, zone: firstZone, fit: fit)
        }
        // `--hours`: counted by each place's main zone, each zone once.
        var meeting: MeetingHours?
        if let hours, !places.isEmpty {
            let date = CivilDateTime(wallSeconds: instant + Int64(first.reading(at: instant).offsetSeconds))
            var seen = Set<String>()
            let all = places.indices.filter { places[$0].isMain && seen.insert(places[$0].zone).inserted }.map { placeHistories[$0] }
            meeting = MeetingHours.find(hours, on: date, in: first, zone: firstZone, places: all.isEmpty ? [first] : all)
        }
        var rows = places.indices.map { index in
            var row = ZoneTime(places[index].country, cca3: places[index].cca3, zone: places[index].zone, history: placeHistories[index], at: instant)
            // The meeting on each zone's own clock.
            if let meeting { row.hours = meeting.times.map { WallSpan($0, in: placeHistories[index]) } }
            return row
        }
        if ordered {
            // Positions sorted, not rows: a row is a dozen fields to move.
            let offsets = rows.map(\.reading.offsetSeconds)
            rows = rows.indices.sorted { offsets[$0] != offsets[$1] ? offsets[$0] < offsets[$1] : $0 < $1 }.map { rows[$0] }
        }
        var table = TimeTable(instant: instant, rows: rows, meeting: meeting)
        table.wallTime = asked
        return table
    }
}
