import CountriesModel

extension OptionSpec {
    /// `time`'s own options; it also takes the list's filters.
    static let timeOptions: [OptionSpec] = [at, hours]

    /// `time --at <time>`, a moment; `map --at <lat>,<lng>`, a point: one
    /// spelling, read as the command it goes with reads it.
    static let at = OptionSpec(
        name: "--at", valueName: "<time|lat,lng>",
        help: "time: that moment instead of now, ISO 8601: 2026-07-01T14:00Z or with an offset (+09:00) is that instant; 2026-07-01T14:00 or 14:00 (today) is the local time in the first place given. map: a point to mark, 48.85,2.35."
    ) { parsed, value in
        if case let .success(point) = PointText.point(value) {
            parsed.map.point = point
            return
        }
        guard let moment = TimeMoment(value.trimmingWhitespace()) else {
            throw UsageError("'--at' takes an ISO 8601 time (2026-07-01T14:00, with Z or an offset such as +02:00 for an instant) or 14:00, not \(quoted(value))", command: .time)
        }
        // The zones' histories built in start on 1970-01-01 (UTC): the
        // tz database is only right from then on, and none changed its
        // clocks in the day before, so a local date of 1970 is answered too.
        let before1970 = switch moment {
        case let .instant(instant): instant < 0
        case let .wallTime(wall): wall.year < 1970
        case .timeOfDay: false
        }
        guard !before1970 else {
            throw UsageError("'--at' takes a time from 1970 on, where the tz database's histories start, not \(quoted(value))", command: .time)
        }
        parsed.time.at = moment
    }

    static let hours = OptionSpec(
        name: "--hours", valueName: "<from>-<to>",
        help: "Also the stretches of that day, in the first place's time and to the minute, when every place given is within these local hours: 9-17, 9:30-17:15, or 22-6 across midnight (in a pipe, CSV and JSON: each row's hours field)."
    ) { parsed, value in
        guard let span = HourSpan(value.trimmingWhitespace()) else {
            throw UsageError("'--hours' takes two local times of day, such as 9-17, 9:30-17:15 or 22-6 (across midnight), not \(quoted(value))", command: .time)
        }
        parsed.time.hours = span
    }
}
