import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The REST Countries v3.1 endpoints this program calls.
enum CountriesAPI: Equatable {
    /// Every country, with these fields only; the server insists on 1 to 10.
    case all(fields: [String])
    /// One country by cca2, cca3, ccn3 or cioc code, every field.
    case alpha(code: String)

    static let mostFieldsPerRequest = 10

    var path: String {
        switch self {
        case .all: "/v3.1/all"
        case let .alpha(code): "/v3.1/alpha/\(code.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? code)"
        }
    }

    var method: String { "GET" }

    var headers: [String: String] { ["Accept": "application/json"] }

    var queryItems: [URLQueryItem] {
        switch self {
        case let .all(fields): [URLQueryItem(name: "fields", value: fields.joined(separator: ","))]
        case .alpha: []
        }
    }

    func url(relativeTo base: URL) -> URL {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false) ?? URLComponents()
        components.path = components.path.replacingOccurrences(of: "/+$", with: "", options: .regularExpression) + path
        components.queryItems = queryItems.isEmpty ? nil : queryItems
        // Commas stay literal, as the API's own examples write them.
        return components.url ?? base
    }

    func urlRequest(relativeTo base: URL, timeout: TimeInterval) -> URLRequest {
        var request = URLRequest(url: url(relativeTo: base), cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        headers.forEach { request.setValue($1, forHTTPHeaderField: $0) }
        return request
    }
}
