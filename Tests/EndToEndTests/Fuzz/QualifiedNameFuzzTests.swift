import Foundation
import Testing

/// Generated names that carry a second name (`QualifiedNameGenerator`), all
/// answered by one `resolve`: no answer is ever a country the name does not
/// allow (a capital of another, an adjective of no Soviet republic, a
/// country less a city). The resolver's rule: unsure is unknown.
@Suite struct QualifiedNameFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0031_0002

    @Test func fast() throws {
        try run(cases: 1_500, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(20_000), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        #expect(QualifiedNameGenerator.countries.count > 240)
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("qualified names", soak: soak)
        var random = SplitMix64(seed: Self.seed)
        let generated = (0..<cases).map { _ in QualifiedNameGenerator.make(&random) }
        let input = generated.map(\.name).joined(separator: "\n") + "\n"
        let result = try environment.run(["resolve", "--format", "tsv"], stdin: Data(input.utf8), bound: 120)
        let reproducer = Shell.line(["resolve"], stdin: "<\(cases) generated names, seed \(Self.seed)>")
        tally.check(result, reproducer, stderrOpen: result.status != 1)
        let answers = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard answers.count == generated.count else {
            tally.wrong("\(answers.count) answers for \(generated.count) names", reproducer)
            tally.finish()
            return
        }
        var counted: [String: (right: Int, none: Int)] = [:]
        for (asked, line) in zip(generated, answers) {
            let answer = line.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            if !answer.isEmpty, answer != asked.allowed {
                tally.wrong("\(asked.kind): '\(asked.name)' answered \(answer), allowed \(asked.allowed ?? "none")", Shell.line(["resolve", asked.name]))
            }
            counted[asked.kind, default: (0, 0)].right += answer.isEmpty ? 0 : 1
            counted[asked.kind, default: (0, 0)].none += answer.isEmpty ? 1 : 0
        }
        print("qualified names:", counted.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.right) answered, \($0.value.none) none" }.joined(separator: "; "))
        tally.finish()
    }
}
