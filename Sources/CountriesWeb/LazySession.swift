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
    private let configuration: @Sendable () -> URLSessionConfiguration
    private let answers: BoundedAnswers
    private var made: URLSession?

    /// `configuration`: made on first use; the session's delegate is always
    /// `BoundedAnswers`, which bounds what every answer holds (`AnswerLimits`)
    /// and follows redirects as `redirects` says.
    init(redirects: RedirectPolicy, limits: AnswerLimits = .standard, configuration: @escaping @Sendable () -> URLSessionConfiguration) {
        self.configuration = configuration
        self.answers = BoundedAnswers(redirects: redirects, limits: limits)
    }

    /// A test's session stands for its configuration (its `URLProtocol`).
    convenience init(redirects: RedirectPolicy, limits: AnswerLimits = .standard, timeout: TimeInterval, makeSession: (@Sendable () -> URLSession)?) {
        let configuration: @Sendable () -> URLSessionConfiguration
        if let makeSession {
            configuration = { makeSession().configuration }
        } else {
            configuration = { LazySession.uncachedConfiguration(timeout: timeout) }
        }
        self.init(redirects: redirects, limits: limits, configuration: configuration)
    }

    var session: URLSession {
        lock.withLock {
            if let made { return made }
            let session = URLSession(configuration: configuration(), delegate: answers, delegateQueue: nil)
            made = session
            return session
        }
    }

    /// Runs `request`, its body bounded: see `BoundedAnswers.start`.
    func start(_ request: URLRequest, completion: @escaping BoundedAnswers.Completion) -> URLSessionDataTask {
        answers.start(request, in: session, completion: completion)
    }

    /// A configuration that caches nothing: a server's year-long
    /// `Cache-Control` must not stand between `--refresh` and fresh data. Its
    /// own timeout (the request's is ignored on Linux) is only a backstop, a
    /// second past the deadline `WebRepository` enforces itself, whole
    /// seconds being all it keeps.
    static func uncachedConfiguration(timeout: TimeInterval) -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.rounded(.up) + 1
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }
}
