import CountriesApp
import CountriesData
import CountriesModel
@testable import CountriesWeb
import CountriesMocks
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// What a refresh reads is bounded as it arrives (AnswerLimits), through
/// `RequestMocking`: an answer past 16 MB, one whose length says so, and
/// answers past 32 MB together are data the refresh does not understand.
@Suite struct AnswerLimitsTests {
    let host = "limits-\(UUID().uuidString.lowercased()).test"
    static let key = APIKey(value: "rc_test_0123456789abcdef", variable: "COUNTRIES_API_KEY")

    private func repository() -> V5CountriesWebRepository {
        V5CountriesWebRepository(baseURL: URL(string: "https://\(host)")!, timeout: 20, key: Self.key) { RequestMocking.session() }
    }

    private func pageURL(offset: Int) -> URL {
        URL(string: "https://\(host)/countries/v5?limit=100&offset=\(offset)&response_fields_omit=leaders")!
    }

    /// A valid page of `records`, padded past `megabytes` with a field no one reads.
    private func page(_ records: [String], total: Int, offset: Int, megabytes: Double) -> String {
        let envelope = V5CountriesWebRepositoryTests.envelope(records, total: total, limit: 100, offset: offset)
        return String(envelope.dropLast()) + #","padding":""# + String(repeating: "x", count: Int(megabytes * 1_048_576)) + #""}"#
    }

    @Test func anAnswerPast16MB_isADataError() async throws {
        RequestMocking.add(.init(url: pageURL(offset: 0), body: page([V5CountriesWebRepositoryTests.record("FRA", "France")], total: 1, offset: 0, megabytes: 16)))
        let error = await #expect(throws: APIError.self) { try await repository().loadAllCountries { _, _ in } }
        #expect(error.map { ErrorReport($0).exitCode } == .dataError)
        #expect(error?.description.contains("the answer is larger than 16 MB, far past any list of countries") == true, "\(String(describing: error))")
    }

    @Test func anAnswerJustUnder16MB_isRead() async throws {
        RequestMocking.add(.init(url: pageURL(offset: 0), body: page([V5CountriesWebRepositoryTests.record("FRA", "France")], total: 1, offset: 0, megabytes: 15.9)))
        #expect(try await repository().loadAllCountries { _, _ in }.map(\.country.cca3) == ["FRA"])
    }

    /// Refused on the length it says, before its body is read.
    @Test func anAnswerThatSaysItIsPast16MB_isADataError() async throws {
        let body = V5CountriesWebRepositoryTests.envelope([V5CountriesWebRepositoryTests.record("FRA", "France")], total: 1, limit: 100)
        RequestMocking.add(.init(url: pageURL(offset: 0), body: body, headers: ["Content-Length": "\(1 << 30)"]))
        let error = await #expect(throws: APIError.self) { try await repository().loadAllCountries { _, _ in } }
        #expect(error?.description.contains("the answer is larger than 16 MB") == true, "\(String(describing: error))")
    }

    /// Pages each within the limit, past 32 MB together.
    @Test func answersPast32MBTogether_areADataError() async throws {
        for offset in 0..<4 {
            let record = V5CountriesWebRepositoryTests.record("A\(offset)A", "Country \(offset)")
            RequestMocking.add(.init(url: pageURL(offset: offset), body: page([record], total: 4, offset: offset, megabytes: 10)))
        }
        let error = await #expect(throws: APIError.self) { try await repository().loadAllCountries { _, _ in } }
        #expect(error.map { ErrorReport($0).exitCode } == .dataError)
        #expect(error?.description.contains("the answer is larger than 32 MB with the others of this refresh") == true, "\(String(describing: error))")
    }
}
