/// Which data the user is looking at.
package enum DataSource: Sendable, Equatable {
    /// The REST Countries snapshot built into the binary.
    case snapshot
    /// The local cache file, with where its records came from.
    case cache(path: String, origin: CacheOrigin)
}
