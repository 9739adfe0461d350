import Foundation

/// Which data the user is looking at.
public enum DataSource: Sendable, Equatable {
    /// The REST Countries snapshot built into the binary.
    case snapshot
    /// The local cache file, with where and when it was fetched, when known.
    case cache(path: String, origin: CacheOrigin?)
}

/// Where and when a refresh fetched the cache.
public struct CacheOrigin: Sendable, Equatable {
    public var url: String
    public var fetchedAt: Date

    public init(url: String, fetchedAt: Date) {
        self.url = url
        self.fetchedAt = fetchedAt
    }
}
