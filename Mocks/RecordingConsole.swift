import CountriesKit
import Foundation

/// A console that keeps what was written: stdout, stderr and progress apart.
public final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []
    private var progressLines: [String] = []

    public init() {}

    public var stdout: String { lock.withLock { outLines.joined(separator: "\n") } }
    /// Each write to stdout, in order: in `browse`, one a render.
    public var writes: [String] { lock.withLock { outLines } }
    public var stderr: String { lock.withLock { errLines.joined(separator: "\n") } }
    /// Every progress line in order; "" where the line was cleared.
    public var progress: [String] { lock.withLock { progressLines } }

    public func out(_ text: String) { lock.withLock { outLines.append(text) } }
    public func err(_ text: String) { lock.withLock { errLines.append(text) } }
    public func progress(_ text: String) { lock.withLock { progressLines.append(text) } }
}
