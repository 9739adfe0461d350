import Observation

/// The single source of truth. Plain data, no logic: interactors write it,
/// views read it, and observers re-render when it changes.
@MainActor
@Observable
public final class AppState {
    public var userData: UserData
    public var routing: Routing
    public var system: SystemState

    public init(userData: UserData = UserData(), routing: Routing = Routing(), system: SystemState = SystemState()) {
        self.userData = userData
        self.routing = routing
        self.system = system
    }
}
