import CountriesData
import CountriesJSON
import CountriesModel
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What every web repository shares: a session, a server, a timeout, and the
/// one way a response becomes JSON or a typed `APIError`.
protocol WebRepository: Sendable {
    var session: LazySession { get }
    var baseURL: URL { get }
    var timeout: TimeInterval { get }
    var api: APIVersion { get }
    /// The key its requests carry, if any: to name where it came from when
    /// the server refuses it, and to keep it out of any text the server sends.
    var key: APIKey? { get }
}

extension WebRepository {
    /// The decoded JSON body of a 2xx answer. `authorization` is the value of
    /// the header of that name: it goes there and nowhere else.
    func call(_ endpoint: some APIEndpoint, authorization: String? = nil) async throws -> JSONValue {
        var request = URLRequest(url: endpoint.url(relativeTo: baseURL), cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let authorization { request.setValue(authorization, forHTTPHeaderField: "Authorization") }
        let url = url(of: endpoint)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await Self.load(request, in: session, within: timeout)
        } catch let error as AnswerLimits.Exceeded {
            throw APIError.unexpectedBody(url: url, reason: error.reason)
        } catch let error as URLError where error.code == .timedOut {
            throw APIError.timedOut(url: url, seconds: timeout)
        } catch {
            // Foundation's descriptions may repeat the URL, credentials and all.
            let reason = Self.reason(error).replacingOccurrences(of: request.url?.absoluteString ?? url, with: url)
            throw APIError.unreachable(url: url, reason: serverText(reason))
        }
        guard let http = response as? HTTPURLResponse else {
            throw APIError.unreachable(url: url, reason: "the answer is not HTTP")
        }
        let body = try? JSONValue.parse([UInt8](data))
        guard (200..<300).contains(http.statusCode) else {
            throw failure(http, url: url, message: body.flatMap(Self.serverMessage).map(serverText))
        }
        guard let body else {
            throw APIError.unexpectedBody(url: url, reason: "the body is not JSON")
        }
        // The retired v3.1 host redirects to a page that answers its error
        // with 200: the body, not the status, says it failed.
        if Self.saysItFailed(body) {
            throw APIError.serverError(url: url, status: http.statusCode, message: Self.serverMessage(body).map(serverText), api: api)
        }
        return body
    }

    /// As messages show it: never with the credentials a URL may carry.
    func url(of endpoint: some APIEndpoint) -> String {
        endpoint.url(relativeTo: baseURL).withoutCredentials
    }

    /// Decodes the records as the cache will hold them: what fails here would
    /// fail every later run, so nothing half-understood reaches the cache.
    func validated(_ records: [JSONValue], url: String) throws -> [CountryRecord] {
        for record in records {
            if let refusal = RecordLimits.refusal(of: record) { throw APIError.unexpectedBody(url: url, reason: refusal) }
        }
        var text = RecordTexts.arrayText(records.map { $0.written(level: 1) })
        do {
            return try text.withUTF8 { try CountryRecordsDecoder.decode($0) }
        } catch {
            throw APIError.unexpectedBody(url: url, reason: String(describing: error))
        }
    }

    private func failure(_ response: HTTPURLResponse, url: String, message: String?) -> APIError {
        switch response.statusCode {
        case 403 where Self.saysQuotaIsSpent(message):
            .quotaSpent(url: url, message: message, resets: resetTime(response))
        case 401, 403:
            .keyRefused(url: url, status: response.statusCode, message: message, variable: key?.variable)
        case 410:
            .versionRetired(url: url, api: api, message: message)
        case 429:
            .rateLimited(url: url, retryAfter: response.value(forHTTPHeaderField: "Retry-After").map(serverText).flatMap(Self.retryAfter))
        // Not followed (`RedirectPolicy`): with a key, none is; without,
        // one to another host is not, whose answer would be told as this URL's.
        case 300..<400 where key == nil:
            .httpStatus(url: url, status: response.statusCode, message: "it points to another host (\(serverText(response.value(forHTTPHeaderField: "Location") ?? "no Location"))), and redirects are followed only within the host asked")
        case 300..<400:
            .httpStatus(url: url, status: response.statusCode, message: "it points elsewhere (\(serverText(response.value(forHTTPHeaderField: "Location") ?? "no Location"))), and redirects are not followed with a key")
        default:
            .httpStatus(url: url, status: response.statusCode, message: message)
        }
    }

    /// The server's own words: v3.1 says `{"message": …}`, v5
    /// `{"errors": [{"message": …}]}`; the final full stop is the message's
    /// own, not ours to follow with a semicolon.
    private static func serverMessage(_ body: JSONValue) -> String? {
        let message = body["message"]?.stringValue
            ?? body["errors"].flatMap { errors -> String? in
                guard case let .array(list) = errors else { return nil }
                return list.first?["message"]?.stringValue
            }
        guard var message, !message.isEmpty else { return nil }
        while message.hasSuffix(".") { message.removeLast() }
        return message
    }

    /// `"success": false`, or a non-empty `errors`: v5's error shapes, and
    /// the legacy page's, which has both.
    private static func saysItFailed(_ body: JSONValue) -> Bool {
        if case .bool(false)? = body["success"] { return true }
        if case let .array(errors)? = body["errors"], !errors.isEmpty { return true }
        return false
    }

    /// The service answers 403 both for a spent quota ("account frozen") and
    /// for a premium field: only its words tell them apart.
    private static func saysQuotaIsSpent(_ message: String?) -> Bool {
        guard let message = message?.lowercased() else { return false }
        return ["quota", "frozen", "monthly limit", "request limit"].contains { message.contains($0) }
    }

    /// When a spent quota comes back, where the answer says: `Retry-After`,
    /// in seconds or as a date. No source documents another header.
    private func resetTime(_ response: HTTPURLResponse) -> String? {
        guard let value = response.value(forHTTPHeaderField: "Retry-After").map(serverText).flatMap(Self.retryAfter) else { return nil }
        return Int(value).map { "in \($0) s" } ?? "at \(value)"
    }

    /// Text the server chose, never the key (a server may echo the header it
    /// was sent, or the URL), fit for one line. Scrubbed first, then cut: cut
    /// first, a key at the end of a long message lost its tail and, no
    /// longer matching, had the rest printed.
    private func serverText(_ text: String) -> String {
        PlainText.line(key.map { $0.scrubbed(from: text) } ?? text)
    }

    /// Seconds, or an HTTP date; anything else is no advice.
    private static func retryAfter(_ value: String) -> String? {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " ,:-"))
        let text = value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty, text.count <= 40, text.unicodeScalars.allSatisfy(allowed.contains) else { return nil }
        return text
    }

    /// The whole request, answer and body, within `seconds`: the deadline is
    /// the client's own, because FoundationNetworking's timeout bounds only
    /// the wait between bytes (a body trickling in never ends) and is coarse
    /// (a sub-second one fails at once). At the deadline the task is
    /// cancelled, and its cancellation reads as a timeout.
    ///
    /// `URLSession.data(for:)` deadlocks on Linux when its task is cancelled
    /// while the request fails (swift-corelibs-foundation #5412): a task group
    /// cancelling its other requests after one failed hung for good. This
    /// form ignores the task group's cancellation; the deadline still holds.
    ///
    /// The body is bounded as it arrives (`AnswerLimits`): past the limit the
    /// request fails with `AnswerLimits.Exceeded`, before it is held.
    private static func load(_ request: URLRequest, in session: LazySession, within seconds: TimeInterval) async throws -> (Data, URLResponse) {
        let deadline = Deadline()
        return try await withCheckedThrowingContinuation { continuation in
            let task = session.start(request) { result in
                switch result {
                case let .success(answer): continuation.resume(returning: answer)
                case let .failure(error as AnswerLimits.Exceeded): continuation.resume(throwing: error)
                case let .failure(error): continuation.resume(throwing: deadline.hasPassed ? URLError(.timedOut) : error)
                }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                deadline.pass()
                task.cancel() // nothing, if it has finished
            }
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
