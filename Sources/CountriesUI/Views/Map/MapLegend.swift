import CountriesModel
import CountriesStore

/// The lines under a map: what is filled, and the ranges of a shading.
enum MapLegend {
    static func lines(_ screen: MapScreen, shading: MapShading?, catalog: CountryCatalog, system: SystemState, width: Int) -> [String] {
        let colored = system.colorEnabled
        var keys: [(symbol: Character, kind: MapCellKind, text: String)] = []
        if let focus = screen.focus.flatMap(catalog.country(cca3:)) {
            keys.append(("█", .highlight, PlainText.of(catalog.name(of: focus, in: system.locale).common)))
            if !focus.borders.isEmpty { keys.append(("⣿", .neighbour, "neighbours")) }
            if focus.capitalLocation != nil, let capital = focus.capitals.first { keys.append(("*", .capital, PlainText.of(capital))) }
        }
        let others = screen.highlighted.filter { $0 != screen.focus }
        if !others.isEmpty, shading == nil { keys.append(("█", .highlight, "\(others.count) kept by the filters")) }
        if shading == nil { keys.append(("•", .marker, "too small to draw")) }
        // Wrapped by the plain text's width: escapes take no column.
        var lines: [String] = [], line = "", used = 0
        for key in keys {
            let words = DisplayWidth.truncate(key.text, to: width - 2)
            let columns = DisplayWidth.of(words) + 2
            if used > 0, used + 3 + columns > width {
                lines.append(line)
                (line, used) = ("", 0)
            }
            if used > 0 { (line, used) = (line + "   ", used + 3) }
            line += MapPalette.symbol(key.symbol, key.kind, colored: colored) + " " + words
            used += columns
        }
        if used > 0 { lines.append(line) }
        if let shading, let measure = screen.shading {
            lines.append(DisplayWidth.truncate("By \(measure.rawValue), in \(measure.unit):", to: width))
            for (index, range) in shading.legend.enumerated() {
                let symbol = MapPalette.symbol(CellGlyphs.shade(index), .shaded(index), colored: colored)
                lines.append("  \(symbol) \(compact(range.lower)) – \(compact(range.upper))")
            }
        }
        return lines
    }

    /// 1.2k, 34M, 1.4B: a legend is read at a glance.
    static func compact(_ value: Double) -> String {
        let steps: [(Double, String)] = [(1e9, "B"), (1e6, "M"), (1e3, "k")]
        for (size, suffix) in steps where abs(value) >= size {
            let scaled = value / size
            return (scaled < 10 ? String(Double(Int(scaled * 10)) / 10) : String(Int(scaled))) + suffix
        }
        return value < 10 && value != value.rounded() ? String(Double(Int(value * 10)) / 10) : String(Int(value))
    }
}
