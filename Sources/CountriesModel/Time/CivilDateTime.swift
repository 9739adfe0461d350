/// A date and a time of day on the proleptic Gregorian calendar, with no
/// zone: what a clock on the wall reads. Seconds since 1970 as if UTC
/// (`wallSeconds`) give it a number to add to and compare; the days come and
/// go by Howard Hinnant's algorithms (`Timestamp.civilDate`).
package struct CivilDateTime: Sendable, Hashable, Comparable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int

    package init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The wall time `seconds` after 1970-01-01 00:00.
    package init(wallSeconds seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds + 1) / 86_400 - 1
        let rest = Int(seconds - days * 86_400)
        let (year, month, day) = Timestamp.civilDate(fromDays: days)
        self.init(year: Int(year), month: Int(month), day: Int(day), hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
    }

    /// Seconds from 1970-01-01 00:00 to this wall time, as if it were UTC.
    package var wallSeconds: Int64 {
        Timestamp.days(fromYear: Int64(year), month: Int64(month), day: Int64(day)) * 86_400
            + Int64(hour * 3600 + minute * 60 + second)
    }

    /// 0 Sunday ... 6 Saturday.
    package var weekday: Int {
        let days = Timestamp.days(fromYear: Int64(year), month: Int64(month), day: Int64(day))
        return Int(((days % 7) + 11) % 7)
    }

    /// `2026-07-01 14:00`: to the minute, as a clock on the wall shows it.
    package var text: String {
        if let text = digits(iso: false) { return text }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(two(month))-\(two(day)) \(two(hour)):\(two(minute))"
    }

    /// `2026-07-01T14:00:00`, for JSON and CSV: ISO 8601 with no offset.
    package var isoText: String {
        if let text = digits(iso: true) { return text }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))"
    }

    /// `text` or `isoText` written digit by digit into the string's bytes
    /// (`time` writes two a row for hundreds of rows); nil for a year
    /// outside 1000...9999, which the interpolations above write.
    private func digits(iso: Bool) -> String? {
        guard (1000...9999).contains(year), min(month, day, hour, minute, second) >= 0,
              max(month, day, hour, minute, second) <= 99 else { return nil }
        let count = iso ? 19 : 16
        return String(unsafeUninitializedCapacity: count) { bytes in
            func put(_ value: Int, at start: Int, width: Int) {
                var value = value
                for place in (start..<start + width).reversed() {
                    bytes[place] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
            }
            put(year, at: 0, width: 4)
            bytes[4] = UInt8(ascii: "-")
            put(month, at: 5, width: 2)
            bytes[7] = UInt8(ascii: "-")
            put(day, at: 8, width: 2)
            bytes[10] = iso ? UInt8(ascii: "T") : UInt8(ascii: " ")
            put(hour, at: 11, width: 2)
            bytes[13] = UInt8(ascii: ":")
            put(minute, at: 14, width: 2)
            if iso {
                bytes[16] = UInt8(ascii: ":")
                put(second, at: 17, width: 2)
            }
            return count
        }
    }

    package static func < (a: CivilDateTime, b: CivilDateTime) -> Bool {
        a.wallSeconds < b.wallSeconds
    }

    static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
