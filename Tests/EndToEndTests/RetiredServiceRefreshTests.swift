import Foundation
import Testing

/// What the public service answers a client of the retired v3.1 (a 301 to a
/// page saying so, with 200), and a proxy in the environment, against the
/// local stand-ins (Tests/Server, on 127.0.0.1).
@Suite struct RetiredServiceRefreshTests {
    let countries: CountriesBinary
    let cache: URL

    init() throws {
        countries = try CountriesBinary()
        cache = try CountriesBinary.temporaryDirectory()
    }

    private var cacheFile: URL { cache.appendingPathComponent("countries.json") }

    private func run(_ arguments: [String], _ environment: [String: String] = [:]) throws -> CountriesBinary.Output {
        try countries.run(arguments: arguments + ["--cache-dir", cache.path], environment: environment)
    }

    /// The v5 stand-in answers `/v3.1/…` as the service does; a client told
    /// `--api v3.1` with or without a key meets it.
    @Test(arguments: [["list"], ["show", "fr"], ["compare", "fr", "de"]], [[:], ["COUNTRIES_API_KEY": FakeServer.key]])
    func theRetiredV31_isTheServersError_exit69_withTheV5Hint_andTheCacheUntouched(_ command: [String], _ environment: [String: String]) throws {
        let server = try FakeServer.v5()
        #expect(try run(["list", "--refresh", "--base-url", server.baseURL], ["COUNTRIES_API_KEY": FakeServer.key]).status == 0)
        let before = try Data(contentsOf: cacheFile)
        let origin = try Data(contentsOf: cache.appendingPathComponent("countries.origin.json"))

        let output = try run(command + ["--refresh", "--api", "v3.1", "--base-url", server.baseURL], environment)
        #expect(output.status == 69, "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.split(separator: "\n").count == 1, "\(output.stderr)")
        #expect(output.stderr.contains("answered HTTP 200 with an error: This API version has been deprecated"), "\(output.stderr)")
        #expect(output.stderr.contains("use --api v5 with a key in COUNTRIES_API_KEY"))
        #expect(!output.stderr.contains("expected an array"))
        #expect(try Data(contentsOf: cacheFile) == before)
        #expect(try Data(contentsOf: cache.appendingPathComponent("countries.origin.json")) == origin)
    }

    /// Found by fuzzing: with `http_proxy` set, a loopback request went
    /// through the proxy, the key in clear in its header.
    @Test(arguments: FakeServer.API.allCases.filter { $0 != .proxy })
    func aLoopbackServer_isAskedDirectly_neverThroughAProxy(_ api: FakeServer.API) throws {
        let proxy = try FakeServer(.proxy, argumentList: [])
        let server = try FakeServer(api, argumentList: [])
        let environment = ["COUNTRIES_API_KEY": FakeServer.key, "http_proxy": proxy.baseURL, "HTTPS_PROXY": proxy.baseURL, "ALL_PROXY": proxy.baseURL]
        let output = try run(["show", "fr", "--refresh", "--api", api == .v5 ? "v5" : "v3.1", "--base-url", server.baseURL], environment)
        #expect(output.status == 0, "\(output.stderr)")
        proxy.stop()
        #expect(proxy.readLine() == nil, "the proxy was asked")
    }

    /// The service takes the key three ways; only the header's Bearer form
    /// is sent, and never the query form, which logs and histories keep.
    @Test func theKey_goesAsBearer_neverInTheQuery() throws {
        let server = try FakeServer.v5()
        #expect(try run(["list", "--refresh", "--base-url", server.baseURL], ["COUNTRIES_API_KEY": FakeServer.key]).status == 0)
        let logged = (0..<3).compactMap { _ in server.readLine() }
        #expect(logged.count == 3 && logged.allSatisfy { $0.hasSuffix(" auth=ok") && !$0.contains("api-key") }, "\(logged)")
    }
}
