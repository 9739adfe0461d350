import Foundation
import Testing

/// Records with an escape or another control in any field (EscapeFieldGenerator),
/// in a cache made by a refresh (so read through the index) or written as
/// JSON (read from it), shown every way: list, show, compare, --json, CSV,
/// --fields with that very field, browse's transcript, and Tab completion's
/// hints on a terminal. Fuzzing found escapes reached the terminal from
/// completion hints and the title, and C1 controls passed raw in JSON. No
/// output may carry one: text strips them, JSON escapes them.
@Suite struct EscapeFieldFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0028

    @Test func fast() throws {
        try run(cases: 8, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(150), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: FakeServer.snapshot)) as? [[String: Any]])
        let environment = try FuzzEnvironment()
        let france = try #require(snapshot.firstIndex { $0["cca3"] as? String == "FRA" })
        var tally = FuzzTally("escapes in data", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            var records = snapshot
            var fields: [String] = [], what: [String] = []
            let other = random.below(records.count)
            for position in [france, other, random.below(records.count)] {
                for _ in 0..<random.int(1...2) {
                    let laced = EscapeFieldGenerator.lace(records[position], &random)
                    records[position] = laced.record
                    fields.append(laced.field)
                    what.append("\(snapshot[position]["cca3"] as? String ?? "?"): \(laced.what)")
                }
            }
            let cache = try CountriesBinary.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: cache) }
            let data = cache.appendingPathComponent("served.json")
            try JSONSerialization.data(withJSONObject: records).write(to: data)
            let refreshed = random.chance(0.5)
            var written = false
            if refreshed {
                let server = try FakeServer(argumentList: ["--data", data.path])
                let refresh = try environment.run(["list", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cache.path])
                server.stop()
                tally.check(refresh, "case \(index), refreshing from a server of \(what)")
                written = refresh.status == 0
            }
            if !written {
                try FileManager.default.moveItem(at: data, to: cache.appendingPathComponent("countries.json"))
            }
            let otherCode = snapshot[other]["cca3"] as? String ?? "DEU"
            let field = random.pick(fields)
            let commands: [[String]] = [
                ["list"], ["show", "fr"], ["show", otherCode], ["list", "--json"], ["show", "fr", "--json"], ["list", "--format", "csv"],
                ["list", "--fields", field], ["show", "fr", "--fields", field], ["list", "--fields", field, "--json"], ["compare", "fr", otherCode],
                ["list", "--search", "fr"], ["list", "--locale", "fra"], ["show", "fr", "--format", "csv"], ["browse"],
            ]
            for _ in 0..<3 {
                let arguments = random.pick(commands) + ["--cache-dir", cache.path]
                let stdin = arguments[0] == "browse" ? "fra\nneighbors\n1\nback\n\(otherCode)\nquit\n" : nil
                let result = try environment.run(arguments, stdin: stdin.map { Data($0.utf8) })
                let reproducer = "case \(index), \(refreshed ? (written ? "refreshed" : "refresh refused, written") : "written") with \(what): " + Shell.line(arguments, stdin: stdin)
                tally.check(result, reproducer)
                // Valid JSON may hold C1 controls, DEL and bidirectional controls raw; a terminal may act on them.
                if result.status == 0, result.stdoutText.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) || Invariants.reordersALine($0) }) {
                    tally.wrong("a raw C1 control, DEL or text that reorders a line on stdout", reproducer)
                }
            }
            if random.chance(0.25) {
                // Typed: the start of a laced common name, so that Tab offers it.
                let names = [france, other].compactMap { (records[$0]["name"] as? [String: Any])?["common"] as? String }
                let typed = names.map { String($0.unicodeScalars.prefix(2)) }.first { $0.count == 2 && !$0.unicodeScalars.contains(where: Invariants.isControl) }
                try TerminalSessions.run("hints" + (typed.map { ":" + $0 } ?? ""), runs: 1, seed: index, cache: cache, into: &tally)
            }
        }
        tally.finish()
    }
}
