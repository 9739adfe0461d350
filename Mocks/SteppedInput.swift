import CountriesUI

/// Lines a test types, each after something the test does to the program
/// (the window resized): it is done when the session asks for that line,
/// so after the line before has been dispatched and rendered, whatever
/// order the main actor runs its jobs in.
@MainActor
package final class SteppedInput: LineInput {
    package typealias Step = (before: @MainActor () -> Void, line: String)

    private var steps: [Step]

    package init(_ steps: [Step]) {
        self.steps = steps
    }

    nonisolated package func lines() -> AsyncStream<String> {
        AsyncStream(unfolding: { await self.next() })
    }

    private func next() -> String? {
        guard !steps.isEmpty else { return nil }
        let step = steps.removeFirst()
        step.before()
        return step.line
    }
}
