import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A web request that did not give usable data; always names the URL.
public enum APIError: Error, Equatable, CustomStringConvertible {
    /// No answer: refused, dropped, unknown host.
    case unreachable(url: String, reason: String)
    case timedOut(url: String, seconds: Double)
    /// An HTTP error status, with the server's own message when it sent one.
    case httpStatus(url: String, status: Int, message: String?)
    /// An answer that is not JSON, or not the JSON expected.
    case unexpectedBody(url: String, reason: String)

    public var description: String {
        switch self {
        case let .unreachable(url, reason):
            "cannot reach \(url): \(reason)"
        case let .timedOut(url, seconds):
            "no answer from \(url) within \(JSONValue.numberText(seconds)) s (--timeout)"
        case let .httpStatus(url, status, message):
            "\(url) answered HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))"
                + (message.map { ": \($0)" } ?? "")
        case let .unexpectedBody(url, reason):
            "unexpected data from \(url): \(reason)"
        }
    }

    /// True when the server answered, but with data this program cannot use.
    public var isDataError: Bool {
        if case .unexpectedBody = self { true } else { false }
    }
}
