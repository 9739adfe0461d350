import Foundation
import Testing

/// `countries map` as a user runs it: a pipe, exit codes, and the drawing
/// checked against the countries' coordinates by a projection written
/// here, apart from the program's.
@Suite struct MapTests {
    let countries: CountriesBinary

    init() throws {
        countries = try CountriesBinary()
    }

    static let blocks = Set("▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")

    @Test(arguments: [20, 80, 157, 400])
    func aPipe_getsPlainLines_eachAsWideAsAsked(width: Int) throws {
        let output = try countries.run("map", "fr", "--width", String(width))
        #expect(output.status == 0 && output.stderr.isEmpty)
        #expect(!output.stdout.contains("\u{1B}"))
        let map = output.lines.prefix { !$0.hasPrefix("█ France") }
        #expect(map.count > 3 && map.count < output.lines.count)
        #expect(map.allSatisfy { $0.count == width })
        #expect(output.lines.allSatisfy { $0.count <= width })
    }

    @Test func colourIsAsked_orRefused_asForEveryCommand() throws {
        #expect(try countries.run("map", "fr", "--color", "always").stdout.contains("\u{1B}[1;31m"))
        #expect(try countries.run("map", "fr", "--color", "always", environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}[1;31m"),
                "--color wins over NO_COLOR")
        #expect(try !countries.run("map", "fr", environment: ["TERM": "xterm-256color"]).stdout.contains("\u{1B}"))
    }

    /// Equal Earth (Šavrič et al. 2018), written again here: the column and
    /// row of a place on the world `width` columns wide.
    static func worldCell(latitude: Double, longitude: Double, width: Int) -> (column: Int, row: Int) {
        let (a1, a2, a3, a4, m) = (1.340264, -0.081106, 0.000893, 0.003796, 3.0.squareRoot() / 2)
        func project(_ lat: Double, _ lon: Double) -> (x: Double, y: Double) {
            let theta = asin(m * sin(lat * .pi / 180)), t2 = theta * theta, t6 = t2 * t2 * t2
            let x = lon * .pi / 180 * cos(theta) / (m * (a1 + 3 * a2 * t2 + t6 * (7 * a3 + 9 * a4 * t2)))
            return (x, theta * (a1 + a2 * t2 + t6 * (a3 + a4 * t2)))
        }
        let maxX = project(0, 180).x, maxY = project(90, 0).y
        let scale = Double(width * 2) / (2 * maxX)
        let rows = Int((2 * maxY * scale / 4).rounded(.up))
        let top = (Double(rows * 4) - 2 * maxY * scale) / 2
        let (x, y) = project(latitude, longitude)
        return (Int((x + maxX) * scale / 2), Int(((maxY - y) * scale + top) / 4))
    }

    @Test(arguments: [("japan", 36.0, 138.0), ("brazil", -10.0, -55.0), ("france", 46.0, 2.0), ("australia", -27.0, 133.0)])
    func aCountrysFilledCells_sitWhereItsCoordinatesSay(_ name: String, _ latitude: Double, _ longitude: Double) throws {
        let output = try countries.run("map", name, "--world", "--width", "100")
        #expect(output.status == 0)
        let rows = output.lines.prefix { !$0.hasPrefix("█ ") }.map(Array.init)
        let cell = Self.worldCell(latitude: latitude, longitude: longitude, width: 100)
        let near = (cell.row - 1...cell.row + 1).flatMap { row in
            (cell.column - 1...cell.column + 1).compactMap { column in rows.indices.contains(row) ? rows[row][column] : nil }
        }
        #expect(near.contains { Self.blocks.contains($0) }, "\(name) near row \(cell.row), column \(cell.column)")
        // Every block is within a country's reach of it: none across the world.
        for (row, line) in rows.enumerated() {
            for (column, character) in line.enumerated() where Self.blocks.contains(character) {
                #expect(abs(row - cell.row) < 12 && abs(column - cell.column) < 20, "\(name): a block at \(row), \(column)")
            }
        }
    }

    @Test func anUnknownCountry_exits1_withOneLine_asShowDoes() throws {
        let output = try countries.run("map", "zzz")
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "Error: no country has the code or name 'zzz'\n")
    }

    @Test(arguments: [["map", "fr", "--json"], ["map", "--width", "19"], ["map", "--width", "401"], ["map", "--by", "gdp"], ["map", "--region", "mars"]])
    func usageErrors_exit64(_ arguments: [String]) throws {
        let output = try countries.run(arguments: arguments, environment: [:])
        #expect(output.status == 64)
        #expect(output.stdout.isEmpty && output.stderr.hasPrefix("Error: "))
    }

    /// `--region` takes a UN M49 region on a map as `list` takes it, and
    /// one that is none is a usage error with map's usage.
    @Test func anM49Region_isAFilterAsInList() throws {
        let output = try countries.run("map", "--region", "419", "--width", "40")
        #expect(output.status == 0 && !output.stdout.isEmpty && output.stderr.isEmpty)
        let unknown = try countries.run("map", "--region", "mars")
        #expect(unknown.stderr.contains("Unknown region 'mars'") && unknown.stderr.contains("countries map"))
    }

    /// Scripts rely on it: the locator map is a terminal's only.
    @Test func show_inAPipe_isUnchanged_howeverWideTheColumns() throws {
        for columns in ["80", "200"] {
            let output = try countries.run("show", "fra", environment: ["COLUMNS": columns])
            // But for the local time, which is the time now, and the offset, which is summer's or winter's.
            var lines = output.lines
            let clock = lines.firstIndex { $0.hasPrefix("Local time        ") && $0.hasSuffix(" Europe/Paris") }
            #expect(clock == 10)
            if let clock { lines.remove(at: clock) }
            #expect(["Timezones         Europe/Paris UTC+01:00", "Timezones         Europe/Paris UTC+02:00"].contains(lines[9]))
            lines[9] = "Timezones         Europe/Paris UTC+01:00"
            #expect(lines.joined(separator: "\n") == Self.showFrance)
        }
    }

    static let showFrance = """
🇫🇷  France
Official name     French Republic
Codes             cca2 FR  cca3 FRA  ccn3 250  cioc FRA
Capital           Paris
Region            Europe · Western Europe
Population        66351959
Area              543908 km²
Languages         French
Currencies        euro (€, EUR)
Timezones         Europe/Paris UTC+01:00
Calling code      +33
Top-level domain  .fr
Drives on         right
Memberships       EEA, EU, Eurozone, G20, G7, NATO, OECD, Schengen, UN
Neighbours        Andorra (AND), Belgium (BEL), Germany (DEU), Italy (ITA), Luxembourg (LUX), Monaco (MCO), Spain (ESP), Switzerland (CHE)
"""
}
