import Observation

/// Calls `onChange` after the parts of the store that `observe` reads have
/// changed: once for changes that land together, after they have landed.
///
/// Observation tells of a change just before it happens (willSet) and only
/// once per arming; the call is deferred to the main actor's next turn and the
/// tracking re-armed there, so a burst of writes gives one call with the final
/// state.
@MainActor
package final class StoreObserver {
    private let observe: @MainActor () -> Void
    private let onChange: @MainActor () -> Void
    private var isStopped = false
    /// How many changes have been announced so far: a render made at one
    /// count need not be made again at the same count.
    package private(set) var changes = 0

    package init(observe: @escaping @MainActor () -> Void, onChange: @escaping @MainActor () -> Void) {
        self.observe = observe
        self.onChange = onChange
        track()
    }

    package func stop() {
        isStopped = true
    }

    private func track() {
        withObservationTracking(observe) { [weak self] in
            // willSet, on the main actor that writes the store: count now, render later.
            MainActor.assumeIsolated { self?.changes += 1 }
            Task { @MainActor in self?.changed() }
        }
    }

    private func changed() {
        guard !isStopped else { return }
        track()
        onChange()
    }
}
