/// Which REST Countries API a server speaks. The package service serves only
/// v5 since June 2026; v3.1 lives on in self-hosted servers.
package enum APIVersion: String, Sendable, CaseIterable {
    case v5 = "v5"
    case v31 = "v3.1"

    /// The server's root when the user names none; the client adds the paths.
    package var defaultBaseURL: String {
        switch self {
        case .v5: "https://api.restcountries.com"
        case .v31: "https://restcountries.com"
        }
    }

    /// As people write it: `REST Countries v5`.
    package var title: String { "REST Countries \(rawValue)" }
}

extension APIVersion {
    /// `v5`, `5`, `v3.1`, `3.1`, in any case.
    package init?(spelling: String) {
        let text = spelling.lowercased()
        guard let version = Self.allCases.first(where: { text == $0.rawValue || "v" + text == $0.rawValue }) else { return nil }
        self = version
    }

    /// For messages: `v5 or v3.1`.
    package static var spellings: String { allCases.map(\.rawValue).joined(separator: " or ") }
}
