import CountriesData
import CountriesModel
import CountriesStore

/// `countries at`: what is at a point, or at each point of a CSV. One point
/// is one call that writes the screen and its answer; a CSV is a call a
/// batch, each writing its answers into the store, replacing the batch
/// before (printed by then), so memory stays flat however long the input.
@MainActor
package protocol PointsInteractor {
    /// `at <lat>,<lng>`: the place at the point, on its screen.
    func showPlace(at point: GeoPoint)
    /// `at --column`: the data and the fields each answer gives; `header`:
    /// the CSV's header row, which the output repeats.
    func beginPoints(_ request: PointRequest, header: [String]?)
    /// These points, answered in order.
    func answer(_ points: [PointInput])
    /// The input has ended.
    func finishPoints()
}

// MARK: - Real

package struct RealPointsInteractor: PointsInteractor {
    let appState: AppState
    let source: CatalogSource
    let shown: PointsShown

    package init(
        appState: AppState, source: CatalogSource, shapes: any ZoneShapesRepository, timeZones: any TimeZoneRepository, clock: any WallClock
    ) {
        self.appState = appState
        self.source = source
        shown = PointsShown(
            shapes: shapes, zones: timeZones, clock: clock, cities: source.cities, subdivisions: SubdivisionReading(worldData: source.worldData)
        )
    }

    package func showPlace(at point: GeoPoint) {
        appState.routing.startCommand()
        guard let catalog = dataAtHand() else { return }
        let answered = shown.place(at: point, fields: appState.system.pointFields, in: catalog, locale: appState.system.locale)
        appState.userData.points = answered
        // The countries the answer names: the point's, the nearest one's, the nearest city's.
        let place = answered.value?.place(0)
        let codes = [place?.cca3, place?.nearest?.cca3].compactMap { $0 }
        let city = place?.city.flatMap { catalog.firstCountry(withCode: $0.city.cca2, in: .cca2) }
        name(codes.compactMap(catalog.country(cca3:)) + (city.map { [$0] } ?? []), of: catalog)
        appState.routing.screen = .place(point)
    }

    package func beginPoints(_ request: PointRequest, header: [String]?) {
        guard let catalog = dataAtHand() else { return }
        // Any country may be a point's: every one, once a run.
        name(catalog.countries, of: catalog)
        appState.userData.points = Loadable(Result {
            var batch = try shown.batch(
                fields: request.fields ?? PointField.columnDefault, header: header, byteOrderMark: request.byteOrderMark, in: catalog,
                locale: appState.system.locale
            )
            batch.isCSV = request.column != nil
            return batch
        })
    }

    package func answer(_ points: [PointInput]) {
        guard var batch = appState.userData.points.value, let catalog = dataAtHand() else { return }
        appState.userData.points = .notRequested // the one copy: the run's answers grow in place
        do {
            try shown.answer(points, in: &batch, in: catalog)
            appState.userData.points = .loaded(batch)
        } catch {
            appState.userData.points = .failed(error)
        }
    }

    package func finishPoints() {
        guard var batch = appState.userData.points.value else { return }
        batch.finish()
        appState.userData.points = .loaded(batch)
    }

    /// The data at hand; nil, with its failure written, when it cannot be opened.
    private func dataAtHand() -> CountryCatalog? {
        do {
            return try source.catalog(in: appState.system.locale)
        } catch {
            appState.userData.countries = .failed(error)
            return nil
        }
    }

    /// What the store holds of the data for the answers' views: these
    /// countries, with their names in the session's language.
    private func name(_ countries: [Country], of catalog: CountryCatalog) {
        let names = ScreenCountries.names(of: countries, in: catalog, locale: appState.system.locale)
        appState.userData.countries = .loaded(ShownCountries(source: catalog.source, countries: countries, names: names, terms: catalog.terms))
    }
}
