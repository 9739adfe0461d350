import Foundation
import Testing

/// A good cache damaged (CacheFault), then read offline and refreshed: an
/// offline run reports the damage in one line (74) or reads what it can, and
/// never writes; a refresh that fails leaves the damaged cache byte for byte,
/// one that succeeds leaves a cache every command reads.
@Suite struct CacheFaultFuzzTests {
    static let seed: UInt64 = 0xC0FF_EE00_0000_0005
    static let key = ["COUNTRIES_API_KEY": FakeServer.key]
    static let offlineCommands = [["list"], ["show", "fr"], ["list", "--json"], ["show", "fr", "--json"], ["--version"], ["--route", "/countries/fra/neighbors"], ["list", "--sort", "area"]]
    /// fake_restcountries_v5.py --fail modes, "" for a good server.
    static let serverModes = ["", "", "status:500", "malformed", "drop", "duplicate", "short-page", "wrong-shape"]

    @Test func fast() throws {
        try run(cases: 30, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(300), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        let template = try CountriesBinary.temporaryDirectory()
        let good = try FakeServer.v5()
        let made = try environment.run(["list", "--refresh", "--base-url", good.baseURL, "--cache-dir", template.path], environment: Self.key, bound: 60)
        try #require(made.status == 0, "\(made.stderr)")
        var servers: [String: FakeServer] = ["": good]
        var tally = FuzzTally("cache faults", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            let fault = random.pick(CacheFault.allCases)
            let cache = try CacheState.copy(of: template)
            defer { try? FileManager.default.removeItem(at: cache) }
            let damage = try fault.apply(to: cache, &random)
            let before = CacheState(cache)
            let offline = random.pick(Self.offlineCommands) + ["--cache-dir", cache.path]
            let reproducer = "case \(index), \(damage): " + Shell.line(offline)
            let read = try environment.run(offline)
            tally.check(read, reproducer)
            if CacheState(cache) != before { tally.damaged("an offline run changed the cache", reproducer) }
            // Issue 33: every cache that cannot be read or is damaged is said
            // with the remedy; issue 45: a remedy that works, tried on a copy.
            if read.status == 74 {
                try checkTheRemedy(read, offline: offline, cache: cache, reproducer: reproducer, environment: environment, tally: &tally)
            }
            if fault == .hostileNames, offline == ["list", "--cache-dir", cache.path], read.stdoutText.split(separator: "\n").count != before.recordCount {
                tally.wrong("\(read.stdoutText.split(separator: "\n").count) rows for \(before.recordCount ?? -1) records", reproducer)
            }
            guard random.chance(0.5) else { continue }

            let mode = random.pick(Self.serverModes)
            if servers[mode] == nil { servers[mode] = try FakeServer(.v5, argumentList: ["--fail", mode]) }
            let refresh = random.pick([["list"], ["show", "fr"]]) + ["--refresh", "--base-url", servers[mode]!.baseURL, "--timeout", "2", "--cache-dir", cache.path]
            let refreshReproducer = "case \(index), \(damage), then against fake_restcountries_v5.py \(mode.isEmpty ? "(good)" : "--fail " + mode): " + Shell.line(refresh, environment: Self.key)
            let result = try environment.run(refresh, environment: Self.key, bound: 20)
            tally.check(result, refreshReproducer)
            let after = CacheState(cache)
            if result.status != 0 {
                if after != before { tally.damaged("a failed refresh changed the cache: \(before.names) became \(after.names)", refreshReproducer) }
            } else {
                let list = try environment.run(["list", "--cache-dir", cache.path])
                tally.check(list, "reading the cache after " + refreshReproducer, followUp: true)
                if list.status != 0 || list.stdoutText.split(separator: "\n").count != after.recordCount {
                    tally.damaged("after a good refresh the cache reads with status \(list.status ?? -1)", refreshReproducer)
                }
            }
        }
        tally.finish()
    }

    static let refreshRemedy = "; delete it to use the built-in data, or refresh it: countries list --refresh\n"
    static let deleteRemedy = "; delete it to use the built-in data (a refresh can then write the cache)\n"

    /// The remedy exit 74 names, carried out on a copy of the cache: `list
    /// --refresh` (against a good server of its own: the run's stops
    /// answering after a minute, and the soak takes longer), or deleting the
    /// path named; then the offline command reads with 0. (`show fr
    /// --refresh` named `--refresh`, which had just failed.)
    private func checkTheRemedy(
        _ read: BoundedProcess.Result, offline: [String], cache: URL, reproducer: String, environment: FuzzEnvironment, tally: inout FuzzTally
    ) throws {
        // `cp -a`: the FIFOs and links a fault made, copied as they are (read, a FIFO would block).
        let copy = try CountriesBinary.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: copy) }
        let cp = Process()
        cp.executableURL = URL(fileURLWithPath: "/bin/cp")
        cp.arguments = ["-a", cache.path + "/.", copy.path]
        try cp.run()
        cp.waitUntilExit()
        let directory = offline.firstIndex(of: "--cache-dir").map { offline[$0 + 1] } ?? cache.path
        let again = offline.map { $0 == directory ? copy.path : $0 }
        if read.stderr.hasSuffix(Self.refreshRemedy) {
            let server = try FakeServer.v5()
            defer { server.stop() }
            let mend = try environment.run(["list", "--refresh", "--base-url", server.baseURL, "--cache-dir", copy.path], environment: Self.key, bound: 30)
            tally.check(mend, "the remedy after " + reproducer, followUp: true)
            if mend.status != 0 { return tally.wrong("the remedy named, countries list --refresh, failed: \(mend.stderr.prefix(160).debugDescription)", reproducer) }
        } else if read.stderr.hasSuffix(Self.deleteRemedy), let start = read.stderr.range(of: "cannot read the cache: ")?.upperBound,
                  let end = read.stderr.range(of: " is ", range: start..<read.stderr.endIndex)?.lowerBound {
            try? FileManager.default.removeItem(atPath: String(read.stderr[start..<end]).replacingOccurrences(of: cache.path, with: copy.path))
        } else {
            return tally.wrong("exit 74 without a remedy: \(read.stderr.prefix(200).debugDescription)", reproducer)
        }
        let after = try environment.run(again)
        if after.status != 0 { tally.wrong("the remedy named did not mend the cache: then \(after.status ?? -1), \(after.stderr.prefix(160).debugDescription)", reproducer) }
    }
}
