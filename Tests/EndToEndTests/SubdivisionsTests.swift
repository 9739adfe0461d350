import Foundation
import Testing

/// `subdivisions`, `show` of a subdivision, and a subdivision's name given
/// for a country: the real binary, offline, as CLI.md says.
@Suite struct SubdivisionsTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func subdivisionsUS_inAPipe_are57TabSeparatedLines() throws {
        let output = try countries.run("subdivisions", "us")
        #expect(output.status == 0)
        #expect(output.lines.count == 57)
        #expect(output.lines.contains("US-CA\tCalifornia\tState\t"))
        #expect(output.stderr.isEmpty)
    }

    @Test func antarctica_listsNothing_andSucceeds() throws {
        let output = try countries.run("subdivisions", "aq")
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
    }

    @Test func noSuchCountry_exits1_asShowDoes() throws {
        let output = try countries.run("subdivisions", "atlantis")
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Error: no country has the code or name 'atlantis'"))
    }

    @Test func showGBSCT_namesItsCountryWithItsFlag() throws {
        let output = try countries.run("show", "GB-SCT")
        #expect(output.status == 0)
        #expect(output.lines.contains("Country  🇬🇧 United Kingdom (GBR)"))
        #expect(output.stdout.contains("de: Schottland"))
    }

    @Test func showBavaria_exits1_namingGermanyAndDEBY() throws {
        let output = try countries.run("show", "bavaria")
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Error: 'bavaria' is no country: Bavaria is a state of Germany (DE-BY); show DE-BY or DEU (Germany)\n")
    }

    @Test func showScotland_isTheUnitedKingdom_withOneLineOnStderr() throws {
        let output = try countries.run("show", "scotland")
        #expect(output.status == 0)
        #expect(output.stdout.contains("United Kingdom"))
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.contains("GB-SCT"))
    }
}

/// The built-in membership lists, offline: every count as its source gives it.
@Suite struct MembershipsTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    @Test func eachListsMembers_offline_matchTheCountOfItsSource() throws {
        let counts = [
            "eu": 27, "eurozone": 21, "schengen": 29, "eea": 30, "efta": 4, "oecd": 38, "g7": 7, "g20": 19, "nato": 32,
            "commonwealth": 56, "asean": 11, "african union": 55, "mercosur": 5, "brics": 10, "opec": 12, "un": 193,
        ]
        for (key, count) in counts {
            let output = try countries.run("list", "--member", key)
            #expect(output.status == 0 && output.stderr.isEmpty, "\(key)")
            #expect(output.lines.count == count, "\(key)")
        }
    }

    @Test func memberships_listsEachWithItsDateAndSource() throws {
        let output = try countries.run("memberships")
        #expect(output.status == 0)
        #expect(output.lines.count == 16)
        #expect(output.lines.contains { $0.hasPrefix("nato\tNorth Atlantic Treaty Organization\t32\t2026-01-01\thttps://") })
    }

    @Test func show_offline_hasTheCountrysMemberships() throws {
        let output = try countries.run("show", "no")
        #expect(output.lines.contains { $0.hasPrefix("Memberships") && $0.contains("EFTA") && $0.contains("NATO") && !$0.contains("EU,") })
    }
}
