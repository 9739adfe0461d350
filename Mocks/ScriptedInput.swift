import CountriesUI

/// The lines a test types, then the end of input: a line a batch, as a
/// person types them, or `batch` lines at a time, as a fast pipe brings them.
package struct ScriptedInput: LineInput {
    private let script: [String]
    private let batch: Int

    package init(_ lines: [String] = [], inBatchesOf batch: Int = 1) {
        script = lines
        self.batch = max(batch, 1)
    }

    @MainActor package func lineBatches(_ body: ([String]) throws -> Void) async throws {
        for start in stride(from: 0, to: script.count, by: batch) {
            try body(Array(script[start..<min(start + batch, script.count)]))
        }
    }

    package func lines() -> AsyncStream<String> {
        AsyncStream { [script] continuation in
            script.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }
}
