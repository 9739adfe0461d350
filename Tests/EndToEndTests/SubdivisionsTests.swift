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
        let output = try countries.run("subdivisions", "wakanda")
        #expect(output.status == 1)
        #expect(output.stderr.hasPrefix("Error: no country has the code or name 'wakanda'"))
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
