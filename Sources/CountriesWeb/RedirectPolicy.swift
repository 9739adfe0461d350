import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Which redirects a session follows. FoundationNetworking sends a request's
/// headers on to wherever a redirect points, another host included (checked
/// with a server that redirects to another), so:
/// - `none` (v5): a request carries the key, and a 3xx is the answer;
/// - `withinOrigin` (v3.1): followed only to the same scheme, host and port,
///   so the answer, and any error in it, is the asked server's own (a
///   retired v3.1 path redirects to a page on the same host). A redirect to
///   another host is the answer, and its error line names where it points.
final class RedirectPolicy: NSObject, URLSessionTaskDelegate, Sendable {
    static let none = RedirectPolicy(withinOrigin: false)
    static let withinOrigin = RedirectPolicy(withinOrigin: true)

    private let followsWithinOrigin: Bool

    private init(withinOrigin: Bool) {
        followsWithinOrigin = withinOrigin
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(follows(from: response.url ?? task.currentRequest?.url, to: request.url) ? request : nil)
    }

    func follows(from: URL?, to: URL?) -> Bool {
        guard followsWithinOrigin, let from, let to else { return false }
        return Self.origin(of: from) == Self.origin(of: to)
    }

    /// Scheme, host and port, in any case, the port said or the scheme's own.
    static func origin(of url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }
}
