/// A drawn map: rows of cells, each as wide as one column of a terminal.
package struct RenderedMap: Sendable, Equatable {
    package let columns: Int
    package let cells: [[MapCell]]

    package init(columns: Int, cells: [[MapCell]]) {
        self.columns = columns
        self.cells = cells
    }

    package var rows: Int { cells.count }

    /// Each row as text, `columns` characters long: the form for a pipe or
    /// a file, where the highlighted country's blocks stand out from the
    /// other land's braille with no colour.
    package var lines: [String] {
        cells.map { row in
            // Scalar by scalar: a String made of Characters costs a grapheme check each.
            var line = String.UnicodeScalarView()
            for cell in row { line.append(contentsOf: cell.character.unicodeScalars) }
            return String(line)
        }
    }

    package var plainText: String { lines.joined(separator: "\n") }
}
