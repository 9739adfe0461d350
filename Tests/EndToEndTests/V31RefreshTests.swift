import Foundation
import Testing

/// `--refresh --api v3.1` against a real HTTP server on 127.0.0.1 that
/// follows a v3.1 server's rules (self-hosted since the public service moved
/// to v5): what reaches the cache, what the user sees, and that a failure
/// never changes a byte of the cache.
@Suite struct V31RefreshTests {
    let countries: CountriesBinary
    let cache: URL

    init() throws {
        countries = try CountriesBinary()
        cache = try CountriesBinary.temporaryDirectory()
    }

    private var cacheFile: URL { cache.appendingPathComponent("countries.json") }

    private func refresh(_ command: [String] = ["list"], from server: FakeServer, _ extra: String...) throws -> CountriesBinary.Output {
        try countries.run(command + ["--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cache.path] + extra)
    }

    private func records(_ url: URL) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [[String: Any]])
    }

    /// A cache from an earlier refresh, with France renamed, to fail over.
    private func earlierCache() throws -> Data {
        let server = try FakeServer("--rename", "FRA=Earlier France")
        #expect(try refresh(from: server).status == 0)
        return try Data(contentsOf: cacheFile)
    }

    @Test func listRefresh_fetchesTheFieldGroups_writesACompleteCache_andShowsIt() throws {
        let server = try FakeServer("--rename", "FRA=Frankland")
        let output = try refresh(from: server)
        #expect(output.status == 0)
        #expect(output.stderr.isEmpty, "a pipe gets no progress")
        #expect(output.lines.count == 250)
        #expect(output.lines.contains("🇫🇷\tFrankland\tFRA\t66351959\tEurope"))
        let requests = (0..<4).compactMap { _ in server.readLine() }
        #expect(requests.count == 4 && requests.allSatisfy { $0.hasPrefix("REQUEST /v3.1/all?fields=cca3,") })
        #expect(Set(requests).count == 4)

        // The same records as the snapshot, key for key, but for the renamed one.
        let cached = try records(cacheFile)
        let snapshot = try records(FakeServer.snapshot)
        #expect(cached.count == 250)
        #expect(Set(cached.map { $0.keys.sorted() }) == Set(snapshot.prefix(1).map { $0.keys.sorted() }))
        let snapshotByCode = Dictionary(uniqueKeysWithValues: snapshot.map { ($0["cca3"] as! String, $0 as NSDictionary) })
        let changed = cached.filter { snapshotByCode[$0["cca3"] as! String] != ($0 as NSDictionary) }.map { $0["cca3"] as! String }
        #expect(changed == ["FRA"])
    }

    @Test func afterARefresh_offlineRunsShowTheRefreshedData_andSayWhereItCameFrom() throws {
        let server = try FakeServer("--rename", "FRA=Frankland")
        #expect(try refresh(from: server).status == 0)
        server.stop()
        let show = try countries.run("show", "fr", "--cache-dir", cache.path)
        #expect(show.status == 0 && show.lines.first == "🇫🇷  Frankland")
        let json = try countries.run("show", "fr", "--json", "--cache-dir", cache.path)
        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(record.keys.count == 35)
        let version = try countries.run("--version", "--cache-dir", cache.path)
        #expect(version.lines.contains { $0.hasPrefix("data: \(cacheFile.path), 250 countries, fetched from \(server.baseURL) (REST Countries v3.1) ") })
    }

    @Test func showRefresh_fetchesThatCountry_andReplacesOnlyItsRecord() throws {
        let before = try records(FakeServer.snapshot)
        let server = try FakeServer("--rename", "DEU=Germania")
        let output = try refresh(["show", "deutschland"], from: server)
        #expect(output.status == 0)
        #expect(output.lines.first == "🇩🇪  Germania")
        #expect(server.readLine() == "REQUEST /v3.1/alpha/DEU")
        let after = try records(cacheFile)
        #expect(after.count == 250)
        let changed = zip(before, after).filter { ($0.0 as NSDictionary) != ($0.1 as NSDictionary) }.map { $0.1["cca3"] as? String }
        #expect(changed == ["DEU"])
        // Only Germany came from the server: --version says so, not "250 fetched".
        let version = try countries.run("--version", "--cache-dir", cache.path)
        #expect(version.lines.contains { $0.hasPrefix("data: \(cacheFile.path), 250 countries: 249 from the built-in REST Countries v3.1 snapshot of 2026-02-25; 1 (DEU) refreshed from \(server.baseURL) (REST Countries v3.1) ") }, "\(version.lines)")
    }

    static let failures: [(server: [String], status: Int32, message: String)] = [
        (["--fail", "status:503"], 69, "answered HTTP 503"),
        (["--fail", "status:404"], 69, "answered HTTP 404"),
        (["--fail", "malformed"], 65, "the body is not JSON"),
        (["--fail", "wrong-shape"], 65, "expected an array of countries"),
        (["--fail", "drop"], 69, "cannot reach"),
        (["--fail", "status:500", "--fail-after", "2"], 69, "answered HTTP 500"),
        (["--omit", "FRA"], 65, "the field groups disagree on the countries (FRA)"),
        (["--fail", "delay:5"], 69, "within 1 s (--timeout)"),
        // Fuzzing found a redirect to another host was followed, and that
        // host's 401 reported as the original URL's: now it is the answer,
        // and the line names where it points.
        (["--fail", "redirect:other-host"], 69, "answered HTTP 302 Found: it points to another host (http://localhost:"),
    ]

    /// Within one host (scheme, host and port), a redirect is followed.
    @Test func aRedirectWithinTheHost_isFollowed() throws {
        let server = try FakeServer("--fail", "redirect:same-host")
        let output = try refresh(from: server)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try records(cacheFile).count == 250)
    }

    @Test(arguments: failures)
    func failedRefresh_exitsWithItsCode_saysWhatAndWhere_andLeavesTheCacheByteForByte(_ failure: (server: [String], status: Int32, message: String)) throws {
        let before = try earlierCache()
        let server = try FakeServer(argumentList: failure.server)
        let output = try refresh(from: server, "--timeout", "1")
        #expect(output.status == failure.status)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.split(separator: "\n").count == 1)
        #expect(output.stderr.contains(failure.message), "\(output.stderr)")
        #expect(output.stderr.contains(server.baseURL))
        #expect(try Data(contentsOf: cacheFile) == before)
        #expect(try CountriesBinary.cacheEntries(cache) == ["countries.index", "countries.json", "countries.origin.json"])
    }

    @Test func serverMessage_isQuoted_onHTTPErrors() throws {
        let server = try FakeServer("--fail", "status:503")
        #expect(try refresh(from: server).stderr.contains("answered HTTP 503 Service Unavailable: Told to fail"))
    }

    @Test func unreachableServer_exits69_andWritesNothing() throws {
        let server = try FakeServer()
        let address = server.baseURL
        server.stop()
        let output = try countries.run("list", "--refresh", "--api", "v3.1", "--base-url", address, "--cache-dir", cache.path)
        #expect(output.status == 69)
        #expect(output.stderr.contains("cannot reach \(address)/v3.1/all"))
        #expect(try CountriesBinary.cacheEntries(cache).isEmpty)
    }

    @Test func cacheThatCannotBeWritten_exits74_namingThePath() throws {
        let blocked = cache.appendingPathComponent("file")
        try Data("a file where the directory should be".utf8).write(to: blocked)
        let server = try FakeServer()
        let output = try countries.run("list", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", blocked.appendingPathComponent("countries").path)
        #expect(output.status == 74)
        #expect(output.stderr.hasPrefix("Error: cannot write the cache \(blocked.path)/countries"))
    }

    /// Fuzzing found `user:secret@` in --base-url written to the origin file
    /// and printed by --version.
    @Test func credentialsInTheBaseURL_areNeitherWrittenNorShown() throws {
        let server = try FakeServer()
        let withCredentials = server.baseURL.replacingOccurrences(of: "http://", with: "http://user:secret@")
        let output = try countries.run("list", "--refresh", "--api", "v3.1", "--base-url", withCredentials, "--cache-dir", cache.path)
        #expect(output.status == 0, "\(output.stderr)")
        let origin = try String(decoding: Data(contentsOf: cache.appendingPathComponent("countries.origin.json")), as: UTF8.self)
        #expect(!origin.contains("secret") && origin.contains(server.baseURL))
        let version = try countries.run("--version", "--api", "v3.1", "--base-url", withCredentials, "--cache-dir", cache.path)
        #expect(!version.stdout.contains("secret"), "\(version.stdout)")
    }

    @Test func badBaseURL_isAUsageError() throws {
        let output = try countries.run("list", "--refresh", "--api", "v3.1", "--base-url", "ftp://example")
        #expect(output.status == 64)
        #expect(output.stderr.hasPrefix("Error: --base-url must be an http or https URL"))
    }

    @Test func severalRefreshesAtOnce_leaveACompleteValidCache() throws {
        let server = try FakeServer()
        let processes = try (0..<4).map { _ in
            let process = Process()
            process.executableURL = countries.executable
            process.arguments = ["list", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cache.path]
            process.environment = ["HOME": countries.home.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        processes.forEach { $0.waitUntilExit() }
        #expect(processes.allSatisfy { $0.terminationStatus == 0 })
        #expect(try records(cacheFile).count == 250)
        #expect(try countries.run("list", "--cache-dir", cache.path).lines.count == 250)
        #expect(try CountriesBinary.cacheEntries(cache) == ["countries.index", "countries.json", "countries.origin.json"])
    }

    @Test func refreshKilledMidway_leavesTheOldCache() throws {
        let before = try earlierCache()
        let server = try FakeServer("--fail", "delay:30")
        let process = Process()
        process.executableURL = countries.executable
        process.arguments = ["list", "--refresh", "--api", "v3.1", "--base-url", server.baseURL, "--cache-dir", cache.path]
        process.environment = ["HOME": countries.home.path]
        try process.run()
        #expect(server.readLine()?.hasPrefix("REQUEST /v3.1/all") == true) // the refresh is under way
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(try Data(contentsOf: cacheFile) == before)
    }
}
