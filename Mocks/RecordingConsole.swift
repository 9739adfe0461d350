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

    /// Each `write(utf8:)`'s index in `outLines`: text that ends as it is,
    /// with no line end after it.
    private var unended: Set<Int> = []

    /// Everything written, each `out` a line (no line end after the last).
    package var stdout: String {
        lock.withLock {
            var text = ""
            for (index, line) in outLines.enumerated() {
                if index > 0, !unended.contains(index - 1) { text += "\n" }
                text += line
            }
            return text
        }
    }
    /// Each write to stdout, in order: in `browse`, one a render.
    package var writes: [String] { lock.withLock { outLines } }
    package var stderr: String { lock.withLock { errLines.joined(separator: "\n") } }
    /// Every progress line in order; "" where the line was cleared.
    package var progress: [String] { lock.withLock { progressLines } }

    package func out(_ text: String) { lock.withLock { outLines.append(text) } }
    package func write(utf8 bytes: consuming [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        lock.withLock {
            unended.insert(outLines.count)
            outLines.append(text)
        }
    }
    package func err(_ text: String) { lock.withLock { errLines.append(text) } }
    package func progress(_ text: String) { lock.withLock { progressLines.append(text) } }
    /// Kept apart from `writes`, which are the renders.
    package func prompt(_ text: String) { lock.withLock { promptTexts.append(text) } }
    /// Every prompt written, in order.
    package var prompts: [String] { lock.withLock { promptTexts } }
}
