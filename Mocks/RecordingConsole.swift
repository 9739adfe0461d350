import CountriesUI
import Foundation

/// A console that keeps what was written: stdout, stderr and progress apart.
package final class RecordingConsole: Console, @unchecked Sendable {
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errLines: [String] = []
    private var progressLines: [String] = []
    private var promptTexts: [String] = []

    package init() {}

    package var stdout: String { lock.withLock { outLines.joined(separator: "\n") } }
    /// Each write to stdout, in order: in `browse`, one a render.
    package var writes: [String] { lock.withLock { outLines } }
    package var stderr: String { lock.withLock { errLines.joined(separator: "\n") } }
    /// Every progress line in order; "" where the line was cleared.
    package var progress: [String] { lock.withLock { progressLines } }

    package func out(_ text: String) { lock.withLock { outLines.append(text) } }
    package func err(_ text: String) { lock.withLock { errLines.append(text) } }
    package func progress(_ text: String) { lock.withLock { progressLines.append(text) } }
    /// Kept apart from `writes`, which are the renders.
    package func prompt(_ text: String) { lock.withLock { promptTexts.append(text) } }
    /// Every prompt written, in order.
    package var prompts: [String] { lock.withLock { promptTexts } }
}
