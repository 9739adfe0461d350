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

/// What has been loaded, and how the last refresh went.
public struct UserData: Sendable, Equatable {
    public var countries: Loadable<CountryCatalog>
    public var refresh: RefreshStatus

    public init(countries: Loadable<CountryCatalog> = .notRequested, refresh: RefreshStatus = .idle) {
        self.countries = countries
        self.refresh = refresh
    }
}
