import Foundation
import Testing

/// Fuzzing from outside (issue 33): three pages of 457, 277 and 208 MB grew
/// `list --refresh` to 3.2 GB before it gave up after 42 s. An answer past
/// 16 MB (AnswerLimits) is refused as it arrives, whether its length is said
/// (refused before a byte of the body), chunked, or sent until the
/// connection closes: exit 65 in one line, the cache untouched.
@Suite struct OversizedAnswerTests {
    static let key = ["COUNTRIES_API_KEY": "rc_test_oversized000000000"]

    /// hostile_server.py's `huge` mode: seed % 3 picks the framing, seed / 3 the size (40, 100, 300 MB).
    @Test(arguments: 0..<9)
    func anOversizedAnswer_isRefused_asItArrives_exit65(_ seed: Int) throws {
        let server = try HostileServer(lifetime: 120)
        let environment = try FuzzEnvironment()
        let cache = try CountriesBinary.temporaryDirectory()
        try Data("[]".utf8).write(to: cache.appendingPathComponent("countries.json"))
        for api in ["v5", "v3.1"] {
            let arguments = ["list", "--refresh", "--api", api, "--base-url", server.baseURL(mode: "huge", seed: seed), "--cache-dir", cache.path]
            let result = try environment.run(arguments, environment: Self.key, bound: 20)
            #expect(result.status == 65, "seed \(seed), \(api): \(result.stderr)")
            #expect(result.stderr.hasPrefix("Error: unexpected data from http://127.0.0.1:"), "seed \(seed), \(api): \(result.stderr)")
            // v3.1 asks for its field groups at once: together they may pass 32 MB first.
            let said = [": the answer is larger than 16 MB, far past any list of countries\n", ": the answer is larger than 32 MB with the others of this refresh, far past any list of countries\n"]
            #expect(said.contains { result.stderr.hasSuffix($0) }, "seed \(seed), \(api): \(result.stderr)")
            #expect(try Data(contentsOf: cache.appendingPathComponent("countries.json")) == Data("[]".utf8))
        }
    }
}
