import CountriesModel

/// The server `--refresh` would ask and how: what `--version` tells. The key
/// itself is not here, only where it came from and its masked form.
package struct ServerSettings: Sendable, Equatable {
    package var api: APIVersion
    package var baseURL: String
    /// `COUNTRIES_API_KEY (rc_live_…1a2b)`; nil when no key is set.
    package var key: String?

    package init(api: APIVersion = .v5, baseURL: String = APIVersion.v5.defaultBaseURL, key: String? = nil) {
        self.api = api
        self.baseURL = baseURL
        self.key = key
    }
}
