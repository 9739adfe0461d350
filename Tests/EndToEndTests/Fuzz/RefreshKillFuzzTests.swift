import Foundation
import Testing

/// `kill -9` of a refresh at a seeded moment from its start to past its end:
/// the cache is then the old one or the complete new one, byte for byte,
/// never a mix; every offline command reads it with 0; and the next refresh
/// removes what the killed one left behind.
@Suite struct RefreshKillFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0006
    static let key = ["COUNTRIES_API_KEY": FakeServer.key]

    @Test func fast() throws {
        try run(cases: 8, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(100), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        // The old cache, France renamed, and the new data a whole refresh writes over it.
        let old = try CountriesBinary.temporaryDirectory()
        let earlier = try FakeServer.v5("--rename", "FRA=Earlier France", "--seed", "1")
        try #require(try environment.run(refreshArguments(earlier, old), environment: Self.key, bound: 60).status == 0)
        let server = try FakeServer.v5("--seed", "1")
        let reference = try CacheState.copy(of: old)
        let whole = try environment.run(refreshArguments(server, reference), environment: Self.key, bound: 60)
        try #require(whole.status == 0)
        let oldData = CacheState(old).entries["countries.json"], newData = CacheState(reference).entries["countries.json"]
        try #require(oldData != newData)

        var tally = FuzzTally("kill -9 during refresh", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let cache = try CacheState.copy(of: old)
            defer { try? FileManager.default.removeItem(at: cache) }
            let moment = Double(random.int(0...1_000)) / 1_000 * whole.seconds * 1.2
            let arguments = refreshArguments(server, cache)
            let reproducer = "case \(index), killed \(Int(moment * 1_000)) ms after the start: " + Shell.line(arguments, environment: Self.key)
            // The bound is the moment: BoundedProcess kills with SIGKILL then.
            let killed = try BoundedProcess(arguments: arguments, environment: environment.variables(Self.key), directory: environment.home, bound: moment).run()
            tally.countCase()
            if !killed.hung && killed.status != 0 {
                tally.check(killed, reproducer, followUp: true)
            }
            let data = CacheState(cache).entries["countries.json"]
            if data != oldData && data != newData {
                tally.damaged("countries.json is neither the old nor the new data (\(data?.count ?? -1) bytes)", reproducer)
            }
            for offline in [["list"], ["--version"], ["show", "fr", "--json"]] {
                let read = try environment.run(offline + ["--cache-dir", cache.path])
                tally.check(read, "\(offline.joined(separator: " ")) after " + reproducer, followUp: true)
                if read.status != 0 { tally.damaged("\(offline.joined(separator: " ")) then exits \(read.status ?? -1): \(read.stderr.prefix(200))", reproducer) }
            }
            // What the killed refresh left, the next one removes (checked a third of the time: a refresh is slow).
            guard random.chance(0.33) else { continue }
            let next = try environment.run(refreshArguments(server, cache), environment: Self.key, bound: 60)
            tally.check(next, "the refresh after " + reproducer, followUp: true)
            if CacheState(cache).names != ["countries.index", "countries.json", "countries.origin.json"] {
                tally.damaged("after the next refresh the cache holds \(CacheState(cache).names)", reproducer)
            }
        }
        tally.finish()
    }

    private func refreshArguments(_ server: FakeServer, _ cache: URL) -> [String] {
        ["list", "--refresh", "--base-url", server.baseURL, "--cache-dir", cache.path]
    }
}
