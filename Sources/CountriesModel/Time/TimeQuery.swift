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

/// `--hours 9-17`: the local hours a meeting may take, to the minute
/// (`9:30-17:15`). A span that ends before it starts crosses midnight
/// (`22-6`: from 22:00 to 06:00 the next morning).
package struct HourSpan: Sendable, Equatable {
    /// Minutes after midnight: the start (0-1439) and the end (1-1440; 1440
    /// is 24:00). An end before the start is on the next day.
    package var start: Int
    package var end: Int

    package init?(startMinute: Int, endMinute: Int) {
        // `22-0` ends at midnight, as `22-24` does.
        let end = endMinute == 0 ? 1440 : endMinute
        guard (0..<1440).contains(startMinute), (1...1440).contains(end), end != startMinute else { return nil }
        start = startMinute
        self.end = end
    }

    /// Whole hours: `HourSpan(from: 9, to: 17)`.
    package init?(from: Int, to: Int) {
        self.init(startMinute: from * 60, endMinute: to * 60)
    }

    /// `9-17`, `9:30-17:15`, `09:00-17:00`, `22-6`; nil for anything else
    /// (`9-9`, `9-25`, `9:60-10`).
    package init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = Self.minute(parts[0]), let end = Self.minute(parts[1]), start < 1440 else { return nil }
        self.init(startMinute: start, endMinute: end)
    }

    /// The end is on the next day.
    package var crossesMidnight: Bool { end < start }

    /// `9-17`, `9:30-17:15`: as it may be typed, minutes only where there are some.
    package var text: String {
        func written(_ minutes: Int) -> String {
            minutes % 60 == 0 ? "\(minutes / 60)" : "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
        }
        return written(start) + "-" + written(end)
    }

    /// `9`, `09`, `9:30`, `24:00` as minutes after midnight; nil for anything else.
    private static func minute(_ text: Substring) -> Int? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), pieces.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              (1...2).contains(pieces[0].count), pieces.count == 1 || pieces[1].count == 2,
              let hour = Int(pieces[0]), hour >= 0, let minute = pieces.count == 2 ? Int(pieces[1]) : 0, (0..<60).contains(minute)
        else { return nil }
        let total = hour * 60 + minute
        return total <= 1440 ? total : nil
    }
}
