import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Makes the URLSession on first use. On Linux, creating any session
/// configuration sets up `URLCache.shared` and the cookie store, which create
/// directories under `$XDG_CACHE_HOME` and `$XDG_DATA_HOME` (else `~/.cache`
/// and `~/.local/share`), even with no cache at all: an offline run must not
/// touch the disk. (`main.swift` points those variables where nothing can be
/// created, so a refresh writes nothing but the cache either.)
final class LazySession: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> URLSession
    private var made: URLSession?

    init(make: @escaping @Sendable () -> URLSession) {
        self.make = make
    }

    var session: URLSession {
        lock.withLock {
            if let made { return made }
            let session = make()
            made = session
            return session
        }
    }

    /// A session that caches nothing: a server's year-long `Cache-Control`
    /// must not stand between `--refresh` and fresh data. Its own timeout (the
    /// request's is ignored on Linux) is only a backstop, a second past the
    /// deadline `WebRepository` enforces itself, whole seconds being all it
    /// keeps.
    ///
    /// `followsRedirects` false: a 3xx is the answer. FoundationNetworking
    /// sends a request's headers on to wherever a redirect points, another
    /// host included (checked with a server that redirects to another), and
    /// a v5 request carries the key.
    static func uncachedSession(timeout: TimeInterval, followsRedirects: Bool = true) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.rounded(.up) + 1
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration, delegate: followsRedirects ? nil : RedirectRefusal(), delegateQueue: nil)
    }
}

/// Answers every redirect with "do not follow".
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
