import CountriesData
import CountriesInteractors
import CountriesStore
import CountriesUI

/// The objects one run works with, built by the composition root
/// (`Sources/countries/main.swift`) or, in tests, from doubles.
@MainActor
package struct DIContainer {
    package let appState: AppState
    package let interactors: Interactors
    /// The window `browse` draws in; nil unless the `Interaction` draws in place.
    package let screen: (any TerminalScreen)?
    /// The lines `browse` reads.
    package let input: any LineInput

    package init(appState: AppState, interactors: Interactors, screen: (any TerminalScreen)?, input: any LineInput) {
        self.appState = appState
        self.interactors = interactors
        self.screen = screen
        self.input = input
    }

    /// One a domain; none calls another.
    package struct Interactors {
        /// Loading and refreshing the data.
        package let countries: any CountriesInteractor
        /// The screen a command opens.
        package let screens: any ScreensInteractor
        /// The moves of `browse`.
        package let navigation: any NavigationInteractor
        /// The language and the window's size.
        package let settings: any SettingsInteractor
        /// Maps: `map`, and the locator beside a country's details.
        package let map: any MapInteractor
        /// A country's ISO 3166-2 subdivisions.
        package let subdivisions: any SubdivisionsInteractor
        /// The built-in membership lists.
        package let memberships: any MembershipsInteractor
        /// `browse`'s lines, kept between sessions.
        package let history: any HistoryInteractor
        /// Names to countries, many at once.
        package let resolve: any ResolveInteractor
        /// The clocks of countries' time zones.
        package let time: any TimeInteractor
        /// What is at a point.
        package let points: any PointsInteractor

        package init(
            countries: any CountriesInteractor, screens: any ScreensInteractor,
            navigation: any NavigationInteractor, settings: any SettingsInteractor, map: any MapInteractor,
            subdivisions: any SubdivisionsInteractor, memberships: any MembershipsInteractor, history: any HistoryInteractor, resolve: any ResolveInteractor,
            time: any TimeInteractor, points: any PointsInteractor
        ) {
            self.countries = countries
            self.screens = screens
            self.navigation = navigation
            self.settings = settings
            self.map = map
            self.subdivisions = subdivisions
            self.memberships = memberships
            self.history = history
            self.resolve = resolve
            self.time = time
            self.points = points
        }
    }
}

@MainActor
extension DIContainer.Interactors {
    /// The real interactors over one store and one source of the data (the
    /// web, the cache or snapshot, the built-in world data: subdivisions,
    /// memberships, M49 regions, CLDR names): the graph the composition root
    /// builds, and tests build over mocked repositories. `history`: where
    /// browse's lines are kept, nil when they are not; `secrets`, the keys
    /// no line kept may hold; `timeZones` and `clock`: the tz database and
    /// the time now; `zonesInBrowse`: whether a country browse opens shows
    /// its zones' clocks.
    package static func real(
        appState: AppState, source: CatalogSource, history: (any HistoryRepository)? = nil, secrets: [String] = [],
        timeZones: any TimeZoneRepository = RealTimeZoneRepository(), clock: any WallClock = SystemClock(), zonesInBrowse: Bool = true,
        zoneShapes: any ZoneShapesRepository = RealZoneShapesRepository()
    ) -> Self {
        Self(
            countries: RealCountriesInteractor(appState: appState, source: source),
            screens: RealScreensInteractor(appState: appState, source: source, timeZones: timeZones, clock: clock, zoneShapes: zoneShapes),
            navigation: RealNavigationInteractor(
                appState: appState, source: source, timeZones: zonesInBrowse ? timeZones : nil, clock: clock, zoneShapes: zoneShapes
            ),
            settings: RealSettingsInteractor(appState: appState, source: source),
            map: RealMapInteractor(appState: appState, source: source),
            subdivisions: RealSubdivisionsInteractor(appState: appState, source: source),
            memberships: RealMembershipsInteractor(appState: appState, worldData: source.worldData),
            history: RealHistoryInteractor(appState: appState, repository: history, secrets: secrets),
            resolve: RealResolveInteractor(appState: appState, source: source),
            time: RealTimeInteractor(appState: appState, source: source, zones: timeZones, clock: clock, shapes: zoneShapes),
            points: RealPointsInteractor(appState: appState, source: source, shapes: zoneShapes, timeZones: timeZones, clock: clock)
        )
    }
}
