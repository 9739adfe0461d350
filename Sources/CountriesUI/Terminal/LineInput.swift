import CountriesSystem

/// The lines `browse` reads, one command each. Built only by the composition
/// root; tests give scripted lines.
package protocol LineInput: Sendable {
    /// The lines as they come, ending at the end of input.
    func lines() -> AsyncStream<String>
}

// MARK: - Real

/// Standard input, read on a thread of its own so the main actor stays free
/// to render while the user types. Bytes that are not UTF-8 are repaired,
/// not fatal.
package struct StandardInput: LineInput {
    package init() {}

    package func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            DetachedThread.run {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
        }
    }
}
