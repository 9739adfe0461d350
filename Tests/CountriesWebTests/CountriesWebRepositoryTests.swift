import CountriesApp
import CountriesData
import CountriesJSON
@testable import CountriesWeb
import CountriesMocks
import Foundation
import Testing

/// The web repository through `RequestMocking`: URLs built right, both answer
/// shapes read, every failure typed. Each test has a host of its own.
@Suite struct CountriesWebRepositoryTests {
    let host = "countries-\(UUID().uuidString.lowercased()).test"
    var base: URL { URL(string: "https://\(host)")! }

    private func repository() -> V31CountriesWebRepository {
        V31CountriesWebRepository(baseURL: base, timeout: 5) { RequestMocking.session() }
    }

    private func allURL(_ fields: [String]) -> URL {
        URL(string: "https://\(host)/v3.1/all?fields=\(fields.joined(separator: ","))")!
    }

    /// The snapshot's records as the live API answers one field group.
    private func groupBody(_ fields: [String], countries: [String] = ["FRA", "DEU"], drop: String? = nil) throws -> String {
        let snapshot = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: snapshotURL)) as? [[String: Any]])
        let records = snapshot.filter { countries.contains($0["cca3"] as! String) }.map { record in
            record.filter { fields.contains($0.key) && $0.key != drop }
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: records), as: UTF8.self)
    }

    private let snapshotURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CountriesSnapshot/countries-v3.1.json")

    @Test func fieldGroups_coverEveryField_tenAtMost_eachWithTheKey() {
        let groups = CountryRecordShape.fieldGroups
        #expect(groups.count == 4)
        #expect(groups.allSatisfy { $0.count <= 10 && $0.first == "cca3" })
        #expect(Set(groups.flatMap { $0 }) == Set(CountryRecordShape.fields.map(\.name)))
    }

    @Test func loadAll_asksEachGroupOnce_mergesByCca3_andReportsProgress() async throws {
        for fields in CountryRecordShape.fieldGroups {
            RequestMocking.add(.init(url: allURL(fields), body: try groupBody(fields)))
        }
        let progress = ProgressLog()
        let records = try await repository().loadAllCountries { answered, requests in progress.append(answered, requests) }
        let countries = records.map(\.country)

        #expect(countries.map(\.cca3) == ["DEU", "FRA"])
        #expect(countries.last?.name.common == "France")
        #expect(countries.last?.capitals == ["Paris"])
        #expect(records.last?.translations["jpn"]?.common == "フランス")
        #expect(Set(RequestMocking.requests(toHost: host)) == Set(CountryRecordShape.fieldGroups.map(allURL)))
        #expect(await progress.entries == [[0, 4], [1, 4], [2, 4], [3, 4], [4, 4]])
    }

    /// Whichever group lacks it, the first and the last included.
    @Test(arguments: CountryRecordShape.fieldGroups.indices)
    func loadAll_aCountryMissingFromAnyOneGroup_isADataError(_ lacking: Int) async throws {
        for (index, fields) in CountryRecordShape.fieldGroups.enumerated() {
            RequestMocking.add(.init(url: allURL(fields), body: try groupBody(fields, countries: index == lacking ? ["FRA"] : ["FRA", "DEU"])))
        }
        let error = await #expect(throws: APIError.self) { try await repository().loadAllCountries { _, _ in } }
        #expect(error.map { ErrorReport($0).exitCode } == .dataError)
        #expect(error?.description.contains("disagree on the countries (DEU)") == true, "\(String(describing: error))")
    }

    @Test func loadAll_aFieldMissingFromARecord_isADataError() async throws {
        for (index, fields) in CountryRecordShape.fieldGroups.enumerated() {
            RequestMocking.add(.init(url: allURL(fields), body: try groupBody(fields, drop: index == 1 ? fields[1] : nil)))
        }
        let error = await #expect(throws: APIError.self) { try await repository().loadAllCountries { _, _ in } }
        #expect(error?.description.contains("has no '\(CountryRecordShape.fieldGroups[1][1])'") == true)
    }

    @Test func loadCountry_acceptsAnArrayOfOne_withEmptyValuesLeftOut() async throws {
        // As the live API answers /alpha without fields: no capital, no borders, Java numbers.
        RequestMocking.add(.init(url: base.appendingPathComponent("v3.1/alpha/ATA"), body: """
            [{"name":{"common":"Antarctica","official":"Antarctica"},"cca2":"AQ","cca3":"ATA","ccn3":"010",
              "region":"Antarctic","area":1.4E7,"population":1300,"idd":{},"flag":"\\uD83C\\uDDE6\\uD83C\\uDDF6"}]
            """))
        let fetched = try await repository().loadCountry(cca3: "ATA")
        let country = fetched.country
        #expect(country.name.common == "Antarctica" && country.flag == "🇦🇶" && country.area == 14_000_000)
        let record = try #require(try JSONSerialization.jsonObject(with: Data(fetched.text.utf8)) as? [String: Any])
        #expect(record.keys.count == 35, "normalised to the snapshot's keys")
        #expect(record["capital"] as? [String] == [])
        #expect((record["postalCode"] as? [String: Any])?.keys.sorted() == ["format", "regex"])
    }

    @Test func loadCountry_acceptsABareObject() async throws {
        RequestMocking.add(.init(url: base.appendingPathComponent("v3.1/alpha/FRA"), body: #"{"name":{"common":"France","official":"French Republic"},"cca3":"FRA"}"#))
        #expect(try await repository().loadCountry(cca3: "FRA").country.name.common == "France")
    }

    static let failures: [(RequestMocking.Mock.Answer, String)] = [
        (.response(status: 404, body: Data(#"{"message":"Not Found","status":404}"#.utf8)), "answered HTTP 404 Not Found: Not Found"),
        (.response(status: 500, body: Data("oops".utf8)), "answered HTTP 500"),
        (.response(status: 200, body: Data("<html>".utf8)), "the body is not JSON"),
        (.response(status: 200, body: Data("[1, 2]".utf8)), "expected one country"),
        (.response(status: 200, body: Data(#"[{"cca3": "DEU", "name": {"common": "Germany"}}]"#.utf8)), "expected the record of FRA"),
        (.failure(.timedOut), "within 5 s"),
        (.failure(.cannotConnectToHost), "connection refused"),
        (.failure(.networkConnectionLost), "the connection was dropped"),
    ]

    @Test(arguments: failures)
    func loadCountry_failures_areTypedAndNameTheURL(_ answer: RequestMocking.Mock.Answer, _ message: String) async throws {
        let url = base.appendingPathComponent("v3.1/alpha/FRA")
        RequestMocking.add(RequestMocking.Mock(url: url, answer: answer))
        let error = await #expect(throws: APIError.self) { try await repository().loadCountry(cca3: "FRA") }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        #expect(error?.description.contains(url.absoluteString) == true)
    }

    @Test func malformedTranslations_areADataError_thoughTheyAreDecodedLazily() async {
        RequestMocking.add(.init(url: base.appendingPathComponent("v3.1/alpha/FRA"), body: #"{"name":{"common":"France","official":"French Republic"},"cca3":"FRA","translations":{"deu":5}}"#))
        let error = await #expect(throws: APIError.self) { try await repository().loadCountry(cca3: "FRA") }
        #expect(error.map { ErrorReport($0).exitCode } == .dataError)
    }

    @Test func aKeyRefusal_fromAV31Server_pointsToV5_notToAKeyItWasNeverSent() async throws {
        RequestMocking.add(.init(url: base.appendingPathComponent("v3.1/alpha/FRA"), status: 401, body: #"{"errors":[{"message":"Authorization key required."}]}"#))
        let error = await #expect(throws: APIError.self) { try await repository().loadCountry(cca3: "FRA") }
        let report = try #require(error.map(ErrorReport.init))
        #expect(report.exitCode == .noPermission)
        #expect(report.message.hasSuffix("answered HTTP 401 Unauthorized: Authorization key required; no key is sent to a v3.1 server: if this one speaks v5, use --api v5 with a key in COUNTRIES_API_KEY"))
        #expect(RequestMocking.fullRequests(toHost: host).allSatisfy { $0.value(forHTTPHeaderField: "Authorization") == nil })
    }

    @Test func aRetiredServersWords_areQuoted_whenItAnswersWithAMessageInsteadOfCountries() async throws {
        for fields in CountryRecordShape.fieldGroups {
            RequestMocking.add(.init(url: allURL(fields), body: #"{"message":"v3.1 is no longer served.\nUse v5.","status":200}"#))
        }
        let error = await #expect(throws: APIError.self) { try await repository().loadAllCountries { _, _ in } }
        #expect(error.map { ErrorReport($0).exitCode } == .dataError)
        #expect(error?.description.hasSuffix("expected an array of countries; the server says: v3.1 is no longer served. Use v5.") == true, "\(String(describing: error))")
    }

    /// Fuzzing found `user:secret@` in --base-url printed in errors and --version.
    @Test func credentialsInTheServersURL_neverShowInAMessage() async throws {
        let withCredentials = V31CountriesWebRepository(baseURL: URL(string: "https://user:secret@\(host)")!, timeout: 5) { RequestMocking.session() }
        let error = await #expect(throws: APIError.self) { try await withCredentials.loadCountry(cca3: "FRA") }
        let message = try #require(error?.description)
        #expect(!message.contains("secret"), "\(message)")
        #expect(!message.contains("user@"), "\(message)")
        #expect(message.contains("https://\(host)/v3.1/alpha/FRA"))
    }

    @Test(arguments: [
        ("https://user:secret@example.com:8443/api?x=1", "https://example.com:8443/api?x=1"),
        ("http://token@127.0.0.1:9", "http://127.0.0.1:9"),
        ("https://api.restcountries.com", "https://api.restcountries.com"),
    ])
    func urlsAreShown_withoutCredentials(_ url: String, _ shown: String) throws {
        #expect(try #require(URL(string: url)).withoutCredentials == shown)
    }

    @Test func requestsWithoutAMock_areBlocked() async {
        await #expect(throws: APIError.self) { try await repository().loadCountry(cca3: "JPN") }
    }
}

/// Progress reports, kept in order.
@MainActor
final class ProgressLog: Sendable {
    private(set) var entries: [[Int]] = []
    nonisolated init() {}
    func append(_ answered: Int, _ requests: Int) { entries.append([answered, requests]) }
}

@Suite struct CountryRecordShapeTests {
    @Test func normalised_putsTheSnapshotsKeysInItsOrder_keepingUnknownOnesAfter() {
        let record = CountryRecordShape.normalised([.init("zzz", .bool(true)), .init("cca3", .string("XXX")), .init("area", .number(46))])
        guard case let .object(members) = record else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == CountryRecordShape.fields.map(\.name) + ["zzz"])
        #expect(record["area"] == .number(46))
        #expect(record["capital"] == .array([]))
        #expect(record["cioc"] == .string(""))
    }

    @Test func null_readsAsEmpty_andPostalCodeGetsItsNullEntriesBack() {
        let record = CountryRecordShape.normalised([.init("capital", .null), .init("postalCode", .object([.init("format", .string("#####"))]))])
        #expect(record["capital"] == .array([]))
        #expect(record["postalCode"] == .object([.init("format", .string("#####")), .init("regex", .null)]))
    }
}

@Suite struct JSONValueTests {
    @Test func roundTrip_keepsKeyOrder_andWritesWholeNumbersWhole() throws {
        let value = try JSONValue.parse(Array(#"{"b": [1.7098246E7, 46.0, 0.49, -3], "a": {"x": null, "y": "\u00e9\n"}, "c": true}"#.utf8))
        #expect(value.written() == """
            {
              "b": [
                17098246,
                46,
                0.49,
                -3
              ],
              "a": {
                "x": null,
                "y": "é\\n"
              },
              "c": true
            }
            """)
    }

    @Test func empty_containers_stayOnOneLine() throws {
        #expect(try JSONValue.parse(Array(#"{"a": [], "b": {}}"#.utf8)).written() == "{\n  \"a\": [],\n  \"b\": {}\n}")
    }
}
