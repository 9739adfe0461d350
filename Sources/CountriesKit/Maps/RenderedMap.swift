/// A drawn map: rows of cells, each as wide as one column of a terminal.
public struct RenderedMap: Sendable, Equatable {
    public let columns: Int
    public let cells: [[MapCell]]

    public init(columns: Int, cells: [[MapCell]]) {
        self.columns = columns
        self.cells = cells
    }

    public var rows: Int { cells.count }

    /// Each row as text, `columns` characters long: the form for a pipe or
    /// a file, where the highlighted country's blocks stand out from the
    /// other land's braille with no colour.
    public var lines: [String] {
        cells.map { String($0.map(\.character)) }
    }

    public var plainText: String { lines.joined(separator: "\n") }
}
