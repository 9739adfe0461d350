import Foundation
import Testing

/// `resolve` fed huge and hostile lines and columns (HostileColumnGenerator):
/// every case ends within its bound and under 64 MB at its peak, writes an
/// answer for each line or row it owes, never a control raw, and refuses a
/// line or row past 1 MiB with 65, naming the line it begins on, once
/// those before it are written. With the escaping quadratic again, the
/// cases of a 1 MiB line of controls run past the bound; with the limit
/// off, a case of a line past it holds some five times the line.
@Suite struct HostileColumnFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0045

    /// Each shape once.
    @Test func fast() throws {
        try run(cases: HostileColumnGenerator.shapes.count, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(105), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("huge and hostile columns", soak: soak)
        tally.memoryBoundKB = 64 * 1024
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let generated = HostileColumnGenerator.make(&random, index: index)
            let result = try environment.run(generated.arguments, stdin: generated.input, bound: 60)
            let reproducer = "case \(index) (\(generated.what)): \(Shell.line(generated.arguments)) < input"
            // A too-long line's exit 65 owes its error line; exit 1, the summary.
            tally.check(result, reproducer, stderrOpen: result.status != 1, passedThrough: generated.csv)
            guard !result.hung else { continue }
            let answers = HostileColumnGenerator.answers(in: result.stdout, of: generated)
            if answers != generated.answered {
                tally.wrong("\(answers) answers where \(generated.answered) are owed", reproducer)
            }
            let allowed = HostileColumnGenerator.allowedControls(of: generated)
            if result.stdoutText.unicodeScalars.contains(where: { Invariants.isControl($0) && !allowed.contains($0) }) {
                tally.wrong("a raw control on stdout", reproducer)
            }
            if let line = generated.tooLong {
                let named = result.stderr.hasPrefix("Error: ") && result.stderr.contains("line \(line) ") && result.stderr.contains(" too long: ")
                if result.status != 65 || !named {
                    tally.wrong("a line or row past 1 MiB at line \(line): status \(result.status ?? -1), \(result.stderr.prefix(160).debugDescription)", reproducer)
                }
            } else if result.status != 0, result.status != 1 {
                tally.wrong("status \(result.status ?? -1): \(result.stderr.prefix(160).debugDescription)", reproducer)
            }
        }
        tally.finish()
    }
}
