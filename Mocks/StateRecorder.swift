import CountriesKit
import Observation

/// Records every value a part of `AppState` takes, in order, through
/// Observation: the store's own change notifications, not a hook in the code
/// under test.
///
/// Observation calls `onChange` just before each change (willSet), when the
/// store still holds the old value; so the recorder keeps that value and
/// re-arms, and `sequence` ends with the value the store holds now.
/// Observation works per stored property of `AppState` (`userData`, ...), so a
/// write to a sibling field notifies too: a value is kept only when it differs
/// from the one before, making `sequence` every change of this value.
@MainActor
public final class StateRecorder<Value: Equatable> {
    private let appState: AppState
    private let read: @MainActor (AppState) -> Value
    private var before: [Value] = []

    public init(_ appState: AppState, _ read: @escaping @MainActor (AppState) -> Value) {
        self.appState = appState
        self.read = read
        track()
    }

    /// The first value, the value after each change, ending with the current one.
    public var sequence: [Value] {
        (before + [read(appState)]).reduce(into: []) { values, value in
            if values.last != value { values.append(value) }
        }
    }

    private func track() {
        withObservationTracking {
            _ = read(appState)
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.before.append(self.read(self.appState))
                self.track()
            }
        }
    }
}
