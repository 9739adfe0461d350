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
    /// How the cities a screen shows are read (a city's link); nil: none are.
    var citiesRead: CityRows? { get }
}

extension ScreenContentInteractor {
    /// The subdivision a link names (`/countries/US-CA`, its screen's link),
    /// its details read into the store as `show US-CA` reads them; nil for a
    /// link that names none, which the countries resolve.
    func subdivisionLinked(_ link: String) -> Screen? {
        guard case let .country(code)? = try? Route.parse(link), let countries = appState.userData.countries.value else { return nil }
        guard let subdivision = SubdivisionReading(worldData: source.worldData).subdivision(code: code) else { return nil }
        return readDetails(of: subdivision, in: countries)
    }

    /// One subdivision's details read into the store, names in the
    /// session's language: the screen that shows them.
    func readDetails(of subdivision: WorldSubdivision, in countries: CountryCatalog) -> Screen {
        let reading = SubdivisionReading(worldData: source.worldData)
        appState.userData.subdivisions = .isLoading(last: appState.userData.subdivisions.value)
        appState.userData.subdivisions = Loadable(Result { try reading.details(of: subdivision, in: countries, locale: appState.system.locale) })
        return .subdivision(code: subdivision.code)
    }

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
        let codes = source.recordsShown(on: appState.routing.screen, in: catalog, system: appState.system)
        if let codes {
            appState.userData.records = .isLoading(last: appState.userData.records.value)
            appState.userData.records = source.records(codes, of: catalog, reading: CatalogSource.recordReading(for: appState.system))
        }
        if let cities = citiesRead?.read(on: appState.routing.screen, in: catalog, locale: appState.system.locale) {
            appState.userData.cities = cities
        }
        guard let zonesRead else { return }
        // The records read for this screen get the zones' facts; none are read again.
        let read = codes == nil ? nil : appState.userData.records.value
        let zones = zonesRead.read(on: appState.routing.screen, in: catalog, system: appState.system, records: read)
        // Each part written alone: a write of the whole `userData` would
        // compare the whole data with itself (every country's names).
        if let records = zones.records { appState.userData.records = records }
        if let times = zones.times { appState.userData.times = times }
    }
}
