/// A POSIX TZ rule, as the footer of a TZif file gives it (RFC 8536 3.3):
/// `CET-1CEST,M3.5.0,M10.5.0/3`, `<+1030>-10:30<+11>-11,M10.1.0,M4.1.0`,
/// `IST-5:30`. It answers for every instant after a zone's last transition.
///
/// std offset [dst [offset] [,start[/time],end[/time]]]; the offsets are
/// west of Greenwich (`-1` is UTC+1); a date is `Jn` (1...365, no 29
/// February), `n` (0...365, counting it) or `Mm.w.d` (month, week 1...5 with
/// 5 the last, weekday 0 Sunday); a time runs from -167 to 167 hours
/// (RFC 8536's extension), 02:00 when left out.
package struct TimeZoneRule: Sendable, Hashable {
    package var standard: ZoneReading
    package var daylight: Daylight?

    package struct Daylight: Sendable, Hashable {
        package var reading: ZoneReading
        package var start: Moment
        package var end: Moment
    }

    /// A day of the year and the local time on it when the change happens.
    package struct Moment: Sendable, Hashable {
        package var date: DateRule
        /// Seconds after that day's local midnight (may be negative or past 24 h).
        package var time: Int
    }

    package enum DateRule: Sendable, Hashable {
        /// 1...365, never counting 29 February.
        case julian(Int)
        /// 0...365, counting 29 February.
        case zeroBased(Int)
        /// Month 1...12, week 1...5 (5: the last), weekday 0 (Sunday)...6.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// nil for text that is not such a rule.
    package init?(_ text: String) {
        var scanner = RuleScanner(Array(text.utf8))
        guard let standardName = scanner.name(), let standardOffset = scanner.offset() else { return nil }
        standard = ZoneReading(offsetSeconds: -standardOffset, abbreviation: standardName, isDaylightSaving: false)
        guard !scanner.isAtEnd else {
            daylight = nil
            return
        }
        guard let daylightName = scanner.name() else { return nil }
        var daylightOffset = -standardOffset + 3600
        if !scanner.peek(",") {
            guard let offset = scanner.offset() else { return nil }
            daylightOffset = -offset
        }
        let reading = ZoneReading(offsetSeconds: daylightOffset, abbreviation: daylightName, isDaylightSaving: true)
        var start = Moment(date: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
        var end = Moment(date: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
        if scanner.skip(",") {
            guard let first = scanner.moment(), scanner.skip(","), let second = scanner.moment() else { return nil }
            start = first
            end = second
        }
        guard scanner.isAtEnd else { return nil }
        daylight = Daylight(reading: reading, start: start, end: end)
    }

    /// The reading at `instant` (seconds since 1970 UTC): the reading of
    /// the last change of the year before, the year and the year after
    /// that is not after it, in the order `changes` gives them.
    package func reading(at instant: Int64) -> ZoneReading {
        guard let daylight else { return standard }
        let year = CivilDateTime(wallSeconds: instant + Int64(standard.offsetSeconds)).year
        var last: Change?
        forEachChange(inYears: year - 1...year + 1, daylight) { change in
            if change.instant <= instant, last.map({ $0 < change }) ?? true { last = change }
        }
        return last?.isDaylight == true ? daylight.reading : standard
    }

    /// The first change after `instant` that alters the offset, the
    /// abbreviation or daylight saving; nil for a rule without changes.
    package func nextChange(after instant: Int64) -> ZoneChange? {
        guard let daylight else { return nil }
        var current = reading(at: instant)
        let year = CivilDateTime(wallSeconds: instant + Int64(standard.offsetSeconds)).year
        var changes: [Change] = []
        changes.reserveCapacity(8)
        forEachChange(inYears: year - 1...year + 2, daylight) { changes.append($0) }
        for change in changes.sorted() where change.instant > instant {
            let after = reading(at: change.instant)
            if after != current { return ZoneChange(instant: change.instant, reading: after) }
            current = after
        }
        return nil
    }

    /// A change of the rule, as a number to order by: its instant; where
    /// one year's end and the next one's start fall at the same instant (all
    /// year daylight saving: `EST5EDT,0/0,J365/25`), the end first; then
    /// the order made in (year, then start before end).
    private struct Change: Comparable {
        let instant: Int64
        let isDaylight: Bool
        let order: Int

        static func < (a: Change, b: Change) -> Bool {
            (a.instant, a.isDaylight ? 1 : 0, a.order) < (b.instant, b.isDaylight ? 1 : 0, b.order)
        }
    }

    /// The changes of these years, in the order made: each year's start of
    /// daylight saving (at a local standard time), then its end (at a
    /// local daylight time). No array: `time` reads hundreds of zones.
    private func forEachChange(inYears years: ClosedRange<Int>, _ daylight: Daylight, _ body: (Change) -> Void) {
        var order = 0
        for year in years {
            let start = Self.dayStart(daylight.start.date, year: year) + Int64(daylight.start.time) - Int64(standard.offsetSeconds)
            let end = Self.dayStart(daylight.end.date, year: year) + Int64(daylight.end.time) - Int64(daylight.reading.offsetSeconds)
            body(Change(instant: start, isDaylight: true, order: order))
            body(Change(instant: end, isDaylight: false, order: order + 1))
            order += 2
        }
    }

    /// Local midnight of the rule's day in `year`, as wall seconds since 1970.
    static func dayStart(_ rule: DateRule, year: Int) -> Int64 {
        let y = Int64(year)
        let january1 = Timestamp.days(fromYear: y, month: 1, day: 1)
        switch rule {
        case let .julian(n):
            let leapDay: Int64 = CivilDateTime.isLeap(y) && n >= 60 ? 1 : 0
            return (january1 + Int64(n - 1) + leapDay) * 86_400
        case let .zeroBased(n):
            return (january1 + Int64(n)) * 86_400
        case let .monthWeekDay(month, week, weekday):
            let first = Timestamp.days(fromYear: y, month: Int64(month), day: 1)
            let firstWeekday = ((first % 7) + 11) % 7
            var day = 1 + (Int64(weekday) - firstWeekday + 7) % 7 + 7 * Int64(week - 1)
            let length = CivilDateTime.daysIn(month: Int64(month), year: y)
            while day > length { day -= 7 }
            return (first + day - 1) * 86_400
        }
    }
}

/// Reads a POSIX TZ rule's parts off its bytes.
private struct RuleScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    func peek(_ character: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: character)
    }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard peek(character) else { return false }
        index += 1
        return true
    }

    /// `CET`, or `<+0530>` (quoted: digits and signs allowed).
    mutating func name() -> String? {
        let start = index
        if skip("<") {
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            guard index < bytes.count, index - start - 1 >= 3 else { return nil }
            let text = String(decoding: bytes[start + 1..<index], as: UTF8.self)
            index += 1
            return text
        }
        while index < bytes.count, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z") { index += 1 }
        guard index - start >= 3 else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// [+-]hh[:mm[:ss]] in seconds.
    mutating func offset() -> Int? {
        let sign = skip("-") ? -1 : (skip("+") ? 1 : 1)
        guard let hours = number(), hours <= 167 else { return nil }
        var seconds = hours * 3600
        if skip(":") {
            guard let minutes = number(), minutes < 60 else { return nil }
            seconds += minutes * 60
            if skip(":") {
                guard let secs = number(), secs < 60 else { return nil }
                seconds += secs
            }
        }
        return sign * seconds
    }

    /// A date, then `/time` or 02:00.
    mutating func moment() -> TimeZoneRule.Moment? {
        let date: TimeZoneRule.DateRule
        if skip("J") {
            guard let n = number(), (1...365).contains(n) else { return nil }
            date = .julian(n)
        } else if skip("M") {
            guard let month = number(), (1...12).contains(month), skip("."),
                  let week = number(), (1...5).contains(week), skip("."),
                  let weekday = number(), (0...6).contains(weekday) else { return nil }
            date = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else {
            guard let n = number(), (0...365).contains(n) else { return nil }
            date = .zeroBased(n)
        }
        var time = 7200
        if skip("/") {
            guard let given = offset() else { return nil }
            time = given
        }
        return TimeZoneRule.Moment(date: date, time: time)
    }

    private mutating func number() -> Int? {
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9"), index - start < 4 {
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > start ? value : nil
    }
}
