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
    /// Summer time: the clocks ahead of the zone's standard time
    /// (`ZoneHistory.isSummerTime`), what the `dst` column says; Ireland's
    /// winter GMT, which the tz database marks as daylight saving, is not.
    package var isSummerTime: Bool
    /// The wall time there.
    package var local: CivilDateTime
    /// The next change of offset, if the rules know one.
    package var next: ZoneChange?
    /// `--hours`: the meeting's stretches on this zone's clock.
    package var hours: [WallSpan] = []

    /// `isSummerTime`: nil, the reading's own flag.
    package init(
        cca3: String?, cca2: String?, zone: String, comment: String?, reading: ZoneReading, isSummerTime: Bool? = nil, local: CivilDateTime, next: ZoneChange?
    ) {
        self.cca3 = cca3
        self.cca2 = cca2
        self.zone = zone
        self.comment = comment
        self.reading = reading
        self.isSummerTime = isSummerTime ?? reading.isDaylightSaving
        self.local = local
        self.next = next
    }

    /// The row for `history` at `instant`.
    package init(_ place: CountryZone?, cca3: String?, zone: String, history: ZoneHistory, at instant: Int64) {
        let reading = history.reading(at: instant)
        self.init(
            cca3: cca3, cca2: place?.cca2, zone: zone, comment: place?.comment, reading: reading,
            isSummerTime: history.isSummerTime(at: instant),
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
    /// The countries asked for (cca3), or kept by the list options, that the
    /// tz database gives no zone (Bouvet Island): no row, and no part in
    /// `--hours`; stderr says so.
    package var zoneless: [String] = []
    /// Places taken for a country that are also another time's zone (`EST`).
    package var countriesOverZones: [CountryOverZone] = []

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

/// `--hours`: the stretches of one day, in the first place's time, when
/// every place given is within the span, to the minute (09:00-11:30 UTC is
/// 14:30-17:00 in Kolkata), as instants and as the first place's clock.
package struct MeetingHours: Sendable, Equatable {
    package var span: HourSpan
    /// The first place's zone, and its date.
    package var zone: String
    package var date: CivilDateTime
    /// When every place is within the span, in order, none touching.
    package var times: [InstantSpan]
    /// The same on the first place's clock.
    package var local: [WallSpan]

    package init(span: HourSpan, zone: String, date: CivilDateTime, times: [InstantSpan], local: [WallSpan]) {
        self.span = span
        self.zone = zone
        self.date = date
        self.times = times
        self.local = local
    }

    /// The stretches of `date` (its first place's wall date, from its
    /// midnight to the next) when the clock of every one of `places` reads a
    /// time within `span`. A span across midnight is looked for in the day
    /// from its start on `date` (22:00 to 22:00 for `22-6`), so a night is
    /// one stretch, not the ends of two.
    package static func find(_ span: HourSpan, on date: CivilDateTime, in first: ZoneHistory, zone: String, places: [ZoneHistory]) -> MeetingHours {
        let midnight = CivilDateTime(year: date.year, month: date.month, day: date.day).wallSeconds + (span.crossesMidnight ? Int64(span.start * 60) : 0)
        let day = InstantSpan(start: first.resolve(wallTime: midnight).instant, end: first.resolve(wallTime: midnight + 86_400).instant)
        var common = [day]
        for place in places { common = InstantSpan.common(common, within(span, of: place, during: day)) }
        return MeetingHours(
            span: span, zone: zone, date: CivilDateTime(year: date.year, month: date.month, day: date.day),
            times: common, local: common.map { WallSpan($0, in: first) }
        )
    }

    /// When `place`'s clock reads a time within `span`, during `day`: for
    /// each stretch of one offset, the span on each of its local dates (a
    /// span across midnight from the date before, whose night ends in it).
    static func within(_ span: HourSpan, of place: ZoneHistory, during day: InstantSpan) -> [InstantSpan] {
        var found: [InstantSpan] = []
        let from = Int64(span.start * 60), to = Int64(span.end * 60) + (span.crossesMidnight ? 86_400 : 0)
        var start = day.start
        while start < day.end {
            let offset = Int64(place.reading(at: start).offsetSeconds)
            var end = min(place.nextOffsetChange(after: start)?.instant ?? day.end, day.end)
            if end <= start { end = day.end }
            // The local dates this stretch meets, each from its midnight.
            var localDay = (start + offset) >= 0 ? (start + offset) / 86_400 : (start + offset + 1) / 86_400 - 1
            if span.crossesMidnight { localDay -= 1 }
            while localDay * 86_400 + from - offset < end {
                let window = InstantSpan(
                    start: max(start, localDay * 86_400 + from - offset),
                    end: min(end, localDay * 86_400 + to - offset)
                )
                if window.start < window.end {
                    if let last = found.last, last.end == window.start { found[found.count - 1].end = window.end } else { found.append(window) }
                }
                localDay += 1
            }
            start = end
        }
        return found
    }

    /// `09:00-11:30, 14:00-15:00`: the stretches on the first place's clock; none: [].
    package var runs: [String] {
        local.map(\.text)
    }
}

/// A stretch of time: from `start` up to, not including, `end` (seconds since 1970 UTC).
package struct InstantSpan: Sendable, Hashable {
    package var start: Int64
    package var end: Int64

    package init(start: Int64, end: Int64) {
        self.start = start
        self.end = end
    }

    /// What two lists of stretches (each in order, none touching) have in common.
    static func common(_ a: [InstantSpan], _ b: [InstantSpan]) -> [InstantSpan] {
        var found: [InstantSpan] = []
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            let start = max(a[i].start, b[j].start), end = min(a[i].end, b[j].end)
            if start < end { found.append(InstantSpan(start: start, end: end)) }
            if a[i].end < b[j].end { i += 1 } else { j += 1 }
        }
        return found
    }
}

/// A stretch of time on one zone's clock: its start and end as the clock
/// reads them, with the offset of each.
package struct WallSpan: Sendable, Hashable {
    package var start: CivilDateTime
    package var startOffset: Int
    package var end: CivilDateTime
    package var endOffset: Int

    package init(start: CivilDateTime, startOffset: Int, end: CivilDateTime, endOffset: Int) {
        self.start = start
        self.startOffset = startOffset
        self.end = end
        self.endOffset = endOffset
    }

    /// `span` on `zone`'s clock; its end read with the offset before it.
    package init(_ span: InstantSpan, in zone: ZoneHistory) {
        let startOffset = zone.reading(at: span.start).offsetSeconds, endOffset = zone.reading(at: span.end - 1).offsetSeconds
        self.init(
            start: CivilDateTime(wallSeconds: span.start + Int64(startOffset)), startOffset: startOffset,
            end: CivilDateTime(wallSeconds: span.end + Int64(endOffset)), endOffset: endOffset
        )
    }

    /// `14:00-16:30`; an end at the next midnight is 24:00.
    package var text: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let midnight = end.day != start.day && end.hour == 0 && end.minute == 0
        return "\(two(start.hour)):\(two(start.minute))-\(two(midnight ? 24 : end.hour)):\(two(end.minute))"
    }

    /// `2026-07-01T14:00:00+02:00/2026-07-01T16:30:00+02:00`: ISO 8601's interval.
    package var isoText: String {
        start.isoText + ZoneReading.offsetText(startOffset) + "/" + end.isoText + ZoneReading.offsetText(endOffset)
    }
}
