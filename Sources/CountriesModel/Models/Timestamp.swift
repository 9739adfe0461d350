#if canImport(Glibc)
import Glibc
#endif

/// A moment, in seconds since 1970-01-01 UTC: when a refresh fetched, when
/// the program started, and so how old `--version` says the data is.
///
/// The program's own rather than Foundation's `Date`: `countries` links no
/// Foundation module at all, so its Swift runtime can be linked in whole
/// (Package.swift), and this is all it needs of dates.
package struct Timestamp: Sendable, Hashable, Comparable {
    package var secondsSince1970: Double

    package init(secondsSince1970: Double) {
        self.secondsSince1970 = secondsSince1970
    }

    package static func now() -> Timestamp {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Timestamp(secondsSince1970: Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000)
    }

    package func seconds(since earlier: Timestamp) -> Double {
        secondsSince1970 - earlier.secondsSince1970
    }

    package static func < (a: Timestamp, b: Timestamp) -> Bool {
        a.secondsSince1970 < b.secondsSince1970
    }
}

// MARK: - ISO 8601

extension Timestamp {
    private static let secondsPerDay: Int64 = 86_400

    /// `2026-11-01T10:00:00Z`: UTC, whole seconds (a fraction is cut, not
    /// rounded), as the cache's origin file has always written it.
    package var iso8601: String {
        let whole = Int64(secondsSince1970.rounded(.down))
        let days = whole >= 0 ? whole / Self.secondsPerDay : (whole + 1) / Self.secondsPerDay - 1
        let second = whole - days * Self.secondsPerDay
        let (year, month, day) = Self.civilDate(fromDays: days)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60))Z"
    }

    /// Reads `YYYY-MM-DDTHH:MM:SS`, an optional fraction of a second, then
    /// `Z` or an offset (`+01:00`, `-0530`); nil for anything else.
    package init?(iso8601 text: String) {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), (1...12).contains(month), scanner.skip("-"),
              let day = scanner.number(digits: 2), (1...CivilDateTime.daysIn(month: month, year: year)).contains(day),
              scanner.skip("T") || scanner.skip("t"),
              let hour = scanner.number(digits: 2), hour < 24, scanner.skip(":"),
              let minute = scanner.number(digits: 2), minute < 60, scanner.skip(":"),
              let second = scanner.number(digits: 2), second < 60
        else { return nil }
        var fraction = 0.0
        if scanner.skip(".") {
            guard let digits = scanner.digits(), !digits.isEmpty else { return nil }
            fraction = Double("0." + String(decoding: digits, as: UTF8.self)) ?? 0
        }
        var offset: Int64 = 0
        if !(scanner.skip("Z") || scanner.skip("z")) {
            let sign: Int64 = scanner.skip("+") ? 1 : scanner.skip("-") ? -1 : 0
            guard sign != 0, let hours = scanner.number(digits: 2), hours < 24 else { return nil }
            _ = scanner.skip(":")
            guard let minutes = scanner.number(digits: 2), minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.isAtEnd else { return nil }
        let days = Self.days(fromYear: year, month: month, day: day)
        let seconds = days * Self.secondsPerDay + hour * 3600 + minute * 60 + second - offset
        self.init(secondsSince1970: Double(seconds) + fraction)
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01
    /// (Howard Hinnant's `civil_from_days`, for eras of 400 years).
    static func civilDate(fromDays count: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = count + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The inverse: days from 1970-01-01 (`days_from_civil`).
    static func days(fromYear year: Int64, month: Int64, day: Int64) -> Int64 {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension Timestamp {
    /// This moment moved by `seconds` (back, when negative).
    package func advanced(by seconds: Double) -> Timestamp {
        Timestamp(secondsSince1970: secondsSince1970 + seconds)
    }
}
