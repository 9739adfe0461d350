import CountriesJSON
import CountriesModel

/// An `APIError` as `countries-fetch` sends it back: `{"case": "timedOut",
/// "url": "…", "seconds": 10}`, the case's values by name, an absent value
/// left out.
extension APIError {
    var json: JSONValue {
        let (name, values): (String, [(String, JSONValue?)]) = switch self {
        case let .unreachable(url, reason): ("unreachable", [("url", .string(url)), ("reason", .string(reason))])
        case let .timedOut(url, seconds): ("timedOut", [("url", .string(url)), ("seconds", .number(seconds))])
        case let .httpStatus(url, status, message):
            ("httpStatus", [("url", .string(url)), ("status", .number(Double(status))), ("message", message.map(JSONValue.string))])
        case let .keyRefused(url, status, message, variable):
            ("keyRefused", [("url", .string(url)), ("status", .number(Double(status))), ("message", message.map(JSONValue.string)),
                            ("variable", variable.map(JSONValue.string))])
        case let .rateLimited(url, retryAfter): ("rateLimited", [("url", .string(url)), ("retryAfter", retryAfter.map(JSONValue.string))])
        case let .versionRetired(url, api, message):
            ("versionRetired", [("url", .string(url)), ("api", .string(api.rawValue)), ("message", message.map(JSONValue.string))])
        case let .serverError(url, status, message, api):
            ("serverError", [("url", .string(url)), ("status", .number(Double(status))), ("message", message.map(JSONValue.string)),
                             ("api", .string(api.rawValue))])
        case let .quotaSpent(url, message, resets):
            ("quotaSpent", [("url", .string(url)), ("message", message.map(JSONValue.string)), ("resets", resets.map(JSONValue.string))])
        case let .unexpectedBody(url, reason): ("unexpectedBody", [("url", .string(url)), ("reason", .string(reason))])
        case .missingKey: ("missingKey", [])
        case let .keyOverPlainHTTP(host): ("keyOverPlainHTTP", [("host", .string(host))])
        case let .unusableKey(variable): ("unusableKey", [("variable", .string(variable))])
        case let .helperMissing(name, directory): ("helperMissing", [("name", .string(name)), ("directory", .string(directory))])
        case let .helperFailed(server, reason): ("helperFailed", [("server", .string(server)), ("reason", .string(reason))])
        }
        return .object([.init("case", .string(name))] + values.compactMap { key, value in value.map { JSONValue.Member(key, $0) } })
    }

    /// nil for what no version of `json` writes.
    init?(json: JSONValue) {
        func text(_ key: String) -> String? { json[key]?.stringValue }
        func number(_ key: String) -> Double? { if case let .number(value)? = json[key] { value } else { nil } }
        let status = number("status").flatMap { Int(exactly: $0) }
        // Every case but these five names the URL it was about.
        let url = text("url")
        guard url != nil || ["missingKey", "keyOverPlainHTTP", "unusableKey", "helperMissing", "helperFailed"].contains(text("case") ?? "") else {
            return nil
        }
        let about = url ?? ""
        switch text("case") {
        case "unreachable": guard let reason = text("reason") else { return nil }; self = .unreachable(url: about, reason: reason)
        case "timedOut": guard let seconds = number("seconds") else { return nil }; self = .timedOut(url: about, seconds: seconds)
        case "httpStatus": guard let status else { return nil }; self = .httpStatus(url: about, status: status, message: text("message"))
        case "keyRefused":
            guard let status else { return nil }
            self = .keyRefused(url: about, status: status, message: text("message"), variable: text("variable"))
        case "rateLimited": self = .rateLimited(url: about, retryAfter: text("retryAfter"))
        case "versionRetired":
            guard let api = text("api").flatMap(APIVersion.init(rawValue:)) else { return nil }
            self = .versionRetired(url: about, api: api, message: text("message"))
        case "serverError":
            guard let status, let api = text("api").flatMap(APIVersion.init(rawValue:)) else { return nil }
            self = .serverError(url: about, status: status, message: text("message"), api: api)
        case "quotaSpent": self = .quotaSpent(url: about, message: text("message"), resets: text("resets"))
        case "unexpectedBody": guard let reason = text("reason") else { return nil }; self = .unexpectedBody(url: about, reason: reason)
        case "missingKey": self = .missingKey
        case "keyOverPlainHTTP": guard let host = text("host") else { return nil }; self = .keyOverPlainHTTP(host: host)
        case "unusableKey": guard let variable = text("variable") else { return nil }; self = .unusableKey(variable: variable)
        case "helperMissing":
            guard let name = text("name"), let directory = text("directory") else { return nil }
            self = .helperMissing(name: name, directory: directory)
        case "helperFailed":
            guard let server = text("server"), let reason = text("reason") else { return nil }
            self = .helperFailed(server: server, reason: reason)
        default: return nil
        }
    }
}
