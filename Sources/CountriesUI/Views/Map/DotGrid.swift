/// A grid of dots, each sea (0) or the number of the shape drawn over it:
/// which shape owns a dot, not only whether it is land, so a cell can tell
/// the highlighted country from its neighbours and the shading of each.
struct DotGrid {
    let width: Int
    let height: Int
    private(set) var owners: [UInt16]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        self.owners = Array(repeating: 0, count: width * height)
        self.crossings = Array(repeating: [], count: height)
    }

    func owner(x: Int, y: Int) -> UInt16 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return owners[y * width + x]
    }

    /// Each row's crossings while a shape is filled, emptied after it and
    /// kept: one buffer a row for the whole map, not a dictionary a shape.
    private var crossings: [[Double]]

    /// Fills the rings together, even-odd (a ring inside another is a hole),
    /// scanline by scanline: a dot is filled when its centre is inside.
    /// Rings are in dots, x right and y down. Returns the dots filled.
    @discardableResult
    mutating func fill(_ rings: [[(x: Double, y: Double)]], owner: UInt16) -> Int {
        // Each edge adds its crossing to the rows whose centre line it spans:
        // the work is the number of crossings, not rows times edges.
        var low = height, high = -1
        for ring in rings where ring.count >= 3 {
            var previous = ring[ring.count - 1]
            for point in ring {
                defer { previous = point }
                let (top, bottom) = previous.y < point.y ? (previous, point) : (point, previous)
                // Rows whose centre, row + 0.5, lies in [top.y, bottom.y).
                let first = max(Self.index(top.y - 0.5), 0)
                let last = min(Self.index(bottom.y - 0.5) - 1, height - 1)
                guard first <= last else { continue }
                (low, high) = (min(low, first), max(high, last))
                let slope = (bottom.x - top.x) / (bottom.y - top.y)
                for row in first...last {
                    crossings[row].append(top.x + (Double(row) + 0.5 - top.y) * slope)
                }
            }
        }
        guard low <= high else { return 0 }
        var filled = 0
        for row in low...high where !crossings[row].isEmpty {
            crossings[row].sort()
            let xs = crossings[row]
            var pair = 0
            while pair + 1 < xs.count {
                // Dots whose centre, column + 0.5, lies in [start, end).
                let from = max(Self.index(xs[pair] - 0.5), 0)
                let to = min(Self.index(xs[pair + 1] - 0.5) - 1, width - 1)
                if from <= to {
                    for column in from...to { owners[row * width + column] = owner }
                    filled += to - from + 1
                }
                pair += 2
            }
            crossings[row].removeAll(keepingCapacity: true)
        }
        return filled
    }

    /// The least whole number at or above `value`, kept in a range any grid
    /// fits in: a point far off the map (or not a number) cannot trap.
    private static func index(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -1e9), 1e9).rounded(.up))
    }
}
