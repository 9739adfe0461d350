import CountriesMocks
import CountriesModel
import CountriesStore
@testable import CountriesUI
import Testing

/// `time` on a terminal fits its width, as a new user at 80 or 40 columns
/// sees it: the meeting of three cities on three continents.
@Suite struct TimeTableFittingTests {
    static let newYork = ZoneTime(
        cca3: "USA", cca2: "US", zone: "America/New_York", comment: "Eastern (most areas)",
        reading: ZoneReading(offsetSeconds: -14400, abbreviation: "EDT", isDaylightSaving: true),
        local: CivilDateTime(year: 2026, month: 7, day: 1, hour: 8),
        next: ZoneChange(instant: TimeZoneRuleTests.utc(2026, 11, 1, 6), reading: ZoneReading(offsetSeconds: -18000, abbreviation: "EST", isDaylightSaving: false))
    )
    private func render(width: Int, fields: [TimeField]? = nil) throws -> [String] {
        var table = TimeTable(instant: TimeZoneRuleTests.utc(2026, 7, 1, 12), rows: [TimeCommandTests.paris, TimeCommandTests.kolkata, Self.newYork])
        table.meeting = TimeCommandTests.meeting(try #require(HourSpan(from: 8, to: 20)), from: (14, 0), to: (16, 30))
        return TimeView.text(table, shown: .whole(.snapshot), system: SystemState(width: width, isTerminal: true, timeFields: fields))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Wider than it: the comment and the name are cut, then the columns
    /// least needed are left out, and the zone is cut last.
    /// At 80 columns: the comment, dst, then the next change, left out, and
    /// dst taken back once that made room (the comment only whole); the name not cut where it need not
    /// be (FINDINGS 18: "United Stat…" in a 62-column table).
    @Test func eightyColumns_leaveOutWhatDoesNotFit_andNoMore() throws {
        let lines = try render(width: 80)
        #expect(lines == [
            "NAME           ZONE              LOCAL             ABBR  OFFSET  DST",
            "France         Europe/Paris      2026-07-01 14:00  CEST  +02:00  yes",
            "India          Asia/Kolkata      2026-07-01 17:30  IST   +05:30",
            "United States  America/New_York  2026-07-01 08:00  EDT   -04:00  yes",
            "",
            "Hours on 2026-07-01 (Europe/Paris) when every place is within 8-20: 14:00-16:30",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    /// A terminal narrower than an answer breaks it, never cuts it.
    @Test func aNarrowTerminal_breaksTheHours_neverCutsThem() throws {
        let lines = try render(width: 10).drop { !$0.isEmpty }
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
        let hours = lines.joined()
        #expect(hours.contains("14:00-16:30") && !hours.contains("…"))
        #expect(TextWrap.unbroken("14:00-16:30,", width: 10) == ["14:00-", "16:30,"])
        #expect(TextWrap.unbroken("(America/Argentina/ComodRivadavia)", width: 10) == ["(America/", "Argentina/", "ComodRivad", "avia)"])
    }

    @Test func fortyColumns_keepTheZoneItsTimeAndOffset_andWrapTheHours() throws {
        let lines = try render(width: 40)
        #expect(lines == [
            "ZONE            LOCAL             OFFSET",
            "Europe/Paris    2026-07-01 14:00  +02:00",
            "Asia/Kolkata    2026-07-01 17:30  +05:30",
            "America/New_Y…  2026-07-01 08:00  -04:00",
            "",
            "Hours on 2026-07-01 (Europe/Paris) when",
            "every place is within 8-20: 14:00-16:30",
        ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    /// Wide enough, nothing is left out; fields asked for are all shown.
    @Test func wideEnough_orFieldsAsked_leaveNothingOut() throws {
        #expect(try render(width: 120).first == "NAME           ZONE              COMMENT               LOCAL             ABBR  OFFSET  DST  NEXT")
        #expect(try render(width: 40, fields: [.zone, .dst, .next]).first == "ZONE              DST  NEXT")
    }
}
