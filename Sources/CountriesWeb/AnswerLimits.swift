import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How much a refresh reads: each answer, and all of one refresh's answers
/// together, within a limit counted as the bytes arrive, so that a server
/// sending hundreds of megabytes is refused (exit 65) before they are held.
/// Fuzzing from outside (issue 33) had three pages of 457, 277 and 208 MB
/// grow `list --refresh` to 3.2 GB. A page of 100 countries is some 0.6 MB
/// (the v5 stand-in's), the whole list some 1.5 MB: the limits are 25 and 20
/// times that. Parsed, JSON takes up to some 16 times its bytes (a page of
/// nothing but `0,`), so they bound a refresh's memory too: docs/RELIABILITY.md
/// gives what was measured.
struct AnswerLimits: Sendable {
    /// Bytes of one answer's body.
    var mostBytesAnAnswer = 16 << 20
    /// Bytes of every answer of one session (one refresh) together. The
    /// benchmark's 40-fold data (docs/bench/run.sh) is past it: the bench
    /// makes that cache with a copy built with `-D BENCH_LARGE_REFRESH`, and
    /// times the program as built; no build of the program has the flag.
    #if BENCH_LARGE_REFRESH
    var mostBytesInAll = 1 << 30
    #else
    var mostBytesInAll = 32 << 20
    #endif

    static let standard = AnswerLimits()

    /// An answer past a limit, found while it arrived.
    struct Exceeded: Error {
        let limit: Int
        let ofAll: Bool

        var reason: String {
            "the answer is larger than \(limit >> 20) MB\(ofAll ? " with the others of this refresh" : ""), far past any list of countries"
        }
    }
}

/// The session's delegate: the body of each task gathered here, counted
/// against `AnswerLimits` as it arrives (a data task's completion handler
/// gets it only whole), and redirects left to `RedirectPolicy`.
/// FoundationNetworking calls a session's delegate, never a task's own.
final class BoundedAnswers: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: what changes is behind `lock`.
    typealias Completion = @Sendable (Result<(Data, URLResponse), any Error>) -> Void

    private let redirects: RedirectPolicy
    private let limits: AnswerLimits
    private let lock = NSLock()
    private var bodies: [Int: Body] = [:]
    private var bytesInAll = 0

    /// A class: appended to where it stands in `bodies`, never copied out
    /// and back (which copied the whole body at every arrival).
    private final class Body {
        var data = Data()
        let completion: Completion

        init(completion: @escaping Completion) {
            self.completion = completion
        }
    }

    init(redirects: RedirectPolicy, limits: AnswerLimits) {
        self.redirects = redirects
        self.limits = limits
    }

    /// Runs `request` on `session` (whose delegate this is): `completion`
    /// once, with the whole body, the failure, or `AnswerLimits.Exceeded`.
    func start(_ request: URLRequest, in session: URLSession, completion: @escaping Completion) -> URLSessionDataTask {
        let task = session.dataTask(with: request)
        lock.withLock { bodies[task.taskIdentifier] = Body(completion: completion) }
        task.resume()
        return task
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A length said beforehand is refused before a byte of it is read.
        let said = response.expectedContentLength
        let ended = lock.withLock { () -> (Completion, AnswerLimits.Exceeded)? in
            guard said > limits.mostBytesAnAnswer || said > limits.mostBytesInAll - bytesInAll,
                  let body = bodies.removeValue(forKey: dataTask.taskIdentifier) else { return nil }
            let ofAll = said <= limits.mostBytesAnAnswer
            return (body.completion, .init(limit: ofAll ? limits.mostBytesInAll : limits.mostBytesAnAnswer, ofAll: ofAll))
        }
        guard let (completion, exceeded) = ended else { return completionHandler(.allow) }
        completion(.failure(exceeded))
        completionHandler(.cancel)
    }

    /// Past a limit, the answer fails at once, before the task is cancelled,
    /// and what came of it is let go: FoundationNetworking may go on
    /// receiving after `cancel()`, or never say the task completed (both seen
    /// with a local server), and what it still delivers is dropped uncounted.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let ended = lock.withLock { () -> (Completion, AnswerLimits.Exceeded)? in
            guard let body = bodies[dataTask.taskIdentifier] else { return nil }
            bytesInAll += data.count
            let exceeded: AnswerLimits.Exceeded? =
                if body.data.count + data.count > limits.mostBytesAnAnswer { .init(limit: limits.mostBytesAnAnswer, ofAll: false) }
                else if bytesInAll > limits.mostBytesInAll { .init(limit: limits.mostBytesInAll, ofAll: true) }
                else { nil }
            guard let exceeded else {
                body.data.append(data)
                return nil
            }
            bodies[dataTask.taskIdentifier] = nil
            return (body.completion, exceeded)
        }
        guard let (completion, exceeded) = ended else { return }
        completion(.failure(exceeded))
        dataTask.cancel()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let body = lock.withLock({ bodies.removeValue(forKey: task.taskIdentifier) }) else { return }
        if let error {
            body.completion(.failure(error))
        } else if let response = task.response {
            body.completion(.success((body.data, response)))
        } else {
            body.completion(.failure(URLError(.badServerResponse)))
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        redirects.urlSession(session, task: task, willPerformHTTPRedirection: response, newRequest: request, completionHandler: completionHandler)
    }
}
