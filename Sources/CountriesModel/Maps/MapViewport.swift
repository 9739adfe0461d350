/// A rectangle of a projection's plane laid over a grid of cells, each cell
/// 2 dots wide and 4 high (a braille character). A terminal cell is about
/// twice as high as wide, so dots are about square: one scale serves both
/// axes, and the height in cells follows from the width and the rectangle.
package struct MapViewport: Sendable, Equatable {
    package let minX: Double, maxX: Double, minY: Double, maxY: Double
    package let columns: Int
    package let rows: Int
    /// Dots per unit of the plane.
    package let scale: Double
    /// Dots above the rectangle's top edge: the rows round up, and the
    /// spare dots are split above and below.
    package let topMargin: Double

    package init(minX: Double, maxX: Double, minY: Double, maxY: Double, columns: Int) {
        self.minX = minX
        self.maxX = maxX
        self.minY = minY
        self.maxY = maxY
        self.columns = max(columns, 1)
        let scale = Double(self.columns * 2) / max(maxX - minX, .ulpOfOne)
        let dotsHigh = (maxY - minY) * scale
        let rows = max(Int((dotsHigh / 4).rounded(.up)), 1)
        self.scale = scale
        self.rows = rows
        self.topMargin = (Double(rows * 4) - dotsHigh) / 2
    }

    package var dotsWide: Int { columns * 2 }
    package var dotsHigh: Int { rows * 4 }

    /// Where a point falls in dots, x right and y down, not rounded.
    package func dot(of point: ProjectedPoint) -> (x: Double, y: Double) {
        ((point.x - minX) * scale, (maxY - point.y) * scale + topMargin)
    }

    /// The cell a point falls in, nil outside; a point on the right or
    /// bottom edge belongs to the last column or row.
    package func cell(of point: ProjectedPoint) -> (column: Int, row: Int)? {
        let (x, y) = dot(of: point)
        guard x >= 0, y >= 0, x <= Double(dotsWide), y <= Double(dotsHigh) else { return nil }
        return (min(Int(x / 2), columns - 1), min(Int(y / 4), rows - 1))
    }
}
