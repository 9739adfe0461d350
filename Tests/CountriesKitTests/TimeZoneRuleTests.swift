import CountriesModel
import Testing

/// The POSIX TZ rules of TZif footers, the zone history around them, and the
/// values `time` reads its options into, each against dates worked out by
/// hand from the rule (not from the code under test).
@Suite struct TimeZoneRuleTests {
    /// Seconds since 1970 of a UTC wall time.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Int64 {
        CivilDateTime(year: year, month: month, day: day, hour: hour, minute: minute).wallSeconds
    }

    @Test func lordHowe_halfHourDaylightSaving_southernHemisphere() throws {
        let rule = try #require(TimeZoneRule("<+1030>-10:30<+11>-11,M10.1.0,M4.1.0"))
        // Summer in January: +11; winter in July: +10:30.
        #expect(rule.reading(at: Self.utc(2030, 1, 15)) == ZoneReading(offsetSeconds: 39600, abbreviation: "+11", isDaylightSaving: true))
        #expect(rule.reading(at: Self.utc(2030, 7, 15)) == ZoneReading(offsetSeconds: 37800, abbreviation: "+1030", isDaylightSaving: false))
        // Starts on the first Sunday of October 2030 (the 6th) at 02:00 local standard (+10:30): 15:30 UTC the 5th.
        #expect(!rule.reading(at: Self.utc(2030, 10, 5, 15, 29)).isDaylightSaving)
        #expect(rule.reading(at: Self.utc(2030, 10, 5, 15, 30)).isDaylightSaving)
        #expect(rule.nextChange(after: Self.utc(2030, 7, 15))?.instant == Self.utc(2030, 10, 5, 15, 30))
    }

    @Test func chatham_45MinuteOffsets_andTheirText() throws {
        let rule = try #require(TimeZoneRule("<+1245>-12:45<+1345>,M9.5.0/2:45,M4.1.0/3:45"))
        #expect(rule.reading(at: Self.utc(2040, 7, 1)).offsetText == "+12:45")
        #expect(rule.reading(at: Self.utc(2040, 1, 1)).offsetText == "+13:45")
        #expect(ZoneReading.offsetText(-12600) == "-03:30")
        #expect(ZoneReading.offsetText(-2670) == "-00:44:30")
        #expect(ZoneReading.offsetText(0) == "+00:00")
    }

    @Test func negativeTimes_andAllYearDaylightSaving() throws {
        // Greenland's 2023 rule: changes at -1:00 and 0:00 local, last Sundays of March and October.
        let nuuk = try #require(TimeZoneRule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0"))
        // Last Sunday of March 2030 is the 31st: -1:00 that day is 23:00 on the 30th local (-02), 01:00 UTC the 31st.
        #expect(!nuuk.reading(at: Self.utc(2030, 3, 31, 0, 59)).isDaylightSaving)
        #expect(nuuk.reading(at: Self.utc(2030, 3, 31, 1, 0)).isDaylightSaving)
        let always = try #require(TimeZoneRule("EST5EDT,0/0,J365/25"))
        for instant in [Self.utc(2030, 1, 1, 0, 0), Self.utc(2030, 1, 1, 5, 0), Self.utc(2030, 7, 1), Self.utc(2030, 12, 31, 23, 59)] {
            #expect(always.reading(at: instant).abbreviation == "EDT", "\(instant)")
        }
        #expect(always.nextChange(after: Self.utc(2030, 7, 1)) == nil)
    }

    @Test func julianAndZeroBasedDays_countTheLeapDayDifferently() throws {
        // J60 is 1 March every year; 59 (from 0) is 1 March, but 29 February in a leap year.
        let julian = try #require(TimeZoneRule("AAA0BBB,J60/0,J300/0"))
        let zeroBased = try #require(TimeZoneRule("AAA0BBB,59/0,J300/0"))
        #expect(!julian.reading(at: Self.utc(2032, 2, 29, 12)).isDaylightSaving)
        #expect(zeroBased.reading(at: Self.utc(2032, 2, 29, 12)).isDaylightSaving)
        #expect(julian.reading(at: Self.utc(2031, 3, 1, 12)).isDaylightSaving)
        #expect(zeroBased.reading(at: Self.utc(2031, 3, 1, 12)).isDaylightSaving)
    }

    @Test func notARule_isNil() {
        for text in ["", "CET", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0", "<+05", "CET-1CEST,M3.5.0,M10.5.0junk"] {
            #expect(TimeZoneRule(text) == nil, "\(text)")
        }
    }

    /// Paris's rule alone: a wall time the spring change skips, one the
    /// autumn change repeats, and one that happens once.
    @Test func wallTimes_skippedRepeatedOrOnce_takeTheEarlierReading() throws {
        let paris = ZoneHistory(initial: ZoneReading(offsetSeconds: 3600, abbreviation: "CET", isDaylightSaving: false), changes: [],
                                rule: TimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(paris.rule != nil)
        let skipped = paris.resolve(wallTime: CivilDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30).wallSeconds)
        #expect(skipped.fit == .skipped)
        #expect(skipped.instant == Self.utc(2026, 3, 29, 1, 30)) // read at +01:00, the offset before
        let repeated = paris.resolve(wallTime: CivilDateTime(year: 2026, month: 10, day: 25, hour: 2, minute: 30).wallSeconds)
        #expect(repeated.fit == .repeated)
        #expect(repeated.instant == Self.utc(2026, 10, 25, 0, 30)) // the first, at +02:00
        let once = paris.resolve(wallTime: CivilDateTime(year: 2026, month: 7, day: 1, hour: 14).wallSeconds)
        #expect(once == (Self.utc(2026, 7, 1, 12), .exact))
        #expect(paris.nextOffsetChange(after: Self.utc(2026, 7, 1))?.instant == Self.utc(2026, 10, 25, 1))
    }

    @Test func atValues_readAsISO8601_instantsWallTimesAndTimesOfDay() {
        #expect(TimeMoment("2026-07-01T14:00Z") == .instant(Self.utc(2026, 7, 1, 14)))
        #expect(TimeMoment("2026-07-01T14:00+02:00") == .instant(Self.utc(2026, 7, 1, 12)))
        #expect(TimeMoment("2026-07-01 14:00:30-0530") == .instant(Self.utc(2026, 7, 1, 19, 30) + 30))
        #expect(TimeMoment("2026-07-01T14:00") == .wallTime(CivilDateTime(year: 2026, month: 7, day: 1, hour: 14)))
        #expect(TimeMoment("2026-07-01") == .wallTime(CivilDateTime(year: 2026, month: 7, day: 1)))
        #expect(TimeMoment("09:30") == .timeOfDay(hour: 9, minute: 30))
        for bad in ["", "tomorrow", "2026-02-30T10:00", "2026-07-01T24:00", "25:00", "2026-07-01T14:00+", "2026-07-01T14:00Zx"] {
            #expect(TimeMoment(bad) == nil, "\(bad)")
        }
        #expect(HourSpan("9-17") == HourSpan(from: 9, to: 17))
        #expect(HourSpan("09:30-17:15") == HourSpan(startMinute: 570, endMinute: 1035))
        #expect(HourSpan("9:30-17:15")?.text == "9:30-17:15")
        #expect(HourSpan("09:00-17:00")?.text == "9-17")
        #expect(HourSpan("22-6") == HourSpan(startMinute: 1320, endMinute: 360))
        #expect(HourSpan("22-6")?.crossesMidnight == true && HourSpan("9-17")?.crossesMidnight == false)
        #expect(HourSpan("20-24") == HourSpan("20-0"), "ending at midnight, either way")
        for bad in ["9", "9-25", "-1-5", "a-b", "9-9", "24-6", "9:60-10", "9:5-10", "9-24:30", "9:30:00-10", "+9-10", ""] {
            #expect(HourSpan(bad) == nil, "\(bad)")
        }
    }

    @Test func meetingHours_areTheHoursWithinTheSpanEverywhere_asRuns() throws {
        let paris = ZoneHistory(initial: ZoneReading(offsetSeconds: 7200, abbreviation: "CEST", isDaylightSaving: true), changes: [], rule: nil)
        let kolkata = ZoneHistory(initial: ZoneReading(offsetSeconds: 19800, abbreviation: "IST", isDaylightSaving: false), changes: [], rule: nil)
        let day = CivilDateTime(year: 2026, month: 7, day: 1)
        // Paris 9-17 and Kolkata (3:30 ahead) 9-17: Paris 09:00 to 13:30, to the minute (FINDINGS 5).
        let meeting = MeetingHours.find(try #require(HourSpan(from: 9, to: 17)), on: day, in: paris, zone: "Europe/Paris", places: [paris, kolkata])
        #expect(meeting.runs == ["09:00-13:30"])
        #expect(meeting.times == [InstantSpan(start: Self.utc(2026, 7, 1, 7), end: Self.utc(2026, 7, 1, 11, 30))])
        // Kolkata and Kathmandu (15 minutes ahead) 9-10: 09:00-09:45 Kolkata; no whole hour fits.
        let kathmandu = ZoneHistory(initial: ZoneReading(offsetSeconds: 20700, abbreviation: "+0545", isDaylightSaving: false), changes: [], rule: nil)
        let short = MeetingHours.find(try #require(HourSpan(from: 9, to: 10)), on: day, in: kolkata, zone: "Asia/Kolkata", places: [kolkata, kathmandu])
        #expect(short.runs == ["09:00-09:45"])
        // A span that the day's change of offset cuts: Paris on 2026-10-25,
        // 01:00-04:00 in Paris and in UTC, clocks back an hour at 03:00 CEST (01:00 UTC).
        let europe = try #require(TimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        let parisRules = ZoneHistory(initial: europe.standard, changes: [], rule: europe)
        let utc = ZoneHistory(initial: ZoneReading(offsetSeconds: 0, abbreviation: "UTC", isDaylightSaving: false), changes: [], rule: nil)
        let autumn = MeetingHours.find(
            try #require(HourSpan(from: 1, to: 4)), on: CivilDateTime(year: 2026, month: 10, day: 25), in: parisRules, zone: "Europe/Paris", places: [parisRules, utc]
        )
        // UTC 01:00-04:00 is Paris 02:00 (CET, after the change) to 05:00; Paris 01:00-04:00 CEST/CET is UTC 23:00-03:00: common UTC 01:00-03:00.
        #expect(autumn.times == [InstantSpan(start: Self.utc(2026, 10, 25, 1), end: Self.utc(2026, 10, 25, 3))])
        #expect(autumn.runs == ["02:00-04:00"])
        let late = MeetingHours.find(try #require(HourSpan(from: 20, to: 24)), on: day, in: paris, zone: "Europe/Paris", places: [paris])
        #expect(late.runs == ["20:00-24:00"])
    }

    /// Found by a new user: `--hours` took neither `9:30-17:15` nor `22-6`.
    @Test func meetingHours_toTheMinute_andAcrossMidnight() throws {
        let paris = ZoneHistory(initial: ZoneReading(offsetSeconds: 7200, abbreviation: "CEST", isDaylightSaving: true), changes: [], rule: nil)
        let kolkata = ZoneHistory(initial: ZoneReading(offsetSeconds: 19800, abbreviation: "IST", isDaylightSaving: false), changes: [], rule: nil)
        let newYork = ZoneHistory(initial: ZoneReading(offsetSeconds: -14400, abbreviation: "EDT", isDaylightSaving: true), changes: [], rule: nil)
        let day = CivilDateTime(year: 2026, month: 7, day: 1)
        // Paris 9:30-17:15 and Kolkata (3:30 ahead) 9:30-17:15: Paris 09:30 to 13:45.
        let half = MeetingHours.find(try #require(HourSpan("9:30-17:15")), on: day, in: paris, zone: "Europe/Paris", places: [paris, kolkata])
        #expect(half.runs == ["09:30-13:45"])
        // Paris's night 22-6 is New York's 16:00-24:00: the night is one stretch, from 22:00 that day.
        let night = MeetingHours.find(try #require(HourSpan("22-6")), on: day, in: paris, zone: "Europe/Paris", places: [paris])
        #expect(night.runs == ["22:00-06:00"])
        #expect(night.times == [InstantSpan(start: Self.utc(2026, 7, 1, 20), end: Self.utc(2026, 7, 2, 4))])
        // Both within 22-6 of their own: Paris 22:00-24:00 is New York 16:00-18:00 (no); Paris 04:00-06:00 is New York 22:00-24:00 (yes).
        let both = MeetingHours.find(try #require(HourSpan("22-6")), on: day, in: paris, zone: "Europe/Paris", places: [paris, newYork])
        #expect(both.runs == ["04:00-06:00"])
        #expect(both.local.first.map { $0.start.day } == 2, "the next morning")
    }

    /// Found by a new user: Ireland showed "DST yes" in winter. The tz
    /// database marks Irish winter time (GMT) as daylight saving behind
    /// Irish Standard Time; the clocks are ahead in summer, and that is
    /// summer time. Paris and Tokyo keep the database's own flag.
    @Test func summerTime_isTheClocksAhead_evenWhereTheDatabaseMarksItTheOtherWay() throws {
        let dublin = try #require(TimeZoneRule("IST-1GMT0,M10.5.0,M3.5.0/1"))
        let ireland = ZoneHistory(initial: dublin.standard, changes: [], rule: dublin)
        #expect(ireland.reading(at: Self.utc(2026, 1, 15, 12)).isDaylightSaving, "the database's own flag, kept")
        #expect(!ireland.isSummerTime(at: Self.utc(2026, 1, 15, 12)))
        #expect(ireland.isSummerTime(at: Self.utc(2026, 7, 15, 12)))
        let europe = try #require(TimeZoneRule("CET-1CEST,M3.5.0,M10.5.0/3"))
        let paris = ZoneHistory(initial: europe.standard, changes: [], rule: europe)
        #expect(paris.isSummerTime(at: Self.utc(2026, 7, 15, 12)) && !paris.isSummerTime(at: Self.utc(2026, 1, 15, 12)))
        let tokyo = ZoneHistory(initial: ZoneReading(offsetSeconds: 32400, abbreviation: "JST", isDaylightSaving: false), changes: [], rule: nil)
        #expect(!tokyo.isSummerTime(at: Self.utc(2026, 7, 15, 12)))
    }
}
