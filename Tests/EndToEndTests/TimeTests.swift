import Foundation
import Testing

/// `time`: the real binary copied alone, with an empty HOME and no system
/// tz database in reach, as CLI.md says: the meeting of three cities on
/// three continents, in a pipe, and the exits.
@Suite struct TimeTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary.copiedAlone()
    }

    @Test func threeCitiesOnThreeContinents_inAPipe_withTheirMeetingHours() throws {
        let output = try countries.run(
            "time", "Europe/Paris", "Asia/Kolkata", "America/New_York", "--at", "2026-07-01T09:00", "--hours", "8-20",
            environment: ["TZ": "Pacific/Kiritimati", "TZDIR": "/nonexistent"]
        )
        #expect(output.status == 0)
        #expect(output.lines == [
            "FRA\tEurope/Paris\t2026-07-01 09:00\tCEST\t+02:00\tyes\t2026-10-25T02:00:00+01:00\t2026-07-01T14:00:00+02:00/2026-07-01T16:30:00+02:00",
            "IND\tAsia/Kolkata\t2026-07-01 12:30\tIST\t+05:30\tno\t\t2026-07-01T17:30:00+05:30/2026-07-01T20:00:00+05:30",
            "USA\tAmerica/New_York\t2026-07-01 03:00\tEDT\t-04:00\tyes\t2026-11-01T01:00:00-05:00\t2026-07-01T08:00:00-04:00/2026-07-01T10:30:00-04:00",
        ])
        #expect(output.stderr.isEmpty)
    }

    /// Kosovo has its zone; Bouvet Island none, said in one line on stderr;
    /// a moment before 1970 is refused in one line (FINDINGS 2, 3).
    @Test func aCountryWithNoZone_isSaidOnStderr_andBefore1970Refused() throws {
        let kosovo = try countries.run("time", "kosovo", "--at", "2026-07-01T12:00Z", "--fields", "country,zone,local")
        #expect(kosovo.lines == ["UNK\tEurope/Belgrade\t2026-07-01 14:00"])
        let bouvet = try countries.run("time", "bv", "fr", "--at", "2026-07-01T12:00Z", "--hours", "9-17", "--fields", "zone")
        #expect(bouvet.status == 0)
        #expect(bouvet.lines == ["Europe/Paris"])
        #expect(bouvet.stderr == "Warning: Bouvet Island (BVT) has no time zone in the tz database: no clock to show, and left out of --hours\n")
        let early = try countries.run("time", "Europe/Paris", "--at", "1969-07-01T12:00Z")
        #expect(early.status == 64)
        #expect(early.stdout.isEmpty)
        #expect(early.stderr.split(separator: "\n").first == "Error: '--at' takes a time from 1970 on, where the tz database's histories start, not '1969-07-01T12:00Z'")
    }

    /// Found by a new user: `--route /countries/FRA/time --fields zone` was
    /// refused (time takes it), and `--route /countries/bvt/time` printed
    /// nothing, with no word, exit 0.
    @Test func aCountrysTimeLink_takesTimesFields_andSaysWhenThereIsNoZone() throws {
        let france = try countries.run("--route", "/countries/FRA/time", "--fields", "zone", "--format", "tsv")
        #expect(france.status == 0 && france.lines == ["Europe/Paris"], "\(france.stderr)")
        let bouvet = try countries.run("--route", "/countries/bvt/time")
        #expect(bouvet.status == 0 && bouvet.stdout.isEmpty)
        #expect(bouvet.stderr == "Warning: Bouvet Island (BVT) has no time zone in the tz database: no clock to show\n")
        let california = try countries.run("--route", "/countries/US-CA", "--fields", "code,isoName", "--format", "tsv")
        #expect(california.status == 0 && california.lines == ["US-CA\tCalifornia"], "\(california.stderr)")
    }

    /// A subdivision's name reads as `show` reads it (FINDINGS 22); a
    /// country's code that is also another time's zone says so, and a link
    /// no country lists is its country's zone (FINDINGS 20).
    @Test func subdivisionsZoneNamesAndLinks_readAsShowReadsThem() throws {
        let bavaria = try countries.run("time", "bavaria")
        #expect(bavaria.status == 1)
        #expect(bavaria.stderr.hasPrefix("Error: 'bavaria' is no country: Bavaria is a state of Germany (DE-BY)"))
        let wales = try countries.run("time", "wales", "--fields", "country,zone")
        #expect(wales.lines == ["GBR\tEurope/London"])
        #expect(wales.stderr == "Warning: Wales is a country of the United Kingdom (GB-WLS): showing the United Kingdom.\n")
        let est = try countries.run("time", "EST", "--fields", "country,zone")
        #expect(est.lines == ["EST\tEurope/Tallinn"])
        #expect(est.stderr.hasPrefix("Warning: 'EST' is Estonia (EST), a country coming first; the zone EST keeps another time: ask for America/"))
        #expect(try countries.run("time", "japan").stderr.isEmpty, "Japan's zone is Japan's clocks: nothing to say")
        // A city's zone (issue 41): Saigon is Ho Chi Minh City.
        #expect(try countries.run("time", "saigon", "--fields", "country,zone").lines == ["VNM\tAsia/Ho_Chi_Minh"])
    }

    @Test func aSkippedWallTime_isSaidOnStderr_andTheEarlierReadingTaken() throws {
        let output = try countries.run("time", "fr", "--at", "2026-03-29T02:30", "--fields", "local,abbreviation")
        #expect(output.status == 0)
        #expect(output.lines == ["2026-03-29 03:30\tCEST"])
        #expect(output.stderr.hasPrefix("Warning: 2026-03-29 02:30 does not happen in Europe/Paris"))
    }

    @Test func unknownPlace_exits1_badAtOrHours_exit64() throws {
        let unknown = try countries.run("time", "Europe/Atlantis")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("Error: no country has the code or name 'Europe/Atlantis'"))
        #expect(try countries.run("time", "fr", "--at", "teatime").status == 64)
        #expect(try countries.run("time", "fr", "--hours", "9-9").status == 64)
        #expect(try countries.run("time", "fr", "--hours", "9-25").status == 64)
    }

    @Test func versionNamesTheRelease_andShowGivesTheLocalTime() throws {
        #expect(try countries.run("--version").stdout.contains("time zones: the built-in IANA tz database 2026f"))
        let show = try countries.run("show", "nz")
        #expect(show.lines.contains { $0.hasPrefix("Local time") && $0.contains("Pacific/Auckland") })
    }

    /// Fuzzing from outside (issue 45): a one-column CSV wrote an empty
    /// value as an empty line, which Python's csv reads as a row of no
    /// field and pandas drops: Japan's row was lost. It is `""`.
    @Test func aOneColumnCSV_writesAnEmptyValue_asTwoQuotes() throws {
        let output = try countries.run("time", "fr", "jp", "--format", "csv", "--fields", "next", "--at", "2026-01-01T00:00Z")
        #expect(output.status == 0)
        #expect(output.stdout == "next\r\n2026-03-29T03:00:00+02:00\r\n\"\"\r\n")
        let two = try countries.run("time", "fr", "jp", "--format", "csv", "--fields", "zone,next", "--at", "2026-01-01T00:00Z")
        #expect(two.stdout.hasSuffix("\r\nAsia/Tokyo,\r\n"), "a row of several fields keeps its empty last cell empty: \(two.stdout)")
    }

    /// Issue 45's observations, each settled one way: `--fields hours`
    /// without `--hours` (an empty column) is a usage error; `--format
    /// table` in a pipe is the terminal's table, which leaves the NAME of
    /// one country's zones out (it would be every row's), keeps it for
    /// several, and keeps it when `--fields` asks.
    @Test func hoursWithoutHours_isAUsageError_andATableInAPipe_isTheTerminals() throws {
        let hours = try countries.run("time", "fr", "--fields", "zone,hours")
        #expect(hours.status == 64)
        #expect(hours.stderr.hasPrefix("Error: '--fields hours' gives the hours '--hours <from>-<to>' finds: give --hours too, or leave hours out\n"))
        #expect(try countries.run("time", "fr", "jp", "--fields", "zone,hours", "--hours", "9-17", "--at", "2026-07-01T09:00").status == 0)
        let one = try countries.run("time", "fr", "--format", "table", "--at", "2026-01-01T00:00Z")
        #expect(one.lines.first?.hasPrefix("ZONE ") == true, "\(one.stdout)")
        let several = try countries.run("time", "fr", "jp", "--format", "table", "--at", "2026-01-01T00:00Z")
        #expect(several.lines.first?.hasPrefix("NAME ") == true, "\(several.stdout)")
        let asked = try countries.run("time", "fr", "--format", "table", "--fields", "name,zone", "--at", "2026-01-01T00:00Z")
        #expect(asked.lines == ["NAME    ZONE", "France  Europe/Paris"])
    }
}
