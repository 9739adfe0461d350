import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The REST Countries v5 endpoints this program calls. Every answer is the
/// envelope `{"data":{"objects":[…],"meta":{…}}}`.
enum CountriesV5API: APIEndpoint, Equatable {
    /// One page of every country.
    case page(limit: Int, offset: Int)
    /// One country by its alpha-3 code.
    case alpha3(code: String)

    /// The most a free plan serves in one page.
    static let pageSize = 100

    var path: String {
        switch self {
        case .page: "/countries/v5"
        case let .alpha3(code): "/countries/v5/codes.alpha_3/\(Self.segment(code))"
        }
    }

    var queryItems: [URLQueryItem] {
        // `leaders` is premium: on a free plan only upgrade notices, and never shown here.
        let omitLeaders = URLQueryItem(name: "response_fields_omit", value: "leaders")
        return switch self {
        case let .page(limit, offset):
            [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(offset)), omitLeaders]
        case .alpha3:
            [omitLeaders]
        }
    }
}
