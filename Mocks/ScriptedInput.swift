import CountriesUI

/// The lines a test types, then the end of input.
package struct ScriptedInput: LineInput {
    private let script: [String]

    package init(_ lines: [String] = []) {
        script = lines
    }

    package func lines() -> AsyncStream<String> {
        AsyncStream { [script] continuation in
            script.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }
}
