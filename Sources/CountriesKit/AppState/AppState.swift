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

/// What has been loaded, and how far a running refresh has got.
public struct UserData: Sendable, Equatable {
    public var countries: Loadable<CountryCatalog>
    /// Set while a refresh runs.
    public var refreshProgress: RefreshProgress?

    public init(countries: Loadable<CountryCatalog> = .notRequested, refreshProgress: RefreshProgress? = nil) {
        self.countries = countries
        self.refreshProgress = refreshProgress
    }
}

public struct RefreshProgress: Sendable, Equatable {
    /// The server asked.
    public var source: String
    public var answered: Int
    public var requests: Int

    public init(source: String, answered: Int, requests: Int) {
        self.source = source
        self.answered = answered
        self.requests = requests
    }
}
