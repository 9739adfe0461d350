/// The local cache could not be used; always names the path, and, where it
/// cannot be read, a remedy that works (README: "delete it, or `countries
/// list --refresh`").
package enum CacheError: Error, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// Not the cache where its file or its directory should be (a
    /// directory, a file where a directory should be): a refresh cannot
    /// write past it, deleting it can be done.
    case inTheWay(path: String, reason: String)
    case corrupt(path: String, reason: String)
    case unwritable(path: String, reason: String)
    /// The cache's index at `path` ended, while it was read, before a part
    /// it had when it was opened: another program changed it meanwhile.
    case indexCutShort(path: String)

    package var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the cache \(path): \(reason); \(Self.remedy)"
        case let .inTheWay(path, reason):
            "cannot read the cache: \(path) \(reason); delete it to use the built-in data (a refresh can then write the cache)"
        case let .corrupt(path, reason):
            "the cache \(path) is damaged (\(reason)); \(Self.remedy)"
        case let .unwritable(path, reason):
            "cannot write the cache \(path): \(reason); the cache is unchanged"
        case let .indexCutShort(path):
            "the cache's index \(path) was cut short while it was read (another program changed it); run the command again"
        }
    }

    /// A cache that cannot be read, damage found in it, or a cache changed
    /// while it was read: there is no data to show, which a session cannot
    /// go on with. (A cache that cannot be written is a failed refresh's:
    /// the data shown stays as it was.)
    package var failsReading: Bool {
        switch self {
        case .unreadable, .inTheWay, .corrupt, .indexCutShort: true
        case .unwritable: false
        }
    }

    /// What to do about a cache that cannot be read or is damaged: what
    /// works whatever the command (`resolve`, `time`, `map` take no
    /// `--refresh`; `show --refresh` once fetched one country into the data
    /// it could not read, and failed again).
    static let remedy = "delete it to use the built-in data, or refresh it: countries list --refresh"
}
