import CountriesData
@testable import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Testing

/// What `map` prints, and the locator a country's details carry.
@Suite struct MapViewTests {
    static let shapes = (try? MapFixtures.decoded()) ?? MapShapes([])
    static let escape: Character = "\u{1B}"

    func render(_ screen: MapScreen, colored: Bool = false, width: Int = 80) -> [String] {
        MapView.lines(screen, shown: .whole(.snapshot), shapes: Self.shapes,
                      system: SystemState(width: width, colorEnabled: colored))
    }

    @Test(arguments: [20, 21, 57, 80, 133, 400])
    func everyLine_legendToo_fitsTheWidth(width: Int) {
        for screen in [MapScreen(focus: "FRA"), MapScreen(), MapScreen(highlighted: ["NRU", "TUV"]),
                       MapScreen(shading: .population), MapScreen(focus: "VAT", world: true)] {
            for line in render(screen, width: width) {
                #expect(LocatorMap.visibleWidth(line) <= width, "\(screen) at \(width): \(line)")
            }
        }
    }

    @Test func aPipe_getsNoEscapes_andColourIsTheSameCharacters() {
        let plain = render(MapScreen(focus: "FRA"))
        let colored = render(MapScreen(focus: "FRA"), colored: true)
        #expect(!plain.joined().contains(Self.escape))
        #expect(colored.joined().contains(Self.escape))
        #expect(colored.map(Self.stripped) == plain)
    }

    @Test func theSeaStaysPlain_theLandIsColoured() {
        let colored = render(MapScreen(focus: "FRA"), colored: true).dropLast().joined(separator: "\n")
        // A run of sea is never inside an escape: no colour begins with a blank.
        #expect(!colored.replacing("\u{1B}[0m", with: "").contains("m "))
        #expect(colored.contains("\u{1B}[1;31m"), "the country")
        #expect(colored.contains("\u{1B}[33m"), "its neighbours")
        #expect(colored.contains("\u{1B}[32m"), "other land")
        #expect(colored.contains("\u{1B}[1;97m*"), "the capital")
    }

    @Test(arguments: [(120, 40), (80, 24), (200, 50)])
    func onATerminal_aRegionFitsTheWindow_andInAPipeItsShapeDecides(width: Int, height: Int) {
        for focus in ["FRA", "CHL", "NOR"] {
            let terminal = MapView.lines(MapScreen(focus: focus), shown: .whole(.snapshot), shapes: Self.shapes,
                                         system: SystemState(width: width, height: height, isTerminal: true))
            #expect(terminal.count <= height - 1, "\(focus) at \(width)x\(height)")
        }
        let pipe = MapView.lines(MapScreen(focus: "FRA"), shown: .whole(.snapshot), shapes: Self.shapes,
                                 system: SystemState(width: 120, height: 40, isTerminal: false))
        #expect(pipe.count > 40, "a pipe has no window: 120 columns of France's region are 48 rows")
    }

    @Test func theLegendSaysWhatIsFilled() {
        let legend = render(MapScreen(focus: "FRA")).suffix(2).joined(separator: "\n")
        #expect(legend == "█ France   ⣿ neighbours   ⢕ other land   * Paris   ◆ neighbour too small to draw\n• other, too small to draw")
        let world = render(MapScreen(highlighted: ["FRA", "DEU"])).suffix(1).joined()
        #expect(world == "█ 2 kept by the filters   ⣿ other land   • too small to draw")
    }

    /// Found by a new user: `countries map` and `map --region africa --by
    /// density` named no braille mark; in `map fr` a tiny neighbour
    /// (Monaco) and a tiny country beyond (San Marino) were both `•`.
    @Test func theLegendNamesTheLand_andATinyNeighbourHasAMarkOfItsOwn() {
        #expect(render(MapScreen()).suffix(1).joined() == "⣿ land   • too small to draw")
        let africa = CountryCatalog.snapshot.countries.filter { $0.region == "Africa" }.map(\.cca3).sorted()
        let shaded = render(MapScreen(highlighted: africa, shading: .density))
        #expect(shaded.contains { $0.hasPrefix("⣿ other land") || $0.hasPrefix("⢕ other land") }, "\(shaded.suffix(8))")
        let france = render(MapScreen(focus: "FRA"))
        #expect(france.suffix(2).joined(separator: "\n").contains("◆ neighbour too small to draw"), "\(france.suffix(2))")
        let (request, _) = MapRequestMaker.request(MapScreen(focus: "FRA"), shown: .whole(.snapshot), width: 80)
        let map = MapRenderer(shapes: Self.shapes).render(request)
        #expect(map.cells.joined().contains { $0.character == "◆" && $0.kind == .neighbour })
        #expect(map.cells.joined().contains { $0.character == "•" && $0.kind == .marker })
    }

    @Test func shading_hasALegendOfRanges_lightestTheLeast() {
        let lines = render(MapScreen(shading: .population))
        let legend = Array(lines.suffix(6))
        #expect(legend[0] == "By population, in people:")
        #expect(legend[1].hasPrefix("  · 0 – ") && legend[5].hasPrefix("  █ ") && legend[5].hasSuffix("1.4B"))
    }

    @Test func filtersWithShading_shadeOnlyWhatTheyKeep() {
        let (request, shading) = MapRequestMaker.request(MapScreen(highlighted: ["FRA", "DEU", "ITA"], shading: .area),
                                                         shown: .whole(.snapshot), width: 80)
        #expect(Set(request.shading.keys) == ["FRA", "DEU", "ITA"])
        #expect(request.highlighted.isEmpty)
        #expect(shading?.legend.first?.lower == CountryCatalog.snapshot.country(cca3: "ITA")?.area)
    }

    // MARK: - The locator

    func details(_ cca3: String, width: Int, height: Int = 60, terminal: Bool = true, shapes: MapShapes? = shapes) -> [String] {
        let country = CountryCatalog.snapshot.country(cca3: cca3) ?? Country(name: CountryName(common: "", official: ""), cca2: "", cca3: "")
        return CountryDetailsView.lines(
            country, shown: .whole(.snapshot), system: SystemState(width: width, height: height, isTerminal: terminal), shapes: shapes, times: Self.clocks(of: country)
        )
    }

    /// The country's zones' clocks at noon on 2026-07-01, as `show` reads them.
    static func clocks(of country: Country) -> TimeTable? {
        let zones = RealTimeZoneRepository(), instant = TimeZoneRuleTests.utc(2026, 7, 1, 12)
        let rows = try? zones.zones(ofCountry: country.cca2).compactMap { zone in
            try zones.history(ofZone: zone.zone).map { ZoneTime(zone, cca3: country.cca3, zone: zone.zone, history: $0, at: instant) }
        }
        return rows.map { TimeTable(instant: instant, rows: $0) }
    }

    static let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")

    @Test func aWideTerminal_hasTheLocatorBesideTheDetails() {
        let lines = details("FRA", width: 120)
        #expect(lines[0].hasPrefix("🇫🇷  France") && lines[0].contains { Self.blocks.contains($0) || ("⠁"..."⣿").contains($0) })
        for line in lines { #expect(LocatorMap.visibleWidth(line) <= 120) }
        let alone = details("FRA", width: 120, shapes: nil)
        #expect(lines.count >= alone.count)
    }

    @Test func an80ColumnTerminal_hasItBelow_andANarrowerOneNone() {
        let alone = details("FRA", width: 80, shapes: nil)
        let lines = details("FRA", width: 80)
        #expect(Array(lines.prefix(alone.count)) == alone)
        #expect(lines[alone.count] == "")
        #expect(lines.dropFirst(alone.count + 1).joined().contains { Self.blocks.contains($0) })
        #expect(details("FRA", width: 79) == details("FRA", width: 79, shapes: nil))
    }

    @Test func theLocator_fitsTheWindowsHeight() {
        for (width, height) in [(80, 30), (80, 60), (120, 20), (200, 50)] {
            let lines = details("JPN", width: width, height: height)
            #expect(lines.count <= max(height - 1, details("JPN", width: width, shapes: nil).count), "\(width)x\(height)")
        }
    }

    /// France's details leave no row below them at 80x24: the map stands
    /// beside their first lines, and the details keep every line they had.
    @Test func franceAt80By24_hasItBesideTheFirstLines() {
        let alone = details("FRA", width: 80, height: 24, shapes: nil)
        let lines = details("FRA", width: 80, height: 24)
        #expect(lines.count == alone.count)
        #expect(lines.prefix(8).joined().contains { Self.blocks.contains($0) }, "\(lines)")
    }

    /// At 80x24 `show fr`, `show jp` and `show de` had no locator (CLI.md:
    /// a terminal at least 80 wide carries one): too few rows below the
    /// details, too few columns beside them. It stands beside their first,
    /// short lines, and costs no row (below, where the rows left hold one).
    @Test(arguments: ["FRA", "JPN", "DEU", "USA", "RUS", "CHE"])
    func an80By24Terminal_hasTheLocator_withinTheWindow(_ cca3: String) {
        let alone = details(cca3, width: 80, height: 24, shapes: nil)
        let lines = details(cca3, width: 80, height: 24)
        #expect(lines.count <= max(alone.count, 23))
        #expect(lines.joined().contains { Self.blocks.contains($0) }, "\(cca3): \(lines)")
        for (line, plain) in zip(lines, alone) {
            #expect(LocatorMap.visibleWidth(line) <= 80)
            #expect(line.hasPrefix(plain))
        }
    }

    @Test func aPipe_neverHasALocator() {
        #expect(details("FRA", width: 200, terminal: false) == details("FRA", width: 200, terminal: false, shapes: nil))
    }

    static func stripped(_ line: String) -> String {
        var plain = "", escaping = false
        for character in line {
            if character == escape { escaping = true } else if escaping { if character == "m" { escaping = false } } else { plain.append(character) }
        }
        return plain
    }
}

/// A map says what it draws: each mark it draws has a key in its legend,
/// each key a mark on the map; a speck is found; a pipe tells the
/// neighbours from the other land, as the legend does.
@Suite struct MapLegendTruthTests {
    /// The map's cells, and its legend's lines.
    private func render(_ screen: MapScreen, width: Int = 80) throws -> (cells: [MapCell], legend: String) {
        let lines = MapView.lines(screen, shown: .whole(.snapshot), shapes: MapViewTests.shapes, system: SystemState(width: width, height: 40))
        let (request, _) = MapRequestMaker.request(screen, shown: .whole(.snapshot), width: width)
        let map = MapRenderer(shapes: MapViewTests.shapes).render(request)
        #expect(Array(lines.prefix(map.rows)) == map.lines)
        return (Array(map.cells.joined()), lines.dropFirst(map.rows).joined(separator: "\n"))
    }

    /// `map --region europe` and `map va` drew `●` unexplained; `map va`
    /// listed `* Vatican City` and drew no `*`.
    @Test(arguments: [
        MapScreen(focus: "VAT"), MapScreen(focus: "FRA"), MapScreen(focus: "TUV"), MapScreen(focus: "HMD"),
        MapScreen(highlighted: CountryCatalog.snapshot.countries.filter { $0.region == "Europe" }.map(\.cca3)),
        MapScreen(focus: "VAT", world: true),
    ])
    func everyMarkDrawn_hasAKey_andEveryKeyIsDrawn(_ screen: MapScreen) throws {
        for width in [40, 80] {
            let (cells, legend) = try render(screen, width: width)
            let drawn: [(String, Bool)] = [
                ("● ", cells.contains { $0.character == "●" }),
                ("* ", cells.contains { $0.kind == .capital }),
                ("• ", cells.contains { $0.kind == .marker }),
                ("⣿ neighbours", cells.contains { $0.kind == .neighbour && $0.character != "◆" }),
                ("◆ neighbour too small", cells.contains { $0.character == "◆" }),
                ("land", cells.contains { $0.kind == .land }),
                ("█ ", cells.contains { $0.kind == .highlight && $0.character != "●" }),
            ]
            for (key, isDrawn) in drawn {
                let keyed = key == "land" ? legend.contains("other land") || legend.contains("⣿ land") : legend.contains(key)
                #expect(keyed == isDrawn, "\(screen) at \(width): \(key) drawn \(isDrawn)\n\(legend)")
            }
        }
        #expect(try render(MapScreen(focus: "VAT")).legend.hasPrefix("● Vatican City"))
    }

    /// `map tv --width 40` was an empty sea with marks far apart: a speck is
    /// drawn where it lies, in the middle of the view, with the land about it.
    @Test(arguments: ["TUV", "VAT", "HMD", "NRU"])
    func aSpeck_isMarkedWhereItLies_inTheMiddle(_ cca3: String) throws {
        let map = MapRenderer(shapes: MapViewTests.shapes).render(MapFixtures.region(cca3, width: 40))
        let marked = map.cells.enumerated().flatMap { row, cells in
            cells.enumerated().filter { $0.element.character == "●" }.map { (row: row, column: $0.offset) }
        }
        let mark = try #require(marked.first, "\(cca3): no marker\n\(map.plainText)")
        #expect(abs(mark.column - map.columns / 2) <= 2 && abs(mark.row - map.rows / 2) <= 2, "\(cca3) at \(mark)\n\(map.plainText)")
        let around = map.cells.joined().filter { $0.kind == .land || $0.kind == .neighbour || $0.kind == .marker }
        #expect(!around.isEmpty, "\(cca3): nothing about it\n\(map.plainText)")
    }

    /// In a pipe the neighbours and the other land were both `⣿`.
    @Test func aPipe_tellsTheNeighbours_fromTheOtherLand() throws {
        let map = MapRenderer(shapes: MapViewTests.shapes).render(MapFixtures.region("FRA"))
        let cells = map.cells.joined()
        let land = Set(cells.filter { $0.kind == .land }.map(\.character))
        let neighbours = Set(cells.filter { $0.kind == .neighbour }.map(\.character))
        #expect(neighbours.contains("⣿") && !land.contains("⣿") && land.contains("⢕"), "\(land)")
        // With no neighbours to tell apart (the world), land is drawn whole.
        let world = MapRenderer(shapes: MapViewTests.shapes).render(MapFixtures.world())
        #expect(world.cells.joined().contains { $0.kind == .land && $0.character == "⣿" })
    }
}
