import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Makes the URLSession on first use. On Linux, creating any session
/// configuration sets up `URLCache.shared`, which creates directories under
/// `~/.cache` and `~/.local/share`: an offline run must not touch the disk.
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
}
