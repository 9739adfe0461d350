import CountriesKit
import Observation

/// Records every state the whole store takes, through Observation (the
/// store's own change notifications, not a hook in the code under test), so
/// a test can state each change it expects, in order, as TCA's `TestStore`
/// does, and fail on any change it did not state:
///
///     #expect(store.states == store.expecting(
///         { $0.userData.countries = .isLoading(last: nil) },
///         { $0.userData.countries = .loaded(catalog) }
///     ))
///
/// Observation calls back just before each write (willSet), when the store
/// still holds the old value; so the recorder keeps that state and re-arms,
/// and `states` ends with the state the store holds now. A write that leaves
/// the store as it was is no change.
@MainActor
public final class StoreRecorder {
    /// The whole store as plain values.
    public struct State: Equatable {
        public var userData: UserData
        public var routing: Routing
        public var system: SystemState
    }

    private let appState: AppState
    private var before: [State] = []

    public init(_ appState: AppState) {
        self.appState = appState
        track()
    }

    /// The first state, then the state after each change, ending with the current one.
    public var states: [State] {
        (before + [current]).reduce(into: []) { states, state in
            if states.last != state { states.append(state) }
        }
    }

    /// The states a test expects: the first recorded state, then each change
    /// applied in turn to the state before it.
    public func expecting(_ changes: ((inout State) -> Void)...) -> [State] {
        var state = states[0]
        return [state] + changes.map { change in
            change(&state)
            return state
        }
    }

    private var current: State {
        State(userData: appState.userData, routing: appState.routing, system: appState.system)
    }

    private func track() {
        withObservationTracking {
            _ = (appState.userData, appState.routing, appState.system)
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.before.append(self.current)
                self.track()
            }
        }
    }
}
