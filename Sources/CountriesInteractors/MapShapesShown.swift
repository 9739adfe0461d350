import CountriesData
import CountriesModel
import CountriesStore

extension CatalogSource {
    /// The shapes the screen on show draws, decoded into values for the
    /// part of the world it can show: every shape for the world's map, the
    /// shapes around the country for its region's (`map fr`) and for the
    /// locator beside its details on a terminal that can draw (a pipe's
    /// output never has one, nor a dumb terminal's transcript). nil: nothing
    /// to write, the screen draws no map or `have` holds its shapes already.
    /// A shape that does not decode is the failure, never a map's text.
    func shapesShown(on screen: Screen, in catalog: CountryCatalog, system: SystemState, have: MapShapes?) -> Loadable<MapShapes>? {
        guard let mapShapes else { return nil }
        let focus: String?, columns: Int, maxRows: Int?
        switch screen {
        case let .commandLine(.map(map)):
            // As `MapView` draws it: on a terminal, a region fits the window.
            focus = map.world ? nil : map.focus.flatMap(catalog.country(cca3:))?.cca3
            columns = MapRequest(width: map.width ?? system.width).columns
            maxRows = system.isTerminal ? map.maxRows(windowHeight: system.height) : nil
        case let .details(cca3) where system.isTerminal && !system.isDumbTerminal && catalog.country(cca3: cca3) != nil:
            // A locator's region is the same at any width or height.
            (focus, columns, maxRows) = (cca3, MapRequest.widths.lowerBound, nil)
        default:
            return nil
        }
        do {
            let source = try mapShapes.loadShapes()
            let place = focus.flatMap(catalog.country(cca3:))?.location
            let reach = MapShapes.reach(of: focus, in: source, place: place, columns: columns, maxRows: maxRows)
            if let have, have.covers(reach) { return nil }
            return .loaded(try MapShapes(decoding: source, meeting: reach))
        } catch {
            return .failed(error)
        }
    }
}
