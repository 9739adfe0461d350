import Foundation

/// Whether a request's deadline has passed, set from the timer's thread and
/// read from the session's.
final class Deadline: @unchecked Sendable {
    private let lock = NSLock()
    private var passed = false

    var hasPassed: Bool { lock.withLock { passed } }

    func pass() {
        lock.withLock { passed = true }
    }
}
