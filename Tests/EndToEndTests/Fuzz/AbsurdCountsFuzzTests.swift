import Foundation
import Testing

/// France with thousands of entries in one list (AbsurdCountsGenerator):
/// written as a cache, every view of it ends within the bound (each is linear
/// in what it shows: quadratic, 40,000 memberships took 29 s); served by a
/// server, the refresh refuses it as data it cannot understand (65) and
/// writes nothing.
@Suite struct AbsurdCountsFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0033

    @Test func fast() throws {
        try run(cases: 4, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(40), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: FakeServer.snapshot)) as? [[String: Any]])
        let france = try #require(snapshot.firstIndex { $0["cca3"] as? String == "FRA" })
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("absurd counts", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let field = AbsurdCountsGenerator.fields[index % AbsurdCountsGenerator.fields.count]
            let count = random.int(20_000...60_000)
            var records = snapshot
            records[france] = AbsurdCountsGenerator.swell(records[france], field: field, count: count)
            let cache = try CountriesBinary.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: cache) }
            let what = "France with \(count) entries in \(field)"
            let data = cache.appendingPathComponent("served.json")
            try JSONSerialization.data(withJSONObject: records).write(to: data)
            if random.chance(0.5) {
                let server = try FakeServer(argumentList: ["--data", data.path])
                let stored = cache.appendingPathComponent("refreshed")
                let arguments = ["show", "fr", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", stored.path]
                let refresh = try environment.run(arguments, bound: 30)
                server.stop()
                let reproducer = "case \(index), a server of \(what): " + Shell.line(arguments)
                tally.check(refresh, reproducer)
                if refresh.status != 65 || !refresh.stderr.contains("more than the 1000 a record may hold") {
                    tally.wrong("status \(refresh.status ?? -1), not 65 for absurd counts: \(refresh.stderr.prefix(200).debugDescription)", reproducer)
                }
                if FileManager.default.fileExists(atPath: stored.appendingPathComponent("countries.json").path) {
                    tally.damaged("a refused refresh wrote a cache", reproducer)
                }
                continue
            }
            try FileManager.default.moveItem(at: data, to: cache.appendingPathComponent("countries.json"))
            let commands: [[String]] = [
                ["show", "fr"], ["compare", "fr", "de"], ["show", "fr", "--fields", field], ["list", "--fields", "cca3," + field],
                ["show", "fr", "--json"], ["list", "--format", "csv", "--fields", field], ["browse"],
            ]
            for _ in 0..<3 {
                let arguments = random.pick(commands) + ["--cache-dir", cache.path]
                let stdin = arguments[0] == "browse" ? "fra\nquit\n" : nil
                let result = try environment.run(arguments, stdin: stdin.map { Data($0.utf8) })
                let reproducer = "case \(index), a cache of \(what): " + Shell.line(arguments, stdin: stdin)
                tally.check(result, reproducer)
                if result.status != 0 { tally.wrong("status \(result.status ?? -1): \(result.stderr.prefix(200).debugDescription)", reproducer) }
            }
        }
        tally.finish()
    }
}
