/// The local cache could not be used; always names the path, and, where it
/// cannot be read, the remedy (README: "delete it, or `--refresh`").
package enum CacheError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case corrupt(path: String, reason: String)
    case unwritable(path: String, reason: String)

    package var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the cache \(path): \(reason); \(Self.remedy)"
        case let .corrupt(path, reason):
            "the cache \(path) is damaged (\(reason)); \(Self.remedy)"
        case let .unwritable(path, reason):
            "cannot write the cache \(path): \(reason); the cache is unchanged"
        }
    }

    /// What to do about a cache that cannot be read or is damaged.
    static let remedy = "delete it to use the built-in data, or run with --refresh"
}
