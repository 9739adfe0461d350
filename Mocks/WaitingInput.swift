import CountriesUI

/// A person who has typed nothing yet: no line comes, and the input never
/// ends, until the session stops reading. `then` runs once the session
/// first asks for a line (its first screen drawn), for the test to change
/// something meanwhile (the window resized, the cache damaged).
package struct WaitingInput: LineInput {
    private let then: @Sendable @MainActor () -> Void

    package init(then: @escaping @Sendable @MainActor () -> Void) {
        self.then = then
    }

    package func lines() -> AsyncStream<String> {
        // Never finished: the stream ends only when the task reading it is cancelled.
        let (lines, _) = AsyncStream<String>.makeStream()
        Task { @MainActor in then() }
        return lines
    }
}
