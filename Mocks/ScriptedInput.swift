import CountriesKit

/// The lines a test types, then the end of input.
public struct ScriptedInput: LineInput {
    private let script: [String]

    public init(_ lines: [String] = []) {
        script = lines
    }

    public func lines() -> AsyncStream<String> {
        AsyncStream { [script] continuation in
            script.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }
}
