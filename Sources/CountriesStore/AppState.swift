import Observation

/// The single source of truth. Plain data, no logic: interactors write it,
/// views read it, and observers re-render when it changes.
@MainActor
@Observable
package final class AppState {
    package var userData: UserData
    package var routing: Routing
    package var system: SystemState

    package init(userData: UserData = UserData(), routing: Routing = Routing(), system: SystemState = SystemState()) {
        self.userData = userData
        self.routing = routing
        self.system = system
    }
}
