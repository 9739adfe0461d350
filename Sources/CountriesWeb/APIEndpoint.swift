import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One kind of request a web repository makes: a path under the server's
/// root, and a query.
protocol APIEndpoint: Sendable {
    var path: String { get }
    var queryItems: [URLQueryItem] { get }
}

extension APIEndpoint {
    /// The server's root (as the user gave it, with or without a path of its
    /// own) followed by the endpoint's path and query.
    func url(relativeTo base: URL) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = components.path.replacingOccurrences(of: "/+$", with: "", options: .regularExpression) + path
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        // Commas stay literal, as the APIs' own examples write them.
        return components.url ?? base
    }

    /// A code as one path segment.
    static func segment(_ code: String) -> String {
        code.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? code
    }
}
