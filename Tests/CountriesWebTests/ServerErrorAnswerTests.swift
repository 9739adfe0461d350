import CountriesApp
import CountriesCLI
import CountriesData
import CountriesModel
@testable import CountriesWeb
import CountriesMocks
import Foundation
import Testing

/// Answers that say they failed whatever their status (the retired v3.1
/// host's page: `"success": false` with 200), and the spent quota's 403.
/// Each test has a host of its own.
@Suite struct ServerErrorAnswerTests {
    let host = "errors-\(UUID().uuidString.lowercased()).test"
    var base: URL { URL(string: "https://\(host)")! }
    static let key = APIKey(value: "rc_test_0123456789abcdef", variable: "COUNTRIES_API_KEY")
    static let legacy = #"{"success":false,"data":null,"errors":[{"message":"This API version has been deprecated. Please visit https://restcountries.com/docs/legacy-api-deprecation for more."}]}"#

    private var v5: V5CountriesWebRepository {
        V5CountriesWebRepository(baseURL: base, timeout: 5, key: Self.key) { RequestMocking.session() }
    }

    private var v31: V31CountriesWebRepository {
        V31CountriesWebRepository(baseURL: base, timeout: 5) { RequestMocking.session() }
    }

    private var firstPage: URL { URL(string: "https://\(host)/countries/v5?limit=100&offset=0&response_fields_omit=leaders")! }

    /// The retired host's page, where a redirect leads: 200, and an error.
    @Test func v31_theLegacyPage_isTheServersError_exit69_withTheV5Hint() async throws {
        for fields in CountryRecordShape.fieldGroups {
            let url = URL(string: "https://\(host)/v3.1/all?fields=\(fields.joined(separator: ","))")!
            RequestMocking.add(.init(url: url, body: Self.legacy))
        }
        let error = await #expect(throws: APIError.self) { try await v31.loadAllCountries { _, _ in } }
        let report = try #require(error.map(ErrorReport.init))
        #expect(report.exitCode == .unavailable)
        #expect(report.message.contains("answered HTTP 200 with an error: This API version has been deprecated"), "\(report.message)")
        #expect(report.message.contains("use --api v5 with a key in COUNTRIES_API_KEY"))
        #expect(!report.message.contains("expected an array"))
    }

    @Test func v31_oneCountry_theLegacyPage_isTheServersError() async throws {
        RequestMocking.add(.init(url: base.appendingPathComponent("v3.1/alpha/FRA"), body: Self.legacy))
        let error = await #expect(throws: APIError.self) { try await v31.loadCountry(cca3: "FRA") }
        #expect(error.map { ErrorReport($0).exitCode } == .unavailable)
        #expect(error?.description.contains("deprecated") == true)
    }

    /// Either sign is enough: `success: false` alone, or `errors` alone.
    @Test(arguments: [#"{"success":false,"data":null}"#, #"{"errors":[{"message":"Something broke"}],"data":{"objects":[]}}"#])
    func v5_anAnswerThatSaysItFailed_isTheServersError_notData(_ body: String) async throws {
        RequestMocking.add(.init(url: firstPage, body: body))
        let error = await #expect(throws: APIError.self) { try await v5.loadAllCountries { _, _ in } }
        #expect(error.map { ErrorReport($0).exitCode } == .unavailable)
        #expect(error?.description.contains("answered HTTP 200 with an error") == true, "\(String(describing: error))")
    }

    @Test func quota_a403ThatSaysSo_exit77_sayingWhenItResets() async throws {
        RequestMocking.add(.init(url: firstPage, status: 403, body: #"{"errors":[{"message":"Your account is frozen: monthly quota spent."}]}"#,
                                 headers: ["Retry-After": "Tue, 01 Dec 2026 00:00:00 GMT"]))
        let error = await #expect(throws: APIError.self) { try await v5.loadAllCountries { _, _ in } }
        let report = try #require(error.map(ErrorReport.init))
        #expect(report.exitCode == .noPermission)
        #expect(report.message.contains("the key's monthly quota is spent (the free plan allows 500 requests a month"), "\(report.message)")
        #expect(report.message.contains("it resets at Tue, 01 Dec 2026 00:00:00 GMT"))
    }

    @Test func quota_withoutAResetTime_saysTheMonthlyCycle() async throws {
        RequestMocking.add(.init(url: firstPage, status: 403, body: #"{"errors":[{"message":"Quota exceeded"}]}"#))
        let error = await #expect(throws: APIError.self) { try await v5.loadAllCountries { _, _ in } }
        #expect(error?.description.hasSuffix("it resets when the monthly cycle does") == true, "\(String(describing: error))")
    }

    /// A premium field's 403 is not a spent quota.
    @Test func a403ForAnythingElse_staysAKeyRefusal() async throws {
        RequestMocking.add(.init(url: firstPage, status: 403, body: #"{"errors":[{"message":"leaders is a premium field"}]}"#))
        let error = await #expect(throws: APIError.self) { try await v5.loadAllCountries { _, _ in } }
        guard case .keyRefused? = error else { Issue.record("\(String(describing: error))"); return }
    }
}
