import CountriesModel

/// Draws a `MapRequest` from the shapes: fills each shape's rings into a
/// grid of dots (two by four a cell), then reads the grid a cell at a time.
///
/// Land is braille (thinner than the neighbours' where a country's are
/// drawn), the same with or without colour; a highlighted
/// country is blocks, denser, so it reads in a file with no colour; a shaded
/// country is a shade character where the cell is mostly land. Countries
/// that fill no dot get a marker at their place, the capital a mark.
package struct MapRenderer: Sendable {
    /// Decoded for the request's reach by the interactor that asked.
    package let shapes: MapShapes

    package init(shapes: MapShapes) {
        self.shapes = shapes
    }

    package func render(_ request: MapRequest) -> RenderedMap {
        let frame = self.frame(for: request)
        // A region draws only the shapes that reach into it.
        let drawn = shapes.shapes(meeting: frame.bounds)
        let viewport = frame.viewport
        var grid = DotGrid(width: viewport.dotsWide, height: viewport.dotsHigh)
        var owners: [Owner] = [Owner(kind: .sea, shade: nil)]
        var filled: [String: Int] = [:]
        for shape in drawn {
            let rings = shape.rings.compactMap { ring in dots(of: ring, in: frame) }
            guard !rings.isEmpty, owners.count <= Int(UInt16.max) else { continue }
            filled[shape.code, default: 0] += grid.fill(rings, owner: UInt16(owners.count))
            owners.append(owner(of: shape.code, request))
        }
        var cells = (0..<viewport.rows).map { row in
            (0..<viewport.columns).map { column in
                cell(column: column, row: row, grid: grid, owners: owners, thinLand: !request.neighbours.isEmpty)
            }
        }
        placeMarkers(request, filled: filled, frame: frame, cells: &cells)
        return RenderedMap(columns: viewport.columns, cells: cells)
    }

    /// The projection and viewport the request is drawn in.
    func frame(for request: MapRequest) -> MapFrame {
        switch request.scope {
        case .world:
            return .world(columns: request.columns)
        case .region(let code):
            let place = request.places.first { $0.code == code }?.location
            let box = MapFrame.regionBox(mainBox: shapes.mainBox(of: code), place: place)
            return .region(around: box, columns: request.columns, maxRows: request.maxRows)
        }
    }

    /// A ring in dots; nil when it falls outside the map, or when, in a
    /// region, it wraps round the far side of the Earth (it would draw a
    /// band across the map).
    private func dots(of ring: [GeoPoint], in frame: MapFrame) -> [(x: Double, y: Double)]? {
        if let center = (frame.projection as? LocalProjection)?.center.longitude {
            var previous = (ring[ring.count - 1].longitude - center).wrappedLongitude
            for point in ring {
                let offset = (point.longitude - center).wrappedLongitude
                if abs(offset - previous) > 180 { return nil }
                previous = offset
            }
        }
        let dots = ring.map { frame.viewport.dot(of: frame.projection.project($0)) }
        guard let first = dots.first else { return nil }
        var low = first, high = first
        for dot in dots {
            low = (min(low.x, dot.x), min(low.y, dot.y))
            high = (max(high.x, dot.x), max(high.y, dot.y))
        }
        let outside = high.x < 0 || high.y < 0
            || low.x > Double(frame.viewport.dotsWide) || low.y > Double(frame.viewport.dotsHigh)
        return outside ? nil : dots
    }

    /// What a shape's dots are drawn as.
    struct Owner {
        let kind: MapCellKind
        let shade: Int?
    }

    private func owner(of code: String, _ request: MapRequest) -> Owner {
        let kind: MapCellKind = request.highlighted.contains(code) ? .highlight
            : request.neighbours.contains(code) ? .neighbour : .land
        return Owner(kind: kind, shade: request.shading[code])
    }

    /// `thinLand`: with neighbours drawn, the other land is thinner braille,
    /// so that a map with no colour tells them apart as the legend does.
    private func cell(column: Int, row: Int, grid: DotGrid, owners: [Owner], thinLand: Bool) -> MapCell {
        var land: UInt8 = 0, highlight: UInt8 = 0, neighbour = false, shaded = false
        for dx in 0..<2 {
            for dy in 0..<4 {
                let id = Int(grid.owner(x: column * 2 + dx, y: row * 4 + dy))
                guard id > 0, id < owners.count else { continue }
                let bit = UInt8(1) << (dx * 4 + dy)
                land |= bit
                switch owners[id].kind {
                case .highlight: highlight |= bit
                case .neighbour: neighbour = true
                default: break
                }
                if owners[id].shade != nil { shaded = true }
            }
        }
        if highlight != 0 { return MapCell(character: CellGlyphs.blocks(highlight), kind: .highlight) }
        if land == 0 { return MapCell(character: " ", kind: .sea) }
        if shaded, let shade = majorityShade(column: column, row: row, grid: grid, owners: owners) {
            let mostlyLand = land.nonzeroBitCount >= 4
            return MapCell(character: mostlyLand ? CellGlyphs.shade(shade) : CellGlyphs.braille(land), kind: .shaded(shade))
        }
        if neighbour { return MapCell(character: CellGlyphs.braille(land), kind: .neighbour) }
        return MapCell(character: CellGlyphs.braille(thinLand ? CellGlyphs.thinned(land) : land), kind: .land)
    }

    /// The class most of the cell's shaded dots have, the higher on a tie:
    /// counted apart, for the cells that have any (a dictionary a cell was
    /// a tenth of a map's cost).
    private func majorityShade(column: Int, row: Int, grid: DotGrid, owners: [Owner]) -> Int? {
        var counts: [Int: Int] = [:]
        for dx in 0..<2 {
            for dy in 0..<4 {
                let id = Int(grid.owner(x: column * 2 + dx, y: row * 4 + dy))
                if id > 0, id < owners.count, let shade = owners[id].shade { counts[shade, default: 0] += 1 }
            }
        }
        return counts.max(by: { ($0.value, $0.key) < ($1.value, $1.key) })?.key
    }

    /// Markers for the countries that filled no dot, the highlighted ones
    /// last so that no other marker hides them, then the capital. A
    /// neighbour's marker is its own, so a tiny neighbour and a tiny
    /// country beyond it do not look alike.
    ///
    /// Every country has a visible place, the Vatican on the world too: a
    /// marker goes over other land. On the world, not over the highlighted
    /// country's (at 80 columns a cell is two degrees, and France would be
    /// half bullets); in a region, over anything (the Vatican in Italy).
    private func placeMarkers(_ request: MapRequest, filled: [String: Int], frame: MapFrame, cells: inout [[MapCell]]) {
        let hidden = request.places.filter { (filled[$0.code] ?? 0) == 0 }
        let ordered = hidden.filter { !request.highlighted.contains($0.code) }
            + hidden.filter { request.highlighted.contains($0.code) }
        let world = frame.bounds == nil
        for place in ordered {
            guard let (column, row) = frame.viewport.cell(of: frame.projection.project(place.location)) else { continue }
            let highlighted = request.highlighted.contains(place.code)
            if world, !highlighted, cells[row][column].kind == .highlight { continue }
            cells[row][column] = if highlighted {
                MapCell(character: CellGlyphs.highlightedMarker, kind: .highlight)
            } else if request.neighbours.contains(place.code) {
                MapCell(character: CellGlyphs.neighbourMarker, kind: .neighbour)
            } else {
                MapCell(character: CellGlyphs.marker, kind: .marker)
            }
        }
        if let capital = request.capital,
           let (column, row) = frame.viewport.cell(of: frame.projection.project(capital)),
           cells[row][column].character != CellGlyphs.highlightedMarker {
            cells[row][column] = MapCell(character: CellGlyphs.capital, kind: .capital)
        }
        if let point = request.point, let (column, row) = frame.viewport.cell(of: frame.projection.project(point)) {
            cells[row][column] = MapCell(character: CellGlyphs.point, kind: .point)
        }
    }
}
