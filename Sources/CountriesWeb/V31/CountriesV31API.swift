import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The REST Countries v3.1 endpoints this program calls.
enum CountriesV31API: APIEndpoint, Equatable {
    /// Every country, with these fields only; the server insists on 1 to 10.
    case all(fields: [String])
    /// One country by cca2, cca3, ccn3 or cioc code, every field.
    case alpha(code: String)

    static let mostFieldsPerRequest = 10

    var path: String {
        switch self {
        case .all: "/v3.1/all"
        case let .alpha(code): "/v3.1/alpha/\(Self.segment(code))"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case let .all(fields): [URLQueryItem(name: "fields", value: fields.joined(separator: ","))]
        case .alpha: []
        }
    }
}
