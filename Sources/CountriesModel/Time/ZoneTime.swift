/// One row of `time`: a zone's clocks at the moment asked.
package struct ZoneTime: Sendable, Hashable {
    /// The country whose zone this is (cca3, cca2); nil for a zone named
    /// that no country lists (`UTC`, `Etc/GMT+5`).
    package var cca3: String?
    package var cca2: String?
    package var zone: String
    /// Which part of the country (zone.tab's comment).
    package var comment: String?
    package var reading: ZoneReading
    /// The wall time there.
    package var local: CivilDateTime
    /// The next change of offset, if the rules know one.
    package var next: ZoneChange?

    package init(cca3: String?, cca2: String?, zone: String, comment: String?, reading: ZoneReading, local: CivilDateTime, next: ZoneChange?) {
        self.cca3 = cca3
        self.cca2 = cca2
        self.zone = zone
        self.comment = comment
        self.reading = reading
        self.local = local
        self.next = next
    }

    /// The row for `history` at `instant`.
    package init(_ place: CountryZone?, cca3: String?, zone: String, history: ZoneHistory, at instant: Int64) {
        let reading = history.reading(at: instant)
        self.init(
            cca3: cca3, cca2: place?.cca2, zone: zone, comment: place?.comment, reading: reading,
            local: CivilDateTime(wallSeconds: instant + Int64(reading.offsetSeconds)),
            next: history.nextOffsetChange(after: instant)
        )
    }
}

/// What `time` shows: the moment, each zone's clocks then, how `--at`'s
/// wall time fell, and the meeting hours asked for.
package struct TimeTable: Sendable, Equatable {
    /// Seconds since 1970 UTC.
    package var instant: Int64
    package var rows: [ZoneTime]
    /// `--at` as a wall time in the first place, and how its changes treat it.
    package var wallTime: AskedWallTime?
    /// `--hours`: the span asked, and the hours of the first place's day that
    /// suit every place (each hour's start, the first place's wall time).
    package var meeting: MeetingHours?
    /// The tz database release the clocks were read from ("2026f"), and the
    /// package it came in: what `--version` names.
    package var release: String?

    package init(instant: Int64, rows: [ZoneTime], meeting: MeetingHours? = nil, release: String? = nil) {
        self.instant = instant
        self.rows = rows
        self.meeting = meeting
        self.release = release
    }
}

/// `--at` given as a wall time: in which zone (the first place's), and
/// whether a change of offset skips or repeats it there.
package struct AskedWallTime: Sendable, Equatable {
    package var time: CivilDateTime
    package var zone: String
    package var fit: WallTimeFit

    package init(time: CivilDateTime, zone: String, fit: WallTimeFit) {
        self.time = time
        self.zone = zone
        self.fit = fit
    }
}

/// `--hours`: the hours of one day, in the first place's time, at which
/// every place given is within the span.
package struct MeetingHours: Sendable, Equatable {
    package var span: HourSpan
    /// The first place's zone, and its date.
    package var zone: String
    package var date: CivilDateTime
    /// Each suitable hour's start, as wall time in the first place, in order.
    package var starts: [CivilDateTime]

    package init(span: HourSpan, zone: String, date: CivilDateTime, starts: [CivilDateTime]) {
        self.span = span
        self.zone = zone
        self.date = date
        self.starts = starts
    }

    /// The hours of `date` (its first place's wall date) whose hour, from
    /// its start to its end, falls within `span` in every one of `places`.
    package static func find(_ span: HourSpan, on date: CivilDateTime, in first: ZoneHistory, zone: String, places: [ZoneHistory]) -> MeetingHours {
        let midnight = CivilDateTime(year: date.year, month: date.month, day: date.day).wallSeconds
        var starts: [CivilDateTime] = []
        for hour in 0..<24 {
            let wall = midnight + Int64(hour * 3600)
            let (instant, fit) = first.resolve(wallTime: wall)
            guard fit != .skipped else { continue }
            let suits = places.allSatisfy { place in
                let local = CivilDateTime(wallSeconds: instant + Int64(place.reading(at: instant).offsetSeconds))
                let minutes = local.hour * 60 + local.minute
                return minutes >= span.from * 60 && minutes + 60 <= span.to * 60
            }
            if suits, !starts.contains(CivilDateTime(wallSeconds: wall)) { starts.append(CivilDateTime(wallSeconds: wall)) }
        }
        return MeetingHours(span: span, zone: zone, date: CivilDateTime(year: date.year, month: date.month, day: date.day), starts: starts)
    }

    /// `09:00-12:00, 14:00-15:00`: the hours as runs; "" for none.
    package var runs: [String] {
        var runs: [(start: CivilDateTime, end: CivilDateTime)] = []
        for start in starts {
            let end = CivilDateTime(wallSeconds: start.wallSeconds + 3600)
            if let last = runs.last, last.end == start {
                runs[runs.count - 1].end = end
            } else {
                runs.append((start, end))
            }
        }
        func hhmm(_ time: CivilDateTime, endOf start: CivilDateTime) -> String {
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            // An hour that ends at midnight ends at 24:00 of its day.
            let hour = time.day != start.day && time.hour == 0 && time.minute == 0 ? 24 : time.hour
            return "\(two(hour)):\(two(time.minute))"
        }
        return runs.map { "\(hhmm($0.start, endOf: $0.start))-\(hhmm($0.end, endOf: $0.start))" }
    }
}
