/// The colours of a map's cells, by what they show. The sea stays plain,
/// so the land reads against the terminal's own background.
enum MapPalette {
    /// SGR parameters for a kind; nil for none.
    static func code(for kind: MapCellKind) -> String? {
        switch kind {
        case .sea: nil
        case .land: "32"
        case .neighbour: "33"
        case .highlight: "1;31"
        case .marker: "35"
        case .capital, .point: "1;97"
        // A sequential palette, pale to dark (xterm's 256 colours):
        // lightest the least, as the shade characters go.
        case let .shaded(index): "38;5;\(shades[min(max(index, 0), shades.count - 1)])"
        }
    }

    static let shades = [229, 221, 208, 196, 124]

    /// A row in colour: a run of cells of one kind is one escape, not one a cell.
    static func line(_ cells: [MapCell]) -> String {
        var line = "", index = cells.startIndex
        while index < cells.endIndex {
            let kind = cells[index].kind
            var end = index
            while end < cells.endIndex, cells[end].kind == kind { end += 1 }
            let text = String(cells[index..<end].map(\.character))
            line += code(for: kind).map { "\u{1B}[\($0)m\(text)\u{1B}[0m" } ?? text
            index = end
        }
        return line
    }

    /// A legend's symbol in its cell's colour, or plain.
    static func symbol(_ character: Character, _ kind: MapCellKind, colored: Bool) -> String {
        guard colored, let code = code(for: kind) else { return String(character) }
        return "\u{1B}[\(code)m\(character)\u{1B}[0m"
    }
}
