import CountriesModel
import CountriesStore

/// The small map a country's details carry on a terminal at least 80
/// columns wide: beside the details where both fit, else below them, else
/// (a short window: 80x24) beside the details' first, short lines. A pipe
/// never gets one: scripts read `show`'s lines as they always were.
enum LocatorMap {
    static let minimumWindow = 80
    /// The details keep at least this much room beside the map.
    static let detailsRoom = 56
    static let gap = 3

    static func attach(to details: [String], of country: Country, shown: ShownCountries, shapes: MapShapes?,
                       system: SystemState, layDetails: (Int) -> [String]) -> [String] {
        guard let shapes, system.isTerminal, system.width >= minimumWindow, system.fields == nil else { return details }
        let mapWidth = min(max(system.width / 3, 24), 48)
        let besideWidth = system.width - mapWidth - gap
        if besideWidth >= detailsRoom {
            let map = lines(country, shown: shown, shapes: shapes, colored: system.colorEnabled,
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
        let below = lines(country, shown: shown, shapes: shapes, colored: system.colorEnabled,
                          width: fitted(min(system.width, 60), rows: system.height - details.count - 2))
        if !below.isEmpty { return details + [""] + below }
        return besideTheTop(of: details, of: country, shown: shown, shapes: shapes, system: system) ?? details
    }

    /// The map beside the details' first lines, where they are short
    /// (the name, codes, capital, region, numbers, languages): at 80x24 the
    /// details of most countries fill all but a few rows, and narrowed to
    /// leave the map a column they would grow taller than the window. The
    /// details are not laid again, so they keep every line they had: the
    /// map costs no row. Nil where those lines leave too little room.
    static func besideTheTop(of details: [String], of country: Country, shown: ShownCountries, shapes: MapShapes, system: SystemState) -> [String]? {
        let smallest = MapRequest.widths.lowerBound
        for mapWidth in stride(from: min(max(system.width / 3, 24), 48), through: smallest, by: -1) {
            let room = system.width - mapWidth - gap
            let short = details.prefix { visibleWidth($0) <= room }.count
            let width = fitted(mapWidth, rows: short)
            guard width >= smallest else { continue }
            let map = lines(country, shown: shown, shapes: shapes, colored: system.colorEnabled, width: width)
            guard !map.isEmpty, map.count <= short else { continue }
            let column = details.prefix(map.count).map(visibleWidth).max() ?? 0
            return details.enumerated().map { row, left in
                guard row < map.count else { return left }
                return left + String(repeating: " ", count: column - visibleWidth(left) + gap) + map[row]
            }
        }
        return nil
    }

    /// A width whose map is at most `rows` high: a region is at least 1.25
    /// times as wide as high, and a cell 2 dots wide and 4 high, so `rows`
    /// rows hold 2.5 columns each. 0 (no map) when that is under 20 columns.
    static func fitted(_ width: Int, rows: Int) -> Int {
        let fitting = min(width, rows * 5 / 2)
        return fitting >= MapRequest.widths.lowerBound ? fitting : 0
    }

    static func lines(_ country: Country, shown: ShownCountries, shapes: MapShapes, colored: Bool, width: Int) -> [String] {
        guard width > 0 else { return [] }
        let (request, _) = MapRequestMaker.request(MapScreen(focus: country.cca3), shown: shown, width: width)
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
