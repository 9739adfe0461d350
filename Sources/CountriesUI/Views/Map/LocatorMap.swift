import CountriesModel
import CountriesStore

/// The small map a country's details carry on a terminal at least 80
/// columns wide: beside the details where both fit, else below them. A
/// pipe never gets one: scripts read `show`'s lines as they always were.
enum LocatorMap {
    static let minimumWindow = 80
    /// The details keep at least this much room beside the map.
    static let detailsRoom = 56
    static let gap = 3

    static func attach(to details: [String], of country: Country, catalog: CountryCatalog, shapes: MapShapes?,
                       system: SystemState, layDetails: (Int) -> [String]) -> [String] {
        guard let shapes, system.isTerminal, system.width >= minimumWindow, system.fields == nil else { return details }
        let mapWidth = min(max(system.width / 3, 24), 48)
        let besideWidth = system.width - mapWidth - gap
        if besideWidth >= detailsRoom {
            let map = lines(country, catalog: catalog, shapes: shapes, colored: system.colorEnabled,
                            width: fitted(mapWidth, rows: system.height - 2))
            guard !map.isEmpty else { return details }
            let narrowed = layDetails(besideWidth)
            let column = narrowed.map(visibleWidth).max() ?? 0
            return (0..<max(narrowed.count, map.count)).map { row in
                let left = row < narrowed.count ? narrowed[row] : ""
                let right = row < map.count ? map[row] : ""
                guard !right.isEmpty else { return left }
                return left + String(repeating: " ", count: column - visibleWidth(left) + gap) + right
            }
        }
        // Below, in the rows the details leave (a blank line, and the prompt's).
        let map = lines(country, catalog: catalog, shapes: shapes, colored: system.colorEnabled,
                        width: fitted(min(system.width, 60), rows: system.height - details.count - 2))
        return map.isEmpty ? details : details + [""] + map
    }

    /// A width whose map is at most `rows` high: a region is at least 1.25
    /// times as wide as high, and a cell 2 dots wide and 4 high, so `rows`
    /// rows hold 2.5 columns each. 0 (no map) when that is under 20 columns.
    static func fitted(_ width: Int, rows: Int) -> Int {
        let fitting = min(width, rows * 5 / 2)
        return fitting >= MapRequest.widths.lowerBound ? fitting : 0
    }

    static func lines(_ country: Country, catalog: CountryCatalog, shapes: MapShapes, colored: Bool, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let (request, _) = MapRequestMaker.request(MapScreen(focus: country.cca3), catalog: catalog, width: width)
        let map = MapRenderer(shapes: shapes).render(request)
        return colored ? map.cells.map(MapPalette.line) : map.lines
    }

    /// Columns a line takes on screen: its escapes take none.
    static func visibleWidth(_ line: String) -> Int {
        var plain = String.UnicodeScalarView(), escaping = false
        for scalar in line.unicodeScalars {
            if scalar == "\u{1B}" {
                escaping = true
            } else if escaping {
                if scalar == "m" { escaping = false }
            } else {
                plain.append(scalar)
            }
        }
        return DisplayWidth.of(String(plain))
    }
}
