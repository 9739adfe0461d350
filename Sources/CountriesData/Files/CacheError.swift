/// The local cache could not be used; always names the path.
package enum CacheError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case corrupt(path: String, reason: String)
    case unwritable(path: String, reason: String)

    package var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the cache \(path): \(reason)"
        case let .corrupt(path, reason):
            "the cache \(path) is damaged (\(reason)); delete it to use the built-in data, or run with --refresh"
        case let .unwritable(path, reason):
            "cannot write the cache \(path): \(reason); the cache is unchanged"
        }
    }
}
