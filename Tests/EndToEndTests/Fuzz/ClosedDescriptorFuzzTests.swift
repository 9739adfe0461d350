import Foundation
import Testing

/// Commands started with some of stdin, stdout and stderr closed (`<&-`,
/// `>&-`, `2>&-`), beside an indexed cache: fuzzing found `browse <&-` ran
/// the cache file, opened as descriptor 0, line by line as commands for 18
/// minutes. Each case ends within its bound, without a crash, browse at
/// once, and with what stderr it has as CLI.md says.
@Suite struct ClosedDescriptorFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0026
    static let commands = [["browse"], ["list"], ["show", "fr"], ["list", "--json"], ["show", "fr", "--json"], ["compare", "fr", "de"],
                           ["--version"], ["help"], ["list", "--format", "csv"], ["show", "atlantis"], ["list", "--bogus"]]
    static let closings: [Set<Int32>] = [[0], [1], [2], [0, 1], [0, 2], [1, 2], [0, 1, 2]]

    @Test func fast() throws {
        try run(cases: 14, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(300), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        let cache = try RefreshedCache.make(CountriesBinary())
        var tally = FuzzTally("closed descriptors", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            // Every closing in turn, so the fast part has each twice.
            let closed = Self.closings[index % Self.closings.count]
            // browse, the one that reads stdin, half the time stdin is closed.
            let command = closed.contains(0) && random.chance(0.5) ? ["browse"] : random.pick(Self.commands)
            let arguments = command + ["--cache-dir", cache.path]
            let input = closed.contains(0) ? nil : random.pick([nil, Data("fra\nquit\n".utf8)])
            let result = try environment.run(arguments, stdin: input, bound: 10, closed: closed)
            let shown = closed.sorted().map { ["<&-", ">&-", "2>&-"][Int($0)] }.joined(separator: " ")
            let reproducer = "case \(index): " + Shell.line(arguments, stdin: input.map { String(decoding: $0, as: UTF8.self) }) + " " + shown
            tally.check(result, reproducer, stderrOpen: !closed.contains(2))
            if arguments[0] == "browse", closed.contains(0), result.seconds > 5 || result.status != 0 {
                tally.wrong("browse with no input went on \(Int(result.seconds)) s, status \(result.status ?? -1)", reproducer)
            }
            if result.stdoutText.contains("\"cca3\"") && !arguments.contains("--json") {
                tally.wrong("a line of the cache reached the output", reproducer)
            }
        }
        tally.finish()
    }
}
