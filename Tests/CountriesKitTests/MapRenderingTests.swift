import CountriesData
import CountriesModel
import CountriesUI
import Testing

@Suite struct MapRenderingTests {
    static let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")

    func render(_ request: MapRequest) throws -> RenderedMap {
        MapRenderer(shapes: try MapFixtures.decoded()).render(request)
    }

    @Test(arguments: [20, 21, 40, 80, 133, 200, 400])
    func everyLineIsAsWideAsAsked(width: Int) throws {
        for request in [MapFixtures.world(width: width), MapFixtures.region("FRA", width: width),
                        MapFixtures.region("RUS", width: width), MapFixtures.region("TUV", width: width)] {
            let map = try render(request)
            #expect(map.columns == width)
            #expect(map.rows >= 1)
            for line in map.lines { #expect(line.count == width) }
            #expect(map.plainText.split(separator: "\n", omittingEmptySubsequences: false).count == map.rows)
        }
    }

    @Test func widthsOutsideTheRangeAreBroughtIn() throws {
        #expect(try render(MapFixtures.world(width: 5)).columns == 20)
        #expect(try render(MapFixtures.world(width: 1000)).columns == 400)
    }

    @Test func theWorldIsMostlySeaAndHasLand() throws {
        let kinds = try render(MapFixtures.world()).cells.joined().map(\.kind)
        let sea = kinds.filter { $0 == .sea }.count, land = kinds.filter { $0 == .land }.count
        // The Earth is about 29% land; cells at coasts count as land.
        #expect(sea > kinds.count / 2)
        #expect(land > kinds.count / 5)
    }

    /// Whether a highlighted cell is within `reach` cells of the place.
    func highlighted(near location: GeoPoint, in map: RenderedMap, projection: any MapProjection,
                     viewport: MapViewport, reach: Int = 1) throws -> Bool {
        let cell = try #require(viewport.cell(of: projection.project(location)))
        for row in max(cell.row - reach, 0)...min(cell.row + reach, map.rows - 1) {
            for column in max(cell.column - reach, 0)...min(cell.column + reach, map.columns - 1)
            where map.cells[row][column].kind == .highlight {
                return true
            }
        }
        return false
    }

    @Test(arguments: ["FRA", "BRA", "JPN", "AUS"])
    func aCountrySitsWhereItsCoordinatesSay(cca3: String) throws {
        let location = try #require(MapFixtures.countries[cca3]?.location)
        let map = try render(MapFixtures.world(width: 80, highlighted: [cca3]))
        let (maxX, maxY) = EqualEarthProjection.worldBounds
        let viewport = MapViewport(minX: -maxX, maxX: maxX, minY: -maxY, maxY: maxY, columns: 80)
        #expect(try highlighted(near: location, in: map, projection: EqualEarthProjection(), viewport: viewport))
        // And nowhere far from it: no highlighted cell on the other side.
        let far = GeoPoint(longitude: location.longitude > 0 ? location.longitude - 150 : location.longitude + 150,
                           latitude: -location.latitude)
        #expect(try !highlighted(near: far, in: map, projection: EqualEarthProjection(), viewport: viewport, reach: 3))
    }

    @Test(arguments: ["FRA", "BRA", "JPN", "AUS"])
    func aRegionIsCentredOnItsCountry(cca3: String) throws {
        let map = try render(MapFixtures.region(cca3, width: 80))
        let rows = map.cells.indices.filter { map.cells[$0].contains { $0.kind == .highlight } }
        let columns = (0..<map.columns).filter { column in map.cells.contains { $0[column].kind == .highlight } }
        let middleRow = try #require(rows.first) + (try #require(rows.last) - rows[0]) / 2
        let middleColumn = try #require(columns.first) + (try #require(columns.last) - columns[0]) / 2
        #expect(abs(middleRow - map.rows / 2) <= map.rows / 5)
        #expect(abs(middleColumn - map.columns / 2) <= map.columns / 5)
        // Room for the neighbours: the country does not reach the edges.
        #expect(rows[0] > 0 && columns[0] > 0 && columns.last != map.columns - 1)
        #expect(map.cells.joined().contains { $0.kind == .capital })
    }

    @Test func neighboursAreTold() throws {
        let kinds = Set(try render(MapFixtures.region("FRA")).cells.joined().map(\.kind))
        #expect(kinds.isSuperset(of: [.highlight, .neighbour, .land, .sea, .capital]))
    }

    @Test(arguments: ["NRU", "TUV"])
    func tinyIslandsGetAMarkerOnTheWorld(cca3: String) throws {
        let location = try #require(MapFixtures.countries[cca3]?.location)
        let (maxX, maxY) = EqualEarthProjection.worldBounds
        let viewport = MapViewport(minX: -maxX, maxX: maxX, minY: -maxY, maxY: maxY, columns: 80)
        let cell = try #require(viewport.cell(of: EqualEarthProjection().project(location)))
        let plain = try render(MapFixtures.world(width: 80)).cells[cell.row][cell.column]
        #expect(plain == MapCell(character: "•", kind: .marker))
        let highlighted = try render(MapFixtures.world(width: 80, highlighted: [cca3])).cells[cell.row][cell.column]
        #expect(highlighted == MapCell(character: "●", kind: .highlight))
    }

    @Test func theVaticanIsMarked() throws {
        // Inside Italy's land: marked in a region, and when highlighted.
        let italy = try render(MapFixtures.region("ITA"))
        #expect(italy.cells.joined().filter { $0.kind == .marker }.count >= 2)  // the Vatican, San Marino
        let vatican = try render(MapFixtures.region("VAT", width: 40))
        #expect(vatican.cells.joined().contains { $0.character == "●" })
        let world = try render(MapFixtures.world(width: 80, highlighted: ["VAT"]))
        #expect(world.cells.joined().filter { $0.character == "●" }.count == 1)
    }

    @Test(arguments: ["VAT", "SMR", "MCO", "LIE"])
    func everyCountryHasAPlace_onThePlainWorldToo(cca3: String) throws {
        let location = try #require(MapFixtures.countries[cca3]?.location)
        let (maxX, maxY) = EqualEarthProjection.worldBounds
        let viewport = MapViewport(minX: -maxX, maxX: maxX, minY: -maxY, maxY: maxY, columns: 80)
        let cell = try #require(viewport.cell(of: EqualEarthProjection().project(location)))
        #expect(try render(MapFixtures.world(width: 80)).cells[cell.row][cell.column].character == "•")
    }

    @Test func theHighlightIsDenserAndTheRestUnchanged() throws {
        let plain = try render(MapFixtures.world(width: 120))
        let highlighted = try render(MapFixtures.world(width: 120, highlighted: ["BRA"]))
        var highlightCells = 0
        for (plainRow, row) in zip(plain.cells, highlighted.cells) {
            for (before, after) in zip(plainRow, row) {
                if after.kind == .highlight {
                    highlightCells += 1
                    #expect(Self.blocks.contains(after.character))
                } else {
                    #expect(before == after)
                }
            }
        }
        #expect(highlightCells > 20)
        // Other land is braille, never blocks.
        #expect(!plain.plainText.contains { Self.blocks.contains($0) })
        let inside = highlighted.cells.joined().filter { $0.kind == .highlight }.map(\.character)
        #expect(inside.filter { $0 == "█" }.count > inside.count / 3)
    }
}
