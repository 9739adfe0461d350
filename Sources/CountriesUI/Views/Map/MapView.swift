import CountriesModel
import CountriesStore

/// `countries map`: the map, then a legend of what its marks mean. In
/// colour only when `system.colorEnabled`; the characters are the same
/// either way, so a map in a file still reads.
package enum MapView {
    package static func lines(_ screen: MapScreen, shown: ShownCountries, shapes: MapShapes, system: SystemState) -> [String] {
        let width = screen.width ?? system.width
        var (request, shading) = MapRequestMaker.request(screen, shown: shown, width: width)
        // On a terminal, a region fits the window above its legend and the prompt.
        if system.isTerminal { request.maxRows = screen.maxRows(windowHeight: system.height) }
        let map = MapRenderer(shapes: shapes).render(request)
        let colored = system.colorEnabled
        let body = colored ? map.cells.map(MapPalette.line) : map.lines
        return body + MapLegend.lines(screen, shading: shading, shown: shown, system: system, drawn: map)
    }
}
