import Foundation
import Testing

/// `city` fed names as people and data sets write them and hostile ones
/// (CityInputGenerator): every case ends within its bound and its memory,
/// exits 0 (a city found for every name) or 1 (its one error line: the
/// tally's check), or 64 for a bad option, and never prints a control raw
/// nor a row of other than its fields. The surface issue 45 asked to be fuzzed as
/// it landed; `at`'s points are `CoordinateGenerator`'s, ready for the same.
@Suite struct CityInputFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_C17E

    @Test func fast() throws {
        try run(cases: 30, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(300), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("city names", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let arguments = CityInputGenerator.make(&random)
            let result = try environment.run(arguments, bound: 20)
            let reproducer = "case \(index): " + Shell.line(arguments)
            tally.check(result, reproducer)
            if let status = result.status, ![0, 1, 64].contains(status) {
                tally.wrong("status \(status): \(result.stderr.prefix(160).debugDescription)", reproducer)
            }
        }
        tally.finish()
    }
}
