import CountriesData
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What `countries-fetch` does with a request: asks the server through the
/// web repository of its dialect, and says how it went as `FetchMessage`s
/// (`HelperCountriesWebRepository` is the other end).
package enum FetchService {
    /// The real web repository the request names; `makeSession` for tests.
    /// nil for an address Foundation reads no URL in, which `countries`
    /// checked less strictly (`WebAddress`).
    package static func repository(for request: FetchRequest, makeSession: (@Sendable () -> URLSession)? = nil) -> (any CountriesWebRepository)? {
        guard let baseURL = URL(string: request.baseURL.written) else { return nil }
        return switch request.api {
        case .v5: V5CountriesWebRepository(baseURL: baseURL, timeout: request.timeout, key: request.key, makeSession: makeSession)
        case .v31: V31CountriesWebRepository(baseURL: baseURL, timeout: request.timeout, makeSession: makeSession)
        }
    }

    /// Runs the request; `send` hears its progress, then its outcome.
    @MainActor
    package static func run(
        _ request: FetchRequest, on repository: (any CountriesWebRepository)?, send: @escaping @MainActor @Sendable (FetchMessage) -> Void
    ) async {
        guard let repository else {
            return send(.failed(.unreachable(url: request.baseURL.withoutCredentials, reason: "not a URL")))
        }
        do {
            let countries = switch request.subject {
            case .allCountries: try await repository.loadAllCountries { send(.progress(answered: $0, requests: $1)) }
            case let .country(cca3): [try await repository.loadCountry(cca3: cca3)]
            }
            send(.countries(records: Array((countries.arrayText + "\n").utf8)))
        } catch let error as APIError {
            send(.failed(error))
        } catch {
            send(.failed(.unexpectedBody(url: request.baseURL.withoutCredentials, reason: String(describing: error))))
        }
    }
}
