import CountriesApp
import CountriesData
import CountriesModel
@testable import CountriesWeb
import CountriesMocks
import Foundation
import Testing

/// Found by fuzzing from outside: a key echoed by a server came through in
/// part (cut to one line before it was scrubbed) or whole (a short key in
/// `Retry-After`). Each test has a host of its own.
@Suite struct KeyScrubbingTests {
    let host = "scrub-\(UUID().uuidString.lowercased()).test"
    static let key = APIKey(value: "rc_test_0123456789abcdefghijklmnopqrstuvwxyzAB", variable: "COUNTRIES_API_KEY")

    private func repository(_ key: APIKey = key) -> V5CountriesWebRepository {
        V5CountriesWebRepository(baseURL: URL(string: "https://\(host)")!, timeout: 5, key: key) { RequestMocking.session() }
    }

    private var firstPage: URL { URL(string: "https://\(host)/countries/v5?limit=100&offset=0&response_fields_omit=leaders")! }

    private func message(status: Int, body: String = "", headers: [String: String] = [:], key: APIKey = key) async throws -> String {
        RequestMocking.add(.init(url: firstPage, status: status, body: body, headers: headers))
        let error = await #expect(throws: APIError.self) { try await repository(key).loadAllCountries { _, _ in } }
        return try #require(error.map { ErrorReport($0).message })
    }

    /// No run of 8 of the key's characters, anywhere, but its kind
    /// (`rc_test_`), which the masked form shows.
    private func leaksNothing(_ text: String, _ key: APIKey = key) -> Bool {
        let value = Array(key.value)
        return !(1...(value.count - 8)).contains { text.contains(String(value[$0..<$0 + 8])) }
    }

    /// The key where the one-line cut falls: 30 of its 45 characters came through.
    @Test func aKeyAtTheEndOfALongMessage_isScrubbedBeforeTheCut() async throws {
        let padding = String(repeating: "x", count: 170)
        let text = try await message(status: 401, body: #"{"errors":[{"message":"\#(padding) \#(Self.key.value) is unknown"}]}"#)
        #expect(leaksNothing(text), "\(text)")
    }

    @Test(arguments: [
        "rc_test_0123456789abcdefghijklmnopqrstuvwxyzAB".addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "",
        "rc%5ftest%5f0123456789abcdefghijklmnopqrstuvwxyzAB",
        "rc_test_0123456789%61%62cdefghijklmnopqrstuvwxyzAB",
    ])
    func aKeyEchoedURLEncoded_isScrubbed(_ echoed: String) async throws {
        let text = try await message(status: 401, body: #"{"errors":[{"message":"Bad key \#(echoed)"}]}"#)
        #expect(!text.contains(echoed), "\(text)")
        #expect(text.contains("rc_test_…yzAB"))
    }

    /// A key of any length is scrubbed: here three characters in Retry-After.
    @Test func aShortKeyEchoedInRetryAfter_isNeverPrinted() async throws {
        let short = APIKey(value: "k9z", variable: "COUNTRIES_API_KEY")
        let text = try await message(status: 429, headers: ["Retry-After": "k9z"], key: short)
        #expect(!text.contains("k9z"), "\(text)")
        #expect(text.contains("retry later"))
    }

    @Test func aKeyEchoedInALegacyErrorPage_isScrubbed() async throws {
        RequestMocking.add(.init(url: firstPage, body: #"{"success":false,"errors":[{"message":"Key \#(Self.key.value) is for v3.1"}]}"#))
        let error = await #expect(throws: APIError.self) { try await repository().loadAllCountries { _, _ in } }
        #expect(error.map { leaksNothing($0.description) } == true, "\(String(describing: error))")
    }

    @Test func scrubbing_masksEveryOccurrence_andLeavesTheRest() {
        let key = APIKey(value: "rc_test_a/b+c=0123456789xyz", variable: "K")
        let text = "a rc_test_a/b+c=0123456789xyz b rc_test_a%2Fb%2Bc%3D0123456789xyz c rc_test_a%2fb%2bc%3d0123456789xyz d"
        #expect(key.scrubbed(from: text) == "a \(key.masked) b \(key.masked) c \(key.masked) d")
        #expect(key.scrubbed(from: "nothing here %zz %") == "nothing here %zz %")
    }

    /// Found by fuzzing: `--base-url http://localhost%00.example.invalid` printed a NUL.
    @Test func anErrorLine_showsControlCharacters_neverSendsThem() {
        let report = ErrorReport(APIError.keyOverPlainHTTP(host: "localhost\u{0}.example\u{1B}[2J.invalid"))
        #expect(report.message.contains("localhost\\x00.example\\x1B[2J.invalid"), "\(report.message)")
        #expect(!report.message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}
