import CountriesJSON
import CountriesModel

/// What `countries` asks of `countries-fetch`: one refresh, the server and
/// its dialect, the deadline of each request, the key. It travels as one
/// line of JSON on the helper's standard input, a pipe between the two
/// processes: never in its arguments, which any user of the machine can
/// read in `ps`.
package struct FetchRequest: Sendable, Equatable {
    package enum Subject: Sendable, Equatable {
        case allCountries
        case country(cca3: String)
    }

    package var subject: Subject
    package var api: APIVersion
    package var baseURL: WebAddress
    /// Seconds, for each request.
    package var timeout: Double
    package var key: APIKey?

    package init(subject: Subject, api: APIVersion, baseURL: WebAddress, timeout: Double, key: APIKey?) {
        self.subject = subject
        self.api = api
        self.baseURL = baseURL
        self.timeout = timeout
        self.key = key
    }

    /// One line of JSON.
    package func encoded() -> [UInt8] {
        var members: [JSONValue.Member] = [
            .init("subject", subject.json),
            .init("api", .string(api.rawValue)),
            .init("baseURL", .string(baseURL.written)),
            .init("timeout", .number(timeout)),
        ]
        if let key {
            members.append(.init("key", .object([.init("value", .string(key.value)), .init("variable", .string(key.variable))])))
        }
        return Array(JSONValue.object(members).compactText.utf8) + [UInt8(ascii: "\n")]
    }

    package static func decoded(_ line: [UInt8]) throws -> FetchRequest {
        let json = try JSONValue.parse(line)
        guard let subject = json["subject"].flatMap(Subject.init(json:)),
              let api = json["api"]?.stringValue.flatMap(APIVersion.init(rawValue:)),
              let baseURL = json["baseURL"]?.stringValue.flatMap(WebAddress.init),
              case let .number(timeout)? = json["timeout"]
        else { throw JSONReader.DataError(offset: 0, expected: "a request from countries") }
        let key = json["key"].flatMap { key in
            key["value"]?.stringValue.flatMap { value in key["variable"]?.stringValue.map { APIKey(value: value, variable: $0) } }
        }
        return FetchRequest(subject: subject, api: api, baseURL: baseURL, timeout: timeout, key: key)
    }
}

extension FetchRequest.Subject {
    /// `"allCountries"`, or `{"country": "FRA"}`.
    var json: JSONValue {
        switch self {
        case .allCountries: .string("allCountries")
        case let .country(cca3): .object([.init("country", .string(cca3))])
        }
    }

    init?(json: JSONValue) {
        if json.stringValue == "allCountries" {
            self = .allCountries
        } else if let cca3 = json["country"]?.stringValue {
            self = .country(cca3: cca3)
        } else {
            return nil
        }
    }
}
