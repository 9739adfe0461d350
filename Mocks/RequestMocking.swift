import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A URLProtocol that answers requests from mocks keyed by URL, and blocks
/// every request it has no mock for: no test reaches a real server.
///
/// Tests run in parallel, so each should use URLs of its own (a host of its
/// own is simplest); the registry is shared by the whole process.
package final class RequestMocking: URLProtocol {
    package struct Mock: Sendable {
        package enum Answer: Sendable {
            case response(status: Int, body: Data, headers: [String: String] = [:])
            case failure(URLError.Code)
        }

        package let url: URL
        package let answer: Answer

        package init(url: URL, status: Int = 200, body: String, headers: [String: String] = [:]) {
            self.url = url
            self.answer = .response(status: status, body: Data(body.utf8), headers: headers)
        }

        package init(url: URL, answer: Answer) {
            self.url = url
            self.answer = answer
        }
    }

    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var mocks: [URL: Mock] = [:]
        private var requested: [URLRequest] = []

        func add(_ mock: Mock) { lock.withLock { mocks[mock.url] = mock } }
        func mock(for request: URLRequest) -> Mock? {
            lock.withLock {
                requested.append(request)
                return request.url.flatMap { mocks[$0] }
            }
        }
        func requests(toHost host: String) -> [URLRequest] { lock.withLock { requested.filter { $0.url?.host == host } } }
    }

    private static let registry = Registry()

    package static func add(_ mocks: Mock...) {
        mocks.forEach(registry.add)
    }

    /// Every URL asked for on `host`, in order, mocked or not.
    package static func requests(toHost host: String) -> [URL] {
        registry.requests(toHost: host).compactMap(\.url)
    }

    /// Every request made to `host`, headers and all, in order.
    package static func fullRequests(toHost host: String) -> [URLRequest] {
        registry.requests(toHost: host)
    }

    /// A session whose every request goes through the mocks.
    package static func session() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [RequestMocking.self]
        return URLSession(configuration: configuration)
    }

    override package class func canInit(with request: URLRequest) -> Bool { true }

    override package class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override package func startLoading() {
        guard let url = request.url, let mock = Self.registry.mock(for: request) else {
            client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: "blocked: no mock for \(request.url?.absoluteString ?? "?")"]))
            return
        }
        switch mock.answer {
        case let .response(status, body, headers):
            let fields = headers.merging(["Content-Type": "application/json"]) { mine, _ in mine }
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields) else {
                client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
                return
            }
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case let .failure(code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        }
    }

    override package func stopLoading() {}
}
