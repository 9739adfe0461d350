import FoundationEssentials

/// What `countries` asks of `countries-fetch`: one refresh, the server and
/// its dialect, the deadline of each request, the key. It travels as JSON on
/// the helper's standard input, a pipe between the two processes: never in
/// its arguments, which any user of the machine can read in `ps`.
public struct FetchRequest: Codable, Sendable, Equatable {
    public enum Subject: Codable, Sendable, Equatable {
        case allCountries
        case country(cca3: String)
    }

    public var subject: Subject
    public var api: APIVersion
    public var baseURL: URL
    /// Seconds, for each request.
    public var timeout: Double
    /// The key's text and the variable it came from, kept apart from
    /// `APIKey`, which no encoder should be able to write whole.
    private var keyValue: String?
    private var keyVariable: String?

    public init(subject: Subject, api: APIVersion, baseURL: URL, timeout: Double, key: APIKey?) {
        self.subject = subject
        self.api = api
        self.baseURL = baseURL
        self.timeout = timeout
        self.keyValue = key?.value
        self.keyVariable = key?.variable
    }

    public var key: APIKey? {
        guard let keyValue, let keyVariable else { return nil }
        return APIKey(value: keyValue, variable: keyVariable)
    }

    /// One line of JSON.
    public func encoded() throws -> [UInt8] {
        Array(try JSONEncoder().encode(self)) + [UInt8(ascii: "\n")]
    }

    public static func decoded(_ line: [UInt8]) throws -> FetchRequest {
        try JSONDecoder().decode(FetchRequest.self, from: Data(line))
    }
}
