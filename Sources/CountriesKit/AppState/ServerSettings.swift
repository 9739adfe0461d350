/// The server `--refresh` would ask and how: what `--version` tells. The key
/// itself is not here, only where it came from and its masked form.
public struct ServerSettings: Sendable, Equatable {
    public var api: APIVersion
    public var baseURL: String
    /// `COUNTRIES_API_KEY (rc_live_…1a2b)`; nil when no key is set.
    public var key: String?

    public init(api: APIVersion = .v5, baseURL: String = APIVersion.v5.defaultBaseURL, key: String? = nil) {
        self.api = api
        self.baseURL = baseURL
        self.key = key
    }
}
