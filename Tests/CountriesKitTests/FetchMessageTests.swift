import CountriesData
import CountriesModel
import Foundation
import Testing

/// The two ends of `countries-fetch`'s pipes: what is written is read back
/// the same, however the bytes are cut on the way.
@Suite struct FetchMessageTests {
    private let records = Array("[\n  {\"cca3\": \"FRA\"}\n]\n".utf8)
    private var stream: [UInt8] {
        get throws {
            try FetchMessage.progress(answered: 0, requests: 4).encoded()
                + FetchMessage.progress(answered: 1, requests: 4).encoded()
                + FetchMessage.countries(records: records).encoded()
        }
    }

    @Test(arguments: [1, 2, 7, 64, 100_000])
    func reader_getsTheSameMessages_howeverTheStreamIsCut(_ chunk: Int) throws {
        var reader = FetchMessage.Reader()
        var messages: [FetchMessage] = []
        let bytes = try stream
        for start in stride(from: 0, to: bytes.count, by: chunk) {
            messages += try reader.read(bytes[start..<min(start + chunk, bytes.count)])
        }
        #expect(messages == [.progress(answered: 0, requests: 4), .progress(answered: 1, requests: 4)])
        #expect(try reader.finish() == .countries(records: records))
    }

    @Test(arguments: [
        APIError.timedOut(url: "http://127.0.0.1:1/countries/v5", seconds: 2.5),
        .keyRefused(url: "https://api.restcountries.com/countries/v5", status: 401, message: "Invalid\nkey", variable: "COUNTRIES_API_KEY"),
        .httpStatus(url: "u", status: 500, message: nil),
        .versionRetired(url: "u", api: .v31, message: "gone"),
        .serverError(url: "https://restcountries.com/v3.1/all", status: 200, message: "This API version has been deprecated", api: .v31),
        .serverError(url: "u", status: 500, message: nil, api: .v5),
        .quotaSpent(url: "u", message: "Monthly quota exceeded", resets: "Tue, 01 Dec 2026 00:00:00 GMT"),
        .quotaSpent(url: "u", message: nil, resets: nil),
        .missingKey,
        .unreachable(url: "http://127.0.0.1:9", reason: "Connection refused"),
        .keyRefused(url: "http://127.0.0.1:9/all", status: 403, message: nil, variable: nil),
        .rateLimited(url: "u", retryAfter: nil),
        .rateLimited(url: "u", retryAfter: "Wed, 21 Oct 2026 07:28:00 GMT"),
        .unexpectedBody(url: "u", reason: "the body is not JSON: \"quoted\""),
        .keyOverPlainHTTP(host: "example.com"),
        .unusableKey(variable: "COUNTRIES_API_KEY"),
        .helperMissing(name: "countries-fetch", directory: "/opt/bin"),
        .helperFailed(server: "https://countries.test", reason: "crashed (signal 4)"),
        .httpStatus(url: "ü \u{1B}", status: 404, message: "Not found\u{0}"),
    ])
    func aFailure_comesBackAsTheSameError(_ error: APIError) throws {
        var reader = FetchMessage.Reader()
        #expect(try reader.read(FetchMessage.failed(error).encoded()) == [.failed(error)])
        #expect(try reader.finish() == nil)
    }

    @Test(arguments: ["hello\n", "progress one of four\n", "failed {\"noSuchCase\":{}}\n", "failed not json\n", "failed {\"case\":\"noSuchCase\"}\n",
                      "failed {\"case\":\"timedOut\",\"url\":\"u\"}\n", "failed {\"case\":\"httpStatus\",\"status\":500}\n"])
    func aLineThisVersionDoesNotWrite_isAnError_shownPlain(_ line: String) {
        var reader = FetchMessage.Reader()
        #expect(throws: FetchMessageError.self) { try reader.read(Array(line.utf8)) }
    }

    @Test func aStreamCutMidLine_isAnError_notCountries() throws {
        var reader = FetchMessage.Reader()
        #expect(try reader.read(Array("progress 1 4\nprogr".utf8)) == [.progress(answered: 1, requests: 4)])
        #expect(throws: FetchMessageError.self) { try reader.finish() }
    }

    @Test func request_roundTrips_keyAndAll() throws {
        let key = APIKey(value: "rc_test_roundtrip0000000000", variable: "REST_COUNTRIES_API_KEY")
        let request = FetchRequest(subject: .country(cca3: "FRA"), api: .v5, baseURL: WebAddress("http://127.0.0.1:8080/root")!, timeout: 2.5, key: key)
        let line = request.encoded()
        #expect(line.last == UInt8(ascii: "\n"))
        #expect(line.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") })
        let decoded = try FetchRequest.decoded(Array(line.dropLast()))
        #expect(decoded == request)
        #expect(decoded.key == key)
        #expect(FetchRequest(subject: .allCountries, api: .v31, baseURL: WebAddress("https://x.test")!, timeout: 1, key: nil).key == nil)
    }
}

@Suite struct FetchHelperLocationTests {
    @Test func besideTheBinary_first_thenPATH_inOrder_neverARelativeEntry() {
        let location = FetchHelperLocation(directory: "/opt/countries/bin", searchPath: ":bin:/usr/local/bin:/usr/bin/")
        #expect(location.find { _ in true } == "/opt/countries/bin/countries-fetch")
        #expect(location.find { $0.hasPrefix("/usr/") } == "/usr/local/bin/countries-fetch")
        #expect(location.find { $0 == "/usr/bin/countries-fetch" } == "/usr/bin/countries-fetch")
        #expect(location.find { !$0.hasPrefix("/") } == nil)
        #expect(location.find { _ in false } == nil)
    }

    @Test func thisProcess_isFoundWhereItsBinaryIs() {
        let location = FetchHelperLocation.current(environment: [:])
        #expect(Bundle.main.executablePath.map { $0.hasPrefix(location.directory + "/") } == true)
    }
}
