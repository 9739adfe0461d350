import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What every web repository shares: a session, a server, a timeout, and the
/// one way a response becomes JSON or a typed `APIError`.
protocol WebRepository: Sendable {
    var session: URLSession { get }
    var baseURL: URL { get }
    var timeout: TimeInterval { get }
}

extension WebRepository {
    /// The decoded JSON body of a 2xx answer.
    func call(_ endpoint: CountriesAPI) async throws -> JSONValue {
        let request = endpoint.urlRequest(relativeTo: baseURL, timeout: timeout)
        let url = request.url?.absoluteString ?? baseURL.absoluteString
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Self.load(request, in: session)
        } catch let error as URLError where error.code == .timedOut {
            throw APIError.timedOut(url: url, seconds: timeout)
        } catch {
            throw APIError.unreachable(url: url, reason: Self.reason(error))
        }
        guard let http = response as? HTTPURLResponse else {
            throw APIError.unreachable(url: url, reason: "the answer is not HTTP")
        }
        let body = try? JSONValue.parse([UInt8](data))
        guard (200..<300).contains(http.statusCode) else {
            throw APIError.httpStatus(url: url, status: http.statusCode, message: body?["message"]?.stringValue)
        }
        guard let body else {
            throw APIError.unexpectedBody(url: url, reason: "the body is not JSON")
        }
        return body
    }

    /// `URLSession.data(for:)` deadlocks on Linux when its task is cancelled
    /// while the request fails (swift-corelibs-foundation #5412): a task group
    /// cancelling its other requests after one failed hung for good. This
    /// form ignores cancellation; each request still ends within the timeout.
    private static func load(_ request: URLRequest, in session: URLSession) async throws -> (Data, URLResponse) {
        try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: request) { data, response, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let response {
                    continuation.resume(returning: (data ?? Data(), response))
                } else {
                    continuation.resume(throwing: URLError(.badServerResponse))
                }
            }.resume()
        }
    }

    private static func reason(_ error: any Error) -> String {
        guard let error = error as? URLError else { return String(describing: error) }
        switch error.code {
        case .cannotConnectToHost: return "connection refused"
        case .networkConnectionLost: return "the connection was dropped"
        case .cannotFindHost: return "unknown host"
        case .notConnectedToInternet: return "no network"
        default: return error.localizedDescription
        }
    }
}
