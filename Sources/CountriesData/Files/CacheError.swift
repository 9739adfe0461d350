/// The local cache could not be used; always names the path, and, where it
/// cannot be read, the remedy (README: "delete it, or `--refresh`").
package enum CacheError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case corrupt(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// The cache's index at `path` ended, while it was read, before a part
    /// it had when it was opened: another program changed it meanwhile.
    case indexCutShort(path: String)

    package var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the cache \(path): \(reason); \(Self.remedy)"
        case let .corrupt(path, reason):
            "the cache \(path) is damaged (\(reason)); \(Self.remedy)"
        case let .unwritable(path, reason):
            "cannot write the cache \(path): \(reason); the cache is unchanged"
        case let .indexCutShort(path):
            "the cache's index \(path) was cut short while it was read (another program changed it); run the command again"
        }
    }

    /// Damage found in the cache, or a cache changed while it was read: what
    /// is read from it is not the data, which a session cannot go on with.
    package var isDamage: Bool {
        switch self {
        case .corrupt, .indexCutShort: true
        case .unreadable, .unwritable: false
        }
    }

    /// What to do about a cache that cannot be read or is damaged.
    static let remedy = "delete it to use the built-in data, or run with --refresh"
}
