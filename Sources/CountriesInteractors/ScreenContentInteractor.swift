import CountriesModel
import CountriesStore

/// What every interactor that puts a screen on show writes once it is
/// there: the data at hand read for it into values (the countries it
/// names and a list's page, `ScreenCountries`; the map's shapes, the
/// records, the cities and the zones it shows), then whether those reads
/// held. The writes are the adopting interactor's own, as every intent's
/// are; this keeps one copy of them.
@MainActor
protocol ScreenContentInteractor {
    var appState: AppState { get }
    var source: CatalogSource { get }
    /// How the zones a screen shows are read; nil: none are.
    var zonesRead: ZonesShown? { get }
    /// How the cities a screen shows are read (a city's link); nil: none are.
    var citiesRead: CityRows? { get }
    /// How the place at a point (`/at/<lat>,<lng>`) is read; nil: it is not.
    var pointsRead: PointsShown? { get }
}

extension ScreenContentInteractor {
    var zonesRead: ZonesShown? { nil }
    var citiesRead: CityRows? { nil }
    var pointsRead: PointsShown? { nil }

    /// The data at hand in the session's language; nil, with its failure
    /// written, when it cannot be opened.
    func dataAtHand() -> CountryCatalog? {
        do {
            return try source.catalog(in: appState.system.locale)
        } catch {
            appState.userData.countries = .failed(error)
            return nil
        }
    }

    /// The subdivision a link names (`/countries/US-CA`, its screen's link),
    /// its details read into the store as `show US-CA` reads them; nil for a
    /// link that names none, which the countries resolve.
    func subdivisionLinked(_ link: String, in countries: CountryCatalog) -> Screen? {
        guard case let .country(code)? = try? Route.parse(link) else { return nil }
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

    /// What the screen on show shows of `catalog` (the data at hand, else
    /// read now), read into values and written: the built-in memberships it
    /// needs laid over, the shapes its map or locator draws, the records it
    /// prints, the cities and zones it shows, and the countries it names
    /// with a list's page (`userData.countries`). Then the reads are
    /// confirmed: a cache damaged or cut short meanwhile is the countries'
    /// failure, written before anything renders.
    /// Returns the data as the screen read it (the memberships laid),
    /// for what the intent says of it.
    @discardableResult
    func showContent(of catalog: CountryCatalog? = nil) -> CountryCatalog? {
        guard let data = catalog ?? dataAtHand() else { return nil }
        let routing = appState.routing, system = appState.system
        let laid = source.memberships(for: routing.screen, in: data, system: system)
        if let notice = laid.notice { appState.routing.notice = notice }
        let catalog = laid.countries
        let rows = ScreenCountries.rows(on: routing, in: catalog, system: system)
        let codes = ScreenCountries.codes(on: routing.screen, rows: rows)
        if let shapes = source.shapesShown(on: routing.screen, in: catalog, system: system, have: appState.userData.mapShapes.value) {
            appState.userData.mapShapes = shapes
        }
        let readsRecords = codes != nil && source.readsRecords(on: routing.screen, in: catalog, system: system)
        if let codes, readsRecords {
            appState.userData.records = .isLoading(last: appState.userData.records.value)
            appState.userData.records = source.records(codes, of: catalog, reading: CatalogSource.recordReading(for: system))
        }
        if let cities = citiesRead?.read(on: routing.screen, in: catalog, locale: system.locale) {
            appState.userData.cities = cities
        }
        if case let .place(point) = routing.screen, let pointsRead {
            appState.userData.points = pointsRead.place(at: point, fields: system.pointFields, in: catalog, locale: system.locale)
        }
        if let codes, let zonesRead {
            // The records read for this screen get the zones' facts; none are read again.
            let read = readsRecords ? appState.userData.records.value : nil
            let zones = zonesRead.read(on: routing.screen, codes: codes, in: catalog, system: system, records: read)
            // Each part written alone: a write of the whole `userData` would
            // compare more than the part with itself.
            if let records = zones.records { appState.userData.records = records }
            if let times = zones.times { appState.userData.times = times }
        }
        appState.userData.countries = .loaded(ScreenCountries.shown(
            on: routing.screen, rows: rows, in: catalog, system: system, records: appState.userData.records.value, times: appState.userData.times.value,
            cities: appState.userData.cities.value
        ))
        confirmReads()
        return catalog
    }

    /// A refresh: loading, with what the screen showed kept under it and
    /// the progress; then, or on any failure with the failure beside it
    /// and in a notice, what the screen
    /// showed, which the intent reads anew once it knows its screen. The
    /// cache is written only once every request has succeeded.
    @discardableResult
    func refresh(requests: Int?, _ fetch: (NameLocale) async -> Result<CountryCatalog, any Error>) async -> Result<CountryCatalog, any Error> {
        let before = appState.userData, locale = appState.system.locale
        appState.userData = before.refreshing(from: source.server, requests: requests)
        let result = await fetch(locale)
        appState.userData = appState.userData.refreshed(result, before: before)
        appState.routing.notice = result.refreshNotice
        return result
    }

    /// A list's page anew, where the first row or the window's height
    /// moved: its rows are in the store already, and nothing is read.
    func showPage() {
        guard appState.routing.isPaged, var list = appState.userData.countries.value?.list else { return }
        let page = PageLayout.rows(list.rows.count, from: appState.routing.firstRow, height: appState.system.height, width: appState.system.width, screen: appState.routing.screen)
        guard page != list.page else { return }
        list.page = page
        switch appState.userData.countries {
        case var .loaded(shown):
            shown.list = list
            appState.userData.countries = .loaded(shown)
        case var .isLoading(last: shown?):
            shown.list = list
            appState.userData.countries = .isLoading(last: shown)
        case .notRequested, .isLoading(last: nil), .failed:
            break
        }
    }

    /// Whether the data held while it was read: a cache found damaged or
    /// cut short by another program meanwhile (a block of its index, read
    /// when first asked for) is the countries' failure, which is reported
    /// instead of the screen. Writes nothing while the reads held.
    func confirmReads() {
        if let failure = source.readFailure() { appState.userData.countries = .failed(failure) }
    }
}
