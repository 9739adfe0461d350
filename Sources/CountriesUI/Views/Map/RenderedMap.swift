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
            // Byte by byte: a String made of Characters costs a grapheme
            // check each, and appending scalars was slower still.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(row.count * 3)
            for cell in row { bytes.append(contentsOf: cell.character.utf8) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    package var plainText: String { lines.joined(separator: "\n") }
}
