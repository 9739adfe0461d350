import Foundation
import Testing

/// Refreshes against a misbehaving server (Tests/Server/hostile_server.py):
/// whatever it answers, the binary exits with one of CLI.md's statuses within
/// its timeout, says so in one line without the server's escapes, and either
/// succeeds with a cache it can read (one row a country, none forged) or
/// leaves the cache exactly as it was.
@Suite struct ServerAnswerFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0004
    /// No run of it repeats (`0000` would be found in any number).
    static let key = ["COUNTRIES_API_KEY": "rc_test_fuzzQ7wK2pZr9xLm4vB"]

    @Test func fast() throws {
        try run(cases: 40, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(250), soak: true)
    }

    /// Every answer of a server that echoes the key it was sent (whole,
    /// percent-encoded, at the end of a long message, in a header), for
    /// each API: the key never comes through.
    @Test func aServerEchoingTheKey_neverHasItPrinted() throws {
        let environment = try FuzzEnvironment()
        let server = try HostileServer(lifetime: 200)
        for seed in 0..<16 {
            let cache = try CountriesBinary.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: cache) }
            let arguments = ["list", "--refresh", "--base-url", server.baseURL(mode: "echo-key", seed: seed), "--timeout", "2", "--cache-dir", cache.path]
            let result = try environment.run(arguments, environment: Self.key, bound: 15)
            #expect(result.status != 0, "seed \(seed)")
            #expect(Self.leakedKey(in: result.stdoutText + result.stderr) == nil, "seed \(seed): \(result.stderr)")
        }
    }

    /// A run of 6 of the key's characters past its kind (`rc_test_`, which
    /// the masked form shows), as sent or percent-encoded.
    static func leakedKey(in text: String) -> String? {
        let secret = Array((key["COUNTRIES_API_KEY"] ?? "").dropFirst("rc_test_".count))
        let decoded = text.removingPercentEncoding ?? text
        for start in 0...(secret.count - 6) {
            let run = String(secret[start..<start + 6])
            if text.contains(run) || decoded.contains(run) { return run }
        }
        return nil
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        let server = try HostileServer(lifetime: 120 + cases * 10)
        // A cache of the server's own good answer, to be kept by every failure.
        let template = try CountriesBinary.temporaryDirectory()
        let good = try environment.run(["list", "--refresh", "--base-url", server.baseURL(mode: "good", seed: 0), "--cache-dir", template.path], environment: Self.key, bound: 60)
        try #require(good.status == 0, "\(good.stderr)")
        var tally = FuzzTally("server answers", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let answer = ServerAnswerCase(&random, index: index)
            if KnownOpenFaults.skips(mode: answer.mode) {
                tally.skip()
                continue
            }
            let cache = answer.withCache ? try CacheState.copy(of: template) : try CountriesBinary.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: cache) }
            let before = CacheState(cache)
            let arguments = answer.arguments(server: server, cache: cache.path)
            let reproducer = "case \(index), mode \(answer.mode): python3 Tests/Server/hostile_server.py --data Sources/CountriesSnapshot/countries-v3.1.json & "
                + Shell.line(arguments, environment: Self.key) + (answer.withCache ? " (over a cache from mode good)" : "")
            let result = try environment.run(arguments, environment: Self.key, bound: answer.bound)
            tally.check(result, reproducer)
            if let leak = Self.leakedKey(in: result.stdoutText + result.stderr) {
                tally.wrong("the key came through: \(leak)", reproducer)
            }
            let after = CacheState(cache)
            if result.status != 0 {
                if after != before { tally.damaged("a failed refresh changed the cache: \(before.names) became \(after.names)", reproducer) }
                continue
            }
            // Success: a cache that every offline command reads, one row a record.
            let records = after.recordCount ?? -1
            if answer.command == ["list"], result.stdoutText.split(separator: "\n").count != records {
                tally.wrong("\(result.stdoutText.split(separator: "\n").count) rows for \(records) records", reproducer)
            }
            let offline = try environment.run(["list", "--cache-dir", cache.path])
            tally.check(offline, "reading the cache after " + reproducer, followUp: true)
            if offline.status != 0 || offline.stdoutText.split(separator: "\n").count != records {
                tally.damaged("the new cache reads with status \(offline.status ?? -1), \(offline.stdoutText.split(separator: "\n").count) rows for \(records) records", reproducer)
            }
        }
        tally.finish()
    }
}
