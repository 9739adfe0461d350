/// `time [<country|zone>...]`: whose clocks, at which moment, and the
/// meeting hours asked for.
package struct TimeQuery: Sendable, Equatable {
    /// Countries (any code or name `show` takes) or zone names, in order;
    /// none: every zone of the countries `countries` keeps.
    package var places: [String]
    /// `--at`; nil: now.
    package var at: TimeMoment?
    /// `--hours`.
    package var hours: HourSpan?
    /// The list options, for `time` with no place.
    package var countries: ListQuery

    package init(places: [String] = [], at: TimeMoment? = nil, hours: HourSpan? = nil, countries: ListQuery = ListQuery()) {
        self.places = places
        self.at = at
        self.hours = hours
        self.countries = countries
    }
}

/// `--at`: an instant (ISO 8601 with `Z` or an offset), or a wall time in
/// the first place (no offset), or a time of day there today (`14:00`).
package enum TimeMoment: Sendable, Equatable {
    case instant(Int64)
    case wallTime(CivilDateTime)
    /// Hours and minutes, on the first place's date at the moment asked.
    case timeOfDay(hour: Int, minute: Int)

    /// `2026-07-01T14:00Z`, `2026-07-01 14:00+02:00`, `2026-07-01T14:00:30`,
    /// `2026-07-01` (midnight), `14:00`; nil for anything else.
    package init?(_ text: String) {
        var scanner = DigitScanner(Array(text.utf8))
        if let hour = scanner.int(digits: 2), hour < 24, scanner.skip(":"), let minute = scanner.int(digits: 2), minute < 60, scanner.isAtEnd {
            self = .timeOfDay(hour: hour, minute: minute)
            return
        }
        scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.int(digits: 4), scanner.skip("-"),
              let month = scanner.int(digits: 2), (1...12).contains(month), scanner.skip("-"),
              let day = scanner.int(digits: 2), day >= 1, Int64(day) <= CivilDateTime.daysIn(month: Int64(month), year: Int64(year))
        else { return nil }
        var wall = CivilDateTime(year: year, month: month, day: day)
        if !scanner.isAtEnd {
            guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
                  let hour = scanner.int(digits: 2), hour < 24, scanner.skip(":"),
                  let minute = scanner.int(digits: 2), minute < 60 else { return nil }
            wall.hour = hour
            wall.minute = minute
            if scanner.skip(":") {
                guard let second = scanner.int(digits: 2), second < 60 else { return nil }
                wall.second = second
            }
        }
        if scanner.isAtEnd {
            self = .wallTime(wall)
            return
        }
        var offset = 0
        if !(scanner.skip("Z") || scanner.skip("z")) {
            let sign = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : 0
            guard sign != 0, let hours = scanner.int(digits: 2), hours < 24 else { return nil }
            _ = scanner.skip(":")
            var minutes = 0
            if !scanner.isAtEnd {
                guard let given = scanner.int(digits: 2), given < 60 else { return nil }
                minutes = given
            }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.isAtEnd else { return nil }
        self = .instant(wall.wallSeconds - Int64(offset))
    }
}

/// `--hours 9-17`: local hours a meeting may take, from the first (0-23)
/// to the last (1-24), whole hours.
package struct HourSpan: Sendable, Equatable {
    package var from: Int
    package var to: Int

    package init?(from: Int, to: Int) {
        guard (0...23).contains(from), (1...24).contains(to), from < to else { return nil }
        self.from = from
        self.to = to
    }

    /// `9-17`; nil for anything else (`17-9` too: a span within one day).
    package init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCII) }),
              let from = Int(parts[0]), let to = Int(parts[1]) else { return nil }
        self.init(from: from, to: to)
    }
}
