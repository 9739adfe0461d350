import Foundation
import Testing

/// Generated routes (RouteGenerator), alone, with `--json`, and as the start
/// of a `browse` session with no input: a screen and 0, no such country and
/// 1, or a usage error and 64; never anything else.
@Suite struct RouteFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0002

    @Test func fast() throws {
        try run(cases: 80, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(600), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("routes", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let route = RouteGenerator.make(&random)
            let arguments = random.pick([["--route", route], ["--route=" + route], ["--route", route, "--json"], ["browse", "--route", route]])
            let result = try environment.run(arguments)
            let reproducer = "case \(index): " + Shell.line(arguments)
            tally.check(result, reproducer)
            if let status = result.status, ![0, 1, 64].contains(status) {
                tally.wrong("a route exits \(status), not 0, 1 or 64", reproducer)
            }
        }
        tally.finish()
    }
}
