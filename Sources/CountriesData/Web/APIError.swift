import CountriesJSON
import CountriesModel

/// A web request that did not give usable data, or was not made because it
/// could not be made safely; names the URL wherever one is involved.
///
/// The network client runs in a helper process, which sends its failure
/// back as data, for this program to word (see `FetchMessage`, APIError+JSON).
package enum APIError: Error, Equatable, CustomStringConvertible {
    /// No answer: refused, dropped, unknown host.
    case unreachable(url: String, reason: String)
    case timedOut(url: String, seconds: Double)
    /// An HTTP error status, with the server's own message when it sent one.
    case httpStatus(url: String, status: Int, message: String?)
    /// 401 or 403: the key is missing, wrong, expired, out of quota, or not
    /// allowed what was asked; `variable` nil when no key was sent (v3.1).
    case keyRefused(url: String, status: Int, message: String?, variable: String?)
    /// 429; `retryAfter` as the server sent it (seconds, or an HTTP date).
    case rateLimited(url: String, retryAfter: String?)
    /// 410: the server no longer serves this version of the API.
    case versionRetired(url: String, api: APIVersion, message: String?)
    /// An answer that says it is an error (`"success": false`, or
    /// `errors[].message`) whatever its status: the retired v3.1 host
    /// redirects to such a page, which may answer 200.
    case serverError(url: String, status: Int, message: String?, api: APIVersion)
    /// 403 with words of a spent quota: the free plan's 500 requests a month
    /// are used up; `resets` when the answer says when the month turns.
    case quotaSpent(url: String, message: String?, resets: String?)
    /// An answer that is not JSON, or not the JSON expected.
    case unexpectedBody(url: String, reason: String)
    /// The v5 API needs a key and the environment has none. No request made.
    case missingKey
    /// The key would travel in clear to another machine. No request made.
    case keyOverPlainHTTP(host: String)
    /// The key holds what no key has (a space, a control character) and a
    /// header cannot carry. No request made.
    case unusableKey(variable: String)
    /// `countries-fetch`, the network client, is not installed. No request made.
    case helperMissing(name: String, directory: String)
    /// The network client stopped without an answer: it crashed (on what a
    /// server sent: FoundationNetworking stops the process on some answers),
    /// hung past every deadline, or said what it should not.
    case helperFailed(server: String, reason: String)

    package var description: String {
        switch self {
        case let .unreachable(url, reason):
            "cannot reach \(url): \(reason)"
        case let .timedOut(url, seconds):
            "no complete answer from \(url) within \(JSONValue.numberText(seconds)) s (--timeout)"
        case let .httpStatus(url, status, message) where status == 404 && url.contains("/countries/v5?"):
            // The list is always there on a v5 server: this one speaks another version.
            Self.answered(url, status) + (message.map { ": \($0)" } ?? "") + "; if this server speaks v3.1, use --api v3.1"
        case let .httpStatus(url, status, message):
            Self.answered(url, status) + (message.map { ": \($0)" } ?? "")
        case let .keyRefused(url, status, message, variable):
            Self.answered(url, status) + (message.map { ": \($0)" } ?? "")
                + (variable.map { "; check the key in \($0), its plan and its quota" }
                    ?? "; no key is sent to a v3.1 server: if this one speaks v5, use --api v5 with a key in \(APIKey.variables[0])")
        case let .rateLimited(url, retryAfter):
            Self.answered(url, 429) + "; " + (retryAfter.map { Int($0) != nil ? "retry in \($0) s" : "retry after \($0)" } ?? "retry later")
        case let .versionRetired(url, api, message):
            Self.answered(url, 410) + (message.map { ": \($0)" } ?? "")
                + "; the server no longer serves the \(api.title) API"
                + (api == .v31 ? "; the package service now speaks v5: use --api v5 with a key in \(APIKey.variables[0])" : "; a newer version of countries may speak what it serves now")
        case let .serverError(url, status, message, api):
            "\(url) answered HTTP \(status) with an error" + (message.map { ": \($0)" } ?? "")
                + (api == .v31 ? "; the public service serves only v5 now: use --api v5 with a key in \(APIKey.variables[0])" : "")
        case let .quotaSpent(url, message, resets):
            Self.answered(url, 403) + (message.map { ": \($0)" } ?? "")
                + "; the key's monthly quota is spent (the free plan allows \(Self.monthlyQuota) requests a month: list --refresh costs 3, show --refresh 1)"
                + (resets.map { "; it resets \($0)" } ?? "; it resets when the monthly cycle does")
        case let .unexpectedBody(url, reason):
            "unexpected data from \(url): \(reason)"
        case .missingKey:
            "the \(APIVersion.v5.title) API needs a key: set \(APIKey.variables[0]) or \(APIKey.variables[1]) (a free key comes with sign-up at https://restcountries.com), "
                + "or use --api v3.1 --base-url <your server> for a self-hosted v3.1 server"
        case let .unusableKey(variable):
            "\(variable) holds a space or a control character, which no key has: set it to the key alone"
        case let .keyOverPlainHTTP(host):
            "not sending the API key in clear to \(host): use an https URL (plain http is only for a server on this machine)"
        case let .helperMissing(name, directory):
            "cannot refresh: \(name), the network client, is neither in \(directory) nor on PATH; install it beside countries (see the README)"
        case let .helperFailed(server, reason):
            "no answer from \(server): the network client \(reason)"
        }
    }

    /// The free plan's requests a month (the service's FAQ, 2026-11-25).
    package static let monthlyQuota = 500

    private static func answered(_ url: String, _ status: Int) -> String {
        "\(url) answered HTTP \(status) \(HTTPStatus.phrase(status))"
    }
}
