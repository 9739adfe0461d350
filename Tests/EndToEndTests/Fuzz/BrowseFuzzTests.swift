import Foundation
import Testing

/// Generated sessions fed to `browse` through a pipe (BrowseInputGenerator):
/// it ends with 0 when the input does, within a time that grows with the
/// input's size only, and prints a transcript without escape sequences.
@Suite struct BrowseFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0003

    @Test func fast() throws {
        try run(cases: 30, longest: 20_000, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(200), longest: 2_000_000, soak: true)
    }

    private func run(cases: Int, longest: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("browse input", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let input = BrowseInputGenerator.session(&random, longest: longest)
            let arguments = random.pick([["browse"], ["browse"], ["browse", "--route", RouteGenerator.make(&random)], ["browse", "--locale", "ja"]])
            // A generous bound: 10 s, a second a megabyte of input, and 50 ms
            // a line: a line that names nothing searches every country's
            // names in 26 languages, ~10 ms in a release build and up to ten
            // times that in the debug build tests run, on a loaded machine.
            let lines = input.reduce(0) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
            let result = try environment.run(arguments, stdin: input, bound: 10 + Double(input.count) / 1_000_000 + 0.05 * Double(lines))
            let shownInput = String(decoding: input, as: UTF8.self)
            let reproducer = "case \(index) (\(input.count) bytes of input): " + Shell.line(arguments, stdin: shownInput)
            tally.check(result, reproducer)
            if let status = result.status, ![0, 1, 64].contains(status) {
                tally.wrong("browse from a pipe exits \(status)", reproducer)
            }
        }
        tally.finish()
    }
}
