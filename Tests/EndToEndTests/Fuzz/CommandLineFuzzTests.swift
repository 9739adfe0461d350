import Foundation
import Testing

/// Generated command lines (CommandLineGenerator): whatever the arguments and
/// environment, the binary exits with one of CLI.md's statuses, in time, with
/// at most one error line and no escape on stderr, and well-formed output.
@Suite struct CommandLineFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0001

    @Test func fast() throws {
        try run(cases: 150, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(2_000), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        let cacheDirectory = try CountriesBinary.temporaryDirectory().path
        var tally = FuzzTally("command lines", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let (arguments, variables) = CommandLineGenerator.make(&random, cacheDirectory: cacheDirectory)
            let result = try environment.run(arguments, environment: variables)
            let colourAsked = (arguments + Array(variables.values)).contains { $0.localizedCaseInsensitiveContains("always") }
            tally.check(result, "case \(index): " + Shell.line(arguments, environment: variables), colourAsked: colourAsked)
        }
        // Offline runs and failed refreshes write nothing: the cache directory stays empty.
        if let written = try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory), !written.isEmpty {
            tally.damaged("files appeared in an empty cache directory: \(written)", "the whole run")
        }
        tally.finish()
    }
}
