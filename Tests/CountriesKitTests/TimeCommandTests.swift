import CountriesCLI
import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// `time` on the command line: what it parses to, what it refuses, and how
/// the table is printed in each format, data made safe on the way.
@Suite struct TimeCommandTests {
    @Test func time_parsesPlacesAtAndHours_andTheListOptions() throws {
        let parsed = try CommandLineParser.parse(["time", "fr", "Asia/Tokyo", "--at", "2026-07-01T14:00", "--hours", "9-17"])
        #expect(parsed.command == .time(TimeQuery(
            places: ["fr", "Asia/Tokyo"], at: .wallTime(CivilDateTime(year: 2026, month: 7, day: 1, hour: 14)), hours: HourSpan(from: 9, to: 17)
        )))
        let all = try CommandLineParser.parse(["time", "--region", "oceania", "--fields", "zone,offset"])
        #expect(all.command == .time(TimeQuery(countries: ListQuery(region: .oceania))))
        #expect(all.options.timeFields == [.zone, .offset])
    }

    /// Found by a new user: `--route /countries/FRA/time --fields zone` was
    /// refused, while `time fr --fields zone` works. A route's fields are
    /// those of the screen it leads to: a country's clocks, a subdivision.
    @Test func aRoutesFields_areThoseOfItsScreen() throws {
        #expect(try CommandLineParser.parse(["--route", "/countries/FRA/time", "--fields", "zone,offset"]).options.timeFields == [.zone, .offset])
        #expect(try CommandLineParser.parse(["--route", "countries://countries/US-CA", "--fields", "isoName"]).options.subdivisionFields == [.isoName])
        #expect(try CommandLineParser.parse(["--route", "/countries/FRA", "--fields", "cca3"]).options.fields?.map(\.path) == ["cca3"])
        #expect(try CommandLineParser.parse(["--route", "/at/48.85,2.35", "--fields", "country,zone"]).options.pointFields == [.country, .zone])
        #expect(try CommandLineParser.parse(["--route", "/cities/2988507", "--fields", "name"]).options.cityFields == [.name])
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--route", "/countries/FRA/time", "--fields", "cca3"]) }
    }

    @Test func badAtHoursOrFields_areUsageErrors() {
        for arguments in [
            ["time", "fr", "--at", "noon"], ["time", "fr", "--hours", "9-9"], ["time", "fr", "--hours", "9:60-17"], ["time", "--hours", "9-17"],
            ["time", "fr", "--fields", "population"], ["time", "fr", "--refresh"], ["show", "fr", "--at", "14:00"],
            // The list options with places: they choose the countries only when none is named (FINDINGS 26).
            ["time", "fr", "--region", "asia"], ["time", "us", "--limit", "2"], ["time", "jp", "--member", "g7"], ["time", "fr", "--sort", "area"],
            // Before 1970: the histories built in start then (FINDINGS 2).
            ["time", "fr", "--at", "1969-07-01T12:00Z"], ["time", "fr", "--at", "1969-12-31T23:59"], ["time", "fr", "--at", "1970-01-01T00:30+01:00"],
        ] {
            #expect(throws: UsageError.self, "\(arguments)") { try CommandLineParser.parse(arguments) }
        }
        // 1970 itself, to the first second, and a local time on its first day.
        for at in ["1970-01-01T00:00Z", "1970-01-01T00:30", "1970-01-01"] {
            #expect(throws: Never.self, "\(at)") { try CommandLineParser.parse(["time", "fr", "--at", at]) }
        }
    }

    static let paris = ZoneTime(
        cca3: "FRA", cca2: "FR", zone: "Europe/Paris", comment: nil,
        reading: ZoneReading(offsetSeconds: 7200, abbreviation: "CEST", isDaylightSaving: true),
        local: CivilDateTime(year: 2026, month: 7, day: 1, hour: 14),
        next: ZoneChange(instant: TimeZoneRuleTests.utc(2026, 10, 25, 1), reading: ZoneReading(offsetSeconds: 3600, abbreviation: "CET", isDaylightSaving: false))
    )
    static let kolkata = ZoneTime(
        cca3: "IND", cca2: "IN", zone: "Asia/Kolkata", comment: nil,
        reading: ZoneReading(offsetSeconds: 19800, abbreviation: "IST", isDaylightSaving: false),
        local: CivilDateTime(year: 2026, month: 7, day: 1, hour: 17, minute: 30), next: nil
    )
    static let table = TimeTable(instant: TimeZoneRuleTests.utc(2026, 7, 1, 12), rows: [paris, kolkata])

    private func render(_ table: TimeTable, _ system: SystemState) -> String {
        TimeView.text(table, shown: .whole(.snapshot), system: system)
    }

    @Test func aPipe_getsTabSeparatedRows_aTerminalAnAlignedTable() {
        #expect(render(Self.table, SystemState()) == """
        FRA\tEurope/Paris\t2026-07-01 14:00\tCEST\t+02:00\tyes\t2026-10-25T02:00:00+01:00
        IND\tAsia/Kolkata\t2026-07-01 17:30\tIST\t+05:30\tno\t
        """)
        #expect(render(Self.table, SystemState(isTerminal: true)) == """
        NAME    ZONE          LOCAL             ABBR  OFFSET  DST  NEXT
        France  Europe/Paris  2026-07-01 14:00  CEST  +02:00  yes  2026-10-25 +01:00
        India   Asia/Kolkata  2026-07-01 17:30  IST   +05:30
        """)
    }

    /// Found by a new user: `--hours` took neither half hours nor a span
    /// across midnight.
    @Test func hours_takeMinutes_andASpanAcrossMidnight() throws {
        let parsed = try CommandLineParser.parse(["time", "fr", "jp", "--hours", "9:30-17:15"])
        #expect(parsed.command == .time(TimeQuery(places: ["fr", "jp"], hours: HourSpan(startMinute: 570, endMinute: 1035))))
        let night = try CommandLineParser.parse(["time", "fr", "--hours", "22-6"])
        #expect(night.command == .time(TimeQuery(places: ["fr"], hours: HourSpan(startMinute: 1320, endMinute: 360))))
    }

    /// README: "in JSON an array, `null` without `--hours`"; `time paris
    /// --json` had no `hours` key at all.
    @Test func json_alwaysHasHours_nullWithoutThem() {
        #expect(render(Self.table, SystemState(format: .ndjson)).split(separator: "\n").allSatisfy { $0.hasSuffix(",\"hours\":null}") })
        #expect(render(Self.table, SystemState(format: .json)).contains("\"hours\": null"))
        #expect(!render(Self.table, SystemState(format: .csv)).contains("hours"), "CSV and a pipe: with --hours only")
        #expect(!render(Self.table, SystemState()).contains("\t\t\t"))
    }

    @Test func jsonCsvAndFields_writeTheSameRowsAsData() {
        #expect(render(Self.table, SystemState(format: .ndjson, timeFields: [.zone, .dst, .next])) == """
        {"zone":"Europe/Paris","dst":true,"next":"2026-10-25T02:00:00+01:00"}
        {"zone":"Asia/Kolkata","dst":false,"next":null}
        """)
        #expect(render(Self.table, SystemState(format: .csv, timeFields: [.name, .offset])) == "name,offset\r\nFrance,+02:00\r\nIndia,+05:30\r")
    }

    /// A meeting in Paris on 2026-07-01 (CEST, +02:00), from and to the hours and minutes given.
    static func meeting(_ span: HourSpan, from: (Int, Int), to: (Int, Int)) -> MeetingHours {
        let start = TimeZoneRuleTests.utc(2026, 7, 1, from.0 - 2) + Int64(from.1 * 60), end = TimeZoneRuleTests.utc(2026, 7, 1, to.0 - 2) + Int64(to.1 * 60)
        return MeetingHours(
            span: span, zone: "Europe/Paris", date: CivilDateTime(year: 2026, month: 7, day: 1), times: [InstantSpan(start: start, end: end)],
            local: [WallSpan(
                start: CivilDateTime(year: 2026, month: 7, day: 1, hour: from.0, minute: from.1), startOffset: 7200,
                end: CivilDateTime(year: 2026, month: 7, day: 1, hour: to.0, minute: to.1), endOffset: 7200
            )]
        )
    }

    /// The hours: a line after a terminal's rows; in a pipe, CSV and JSON a
    /// field of each row, on that zone's clock, so each format keeps its
    /// one shape: no English line in TSV, an array in JSON (FINDINGS 19).
    @Test func hours_followATerminalsRows_andAreAFieldOfEachRowInData() throws {
        var table = Self.table
        table.meeting = Self.meeting(try #require(HourSpan(from: 9, to: 17)), from: (9, 0), to: (13, 30))
        table.rows[0].hours = table.meeting?.local ?? []
        table.rows[1].hours = [WallSpan(
            start: CivilDateTime(year: 2026, month: 7, day: 1, hour: 12, minute: 30), startOffset: 19800,
            end: CivilDateTime(year: 2026, month: 7, day: 1, hour: 17), endOffset: 19800
        )]
        #expect(render(table, SystemState(isTerminal: true)).hasSuffix("\n\nHours on 2026-07-01 (Europe/Paris) when every place is within 9-17: 09:00-13:30"))
        #expect(render(table, SystemState()) == """
        FRA\tEurope/Paris\t2026-07-01 14:00\tCEST\t+02:00\tyes\t2026-10-25T02:00:00+01:00\t2026-07-01T09:00:00+02:00/2026-07-01T13:30:00+02:00
        IND\tAsia/Kolkata\t2026-07-01 17:30\tIST\t+05:30\tno\t\t2026-07-01T12:30:00+05:30/2026-07-01T17:00:00+05:30
        """)
        #expect(render(table, SystemState(format: .csv, timeFields: [.zone, .hours])) == """
        zone,hours\r\nEurope/Paris,2026-07-01T09:00:00+02:00/2026-07-01T13:30:00+02:00\r\nAsia/Kolkata,2026-07-01T12:30:00+05:30/2026-07-01T17:00:00+05:30\r
        """)
        #expect(render(table, SystemState(format: .ndjson, timeFields: [.zone, .hours])) == """
        {"zone":"Europe/Paris","hours":["2026-07-01T09:00:00+02:00/2026-07-01T13:30:00+02:00"]}
        {"zone":"Asia/Kolkata","hours":["2026-07-01T12:30:00+05:30/2026-07-01T17:00:00+05:30"]}
        """)
        let json = render(table, SystemState(format: .json))
        #expect(json.hasPrefix("[") && json.contains("\"hours\": [\n      \"2026-07-01T09:00:00+02:00/2026-07-01T13:30:00+02:00\""))
        // Without --hours the field is null, and the defaults leave it out.
        #expect(render(Self.table, SystemState(format: .ndjson, timeFields: [.hours])) == "{\"hours\":null}\n{\"hours\":null}")
        #expect(!render(Self.table, SystemState(format: .csv)).contains("hours"))
    }

    /// Text from the data (a zone's comment, its abbreviation) reaches the
    /// terminal through PlainText: an escape sequence in it drives nothing.
    @Test func dataText_isMadeSafe_inEveryTextFormat() {
        var hostile = Self.paris
        hostile.comment = "North\u{1B}]0;owned\u{07}\tpart\nrow"
        hostile.reading.abbreviation = "C\u{1B}[2JEST"
        let table = TimeTable(instant: 0, rows: [hostile])
        for system in [SystemState(timeFields: [.comment, .abbreviation]), SystemState(isTerminal: true), SystemState(format: .csv, timeFields: [.comment])] {
            let text = render(table, system)
            #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"), "\(system.format)")
        }
        #expect(render(table, SystemState(timeFields: [.comment, .abbreviation])).split(separator: "\n").count == 1)
    }

    @Test func aWallTimeSkippedOrRepeated_isSaidOnStderr() {
        var table = Self.table
        table.wallTime = AskedWallTime(time: CivilDateTime(year: 2026, month: 7, day: 1, hour: 14), zone: "Europe/Paris", fit: .repeated)
        #expect(TimeView.wallTimeWarning(table)?.hasPrefix("2026-07-01 14:00 happens twice in Europe/Paris") == true)
        table.wallTime?.fit = .exact
        #expect(TimeView.wallTimeWarning(table) == nil)
    }

    /// `show`: a "Local time" fact, a clock a zone; many zones (the United
    /// States) one line a local time, with how many zones share it.
    @Test func details_giveTheZonesLocalTime_groupedWhereThereAreMany() throws {
        let france = try #require(CountryCatalog.snapshot.country(cca3: "FRA"))
        let lines = CountryDetailsView.lines(france, shown: .whole(.snapshot), system: SystemState(), times: Self.table)
        #expect(lines.contains("Local time        14:00 CEST +02:00 Europe/Paris"))
        let many = (0..<5).map { index in
            var row = Self.kolkata
            row.zone = "Zone/\(index)"
            row.reading.abbreviation = index < 3 ? "AAA" : "BBB"
            row.reading.offsetSeconds = index < 3 ? 0 : 3600
            row.local.hour = index < 3 ? 1 : 2
            return row
        }
        #expect(TimeView.localTimeItems(many) == ["01:30 AAA +00:00 Zone/0 and 2 more", "02:30 BBB +01:00 Zone/3 and 1 more"])
        // West to east, not by the clock's text: Russia at 12:30 UTC has
        // Kamchatka's 00:30 the next day east of Irkutsk's 20:30 (FINDINGS 21).
        let russia = [("Europe/Moscow", 3), ("Asia/Irkutsk", 8), ("Asia/Kamchatka", 12), ("Europe/Kaliningrad", 2)].map { zone, hours in
            var row = Self.kolkata
            row.zone = zone
            row.reading.offsetSeconds = hours * 3600
            row.reading.abbreviation = "+\(hours)"
            row.local = CivilDateTime(wallSeconds: TimeZoneRuleTests.utc(2026, 7, 1, 12, 30) + Int64(hours * 3600))
            return row
        }
        #expect(TimeView.localTimeItems(russia).map { $0.split(separator: " ").last.map(String.init) } == ["Europe/Kaliningrad", "Europe/Moscow", "Asia/Irkutsk", "Asia/Kamchatka"])
        #expect(!CountryDetailsView.lines(france, shown: .whole(.snapshot), system: SystemState()).contains { $0.hasPrefix("Local time") })
    }
}
