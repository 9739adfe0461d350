import CountriesModel
import CountriesStore

/// What the screens and the navigation interactors both write once a screen
/// is on show: the built-in memberships it needs laid over the data, and
/// what it prints read (the map's shapes, the records, the zones). The
/// writes are the adopting interactor's own, as every intent's are; this
/// keeps one copy of them.
@MainActor
protocol ScreenContentInteractor {
    var appState: AppState { get }
    var source: CatalogSource { get }
    /// How the zones a screen shows are read; nil: none are.
    var zonesRead: ZonesShown? { get }
    /// How the place at a point (`/at/<lat>,<lng>`) is read; nil: it is not.
    var pointsRead: PointsShown? { get }
}

extension ScreenContentInteractor {
    /// The built-in memberships the screen on show needs, laid over the data.
    func layMemberships() {
        let laid = source.memberships(for: appState.routing.screen, in: appState.userData.countries, system: appState.system)
        if let countries = laid.countries { appState.userData.countries = countries }
        if let notice = laid.notice { appState.routing.notice = notice }
    }

    /// What the screen on show prints: the shapes its map or locator draws,
    /// the records it prints, then the zones it shows, each if it has any.
    func loadRecordsShown() {
        guard let catalog = appState.userData.countries.value else { return }
        if let shapes = source.shapesShown(on: appState.routing.screen, in: catalog, system: appState.system, have: appState.userData.mapShapes.value) {
            appState.userData.mapShapes = shapes
        }
        if let codes = source.recordsShown(on: appState.routing.screen, in: catalog, system: appState.system) {
            appState.userData.records = .isLoading(last: appState.userData.records.value)
            appState.userData.records = source.records(codes, of: catalog, reading: CatalogSource.recordReading(for: appState.system))
        }
        if case let .place(point) = appState.routing.screen, let pointsRead {
            appState.userData.points = pointsRead.place(at: point, fields: appState.system.pointFields, in: catalog)
        }
        guard let zonesRead else { return }
        let zones = zonesRead.read(on: appState.routing.screen, in: catalog, system: appState.system, records: appState.userData.records.value)
        // Each part written alone: a write of the whole `userData` would
        // compare the whole data with itself (every country's names).
        if let records = zones.records { appState.userData.records = records }
        if let times = zones.times { appState.userData.times = times }
    }
}
