import FoundationEssentials

extension URL {
    /// The URL as messages, `--version` and the cache's origin show it: a
    /// user name and password (`https://user:secret@host`) are left out, so
    /// they are never printed or written down.
    public var withoutCredentials: String {
        guard user != nil || password != nil, var components = URLComponents(url: self, resolvingAgainstBaseURL: false) else {
            return absoluteString
        }
        components.user = nil
        components.password = nil
        return components.string ?? absoluteString
    }
}
