import Foundation
import Testing

/// Ctrl-C and SIGTERM at random moments of `browse`'s start, on a terminal
/// (Tests/Tools/early_signals.py): each ends it, and none leaves the
/// terminal in the alternate screen. One early signal in about 300 was lost
/// while dispatch's signal sources registered; handlers now go in with
/// `sigaction`, before the screen changes.
@Suite struct EarlySignalFuzzTests {
    static let seed = 15

    @Test func fast() throws {
        try run(40)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(Soak.cases(600))
    }

    private func run(_ runs: Int) throws {
        let home = try CountriesBinary.temporaryDirectory()
        let (status, text) = try PythonTool.run("early_signals.py", [CountriesBinary.built.path, "\(runs)", "\(Self.seed)"], environment: ["EARLY_SIGNALS_HOME": home.path])
        let lines = text.split(separator: "\n")
        #expect(status == 0)
        #expect(lines.last.map(String.init) == "runs \(runs) stuck 0 lost 0 alt-screen-left 0", "\(text)")
    }
}
