import CountriesModel
import CountriesStore

/// The lines under a map: a key for each kind of mark the map draws, and
/// none for a mark it does not (`map va` draws its capital under the
/// Vatican's own marker), then the ranges of a shading.
enum MapLegend {
    static func lines(_ screen: MapScreen, shading: MapShading?, shown: ShownCountries, system: SystemState, drawn map: RenderedMap) -> [String] {
        let width = map.columns
        let colored = system.colorEnabled
        let marks = Marks(map)
        var keys: [(symbol: Character, kind: MapCellKind, text: String)] = []
        let others = screen.highlighted.filter { $0 != screen.focus }
        let focus = screen.focus.flatMap(shown.country(cca3:))
        let focusName = focus.map { PlainText.of(shown.name(of: $0).common) }
        if let focusName, marks.blocks { keys.append(("█", .highlight, focusName)) }
        if !others.isEmpty, shading == nil, marks.blocks { keys.append(("█", .highlight, "\(others.count) kept by the filters")) }
        if marks.highlightedMarker {
            // The country's own mark where it is too small for blocks (the Vatican, Tuvalu).
            let text = focusName.map { others.isEmpty ? $0 : "\($0), or one kept, too small to draw" } ?? "kept by the filters, too small to draw"
            keys.append((CellGlyphs.highlightedMarker, .highlight, text))
        }
        if marks.neighbours { keys.append(("⣿", .neighbour, "neighbours")) }
        // The land each map draws in braille has its key, the world's with
        // nothing marked too ("land"); beside marks, "other land".
        if marks.land {
            let others = marks.neighbours || marks.neighbourMarker || marks.blocks || marks.highlightedMarker || shading != nil
            keys.append((marks.landGlyph, .land, others ? "other land" : "land"))
        }
        if marks.capital, let capital = focus?.capitals.first { keys.append((CellGlyphs.capital, .capital, PlainText.of(capital))) }
        if marks.neighbourMarker { keys.append((CellGlyphs.neighbourMarker, .neighbour, "neighbour too small to draw")) }
        if marks.marker { keys.append((CellGlyphs.marker, .marker, marks.neighbourMarker ? "other, too small to draw" : "too small to draw")) }
        if marks.point, let point = screen.point {
            keys.append((CellGlyphs.point, .point, "\(PointsView.coordinate(point.latitude)), \(PointsView.coordinate(point.longitude))"))
        }
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

    /// Which kinds of mark a drawn map holds.
    struct Marks {
        var blocks = false, highlightedMarker = false, neighbours = false, neighbourMarker = false, land = false, capital = false, marker = false, point = false
        /// How its land is drawn: thinner braille beside neighbours, whole without.
        var landGlyph = CellGlyphs.braille(0xFF)

        init(_ map: RenderedMap) {
            for row in map.cells {
                for cell in row {
                    switch cell.kind {
                    case .highlight where cell.character == CellGlyphs.highlightedMarker: highlightedMarker = true
                    case .highlight: blocks = true
                    case .neighbour where cell.character == CellGlyphs.neighbourMarker: neighbourMarker = true
                    case .neighbour: neighbours = true
                    case .land:
                        land = true
                        if cell.character == CellGlyphs.braille(CellGlyphs.thinned(0xFF)) { landGlyph = cell.character }
                    case .capital: capital = true
                    case .point: point = true
                    case .marker: marker = true
                    case .sea, .shaded: break
                    }
                }
            }
        }
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
