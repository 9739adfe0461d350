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
    /// `redirects`: which are followed; a 3xx not followed is the answer.
    static func uncachedSession(timeout: TimeInterval, redirects: RedirectPolicy) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.rounded(.up) + 1
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration, delegate: redirects, delegateQueue: nil)
    }
}
