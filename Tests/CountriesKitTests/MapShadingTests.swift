import CountriesData
@testable import CountriesModel
@testable import CountriesUI
import Testing

@Suite struct MapShadingTests {
    @Test func quantilesPutAsManyInEachClass() {
        let values = Dictionary(uniqueKeysWithValues: (1...10).map { ("C\($0)", Double($0 * $0)) })
        let shading = MapShading(values: values, classCount: 5)
        #expect(shading.classes["C1"] == 0 && shading.classes["C2"] == 0)
        #expect(shading.classes["C5"] == 2 && shading.classes["C6"] == 2)
        #expect(shading.classes["C10"] == 4)
        #expect(shading.legend.count == 5)
        #expect(shading.legend.first?.lower == 1 && shading.legend.last?.upper == 100)
        for (lower, upper) in zip(shading.legend, shading.legend.dropFirst()) {
            #expect(lower.upper < upper.lower)
        }
    }

    @Test func logarithmicStepsAreSizes() {
        let values = ["A": 1, "B": 10, "C": 100, "D": 1000, "E": 10000, "F": 100_000.0, "Z": 0]
        let shading = MapShading(values: values, classCount: 5, method: .logarithmic)
        #expect(shading.classes["A"] == 0 && shading.classes["Z"] == 0)
        #expect(shading.classes["C"] == 2)
        #expect(shading.classes["F"] == 4)
    }

    @Test func noValuesNoClasses() {
        let shading = MapShading(values: [:])
        #expect(shading.classes.isEmpty && shading.legend.isEmpty)
    }

    @Test func shadedCountriesDrawInTheirShade() throws {
        let shading = MapShading(values: ["RUS": 1, "BRA": 2, "AUS": 3, "CAN": 4, "CHN": 5])
        var request = MapFixtures.world(width: 80)
        request.shading = shading.classes
        let map = MapRenderer(shapes: try MapFixtures.decoded()).render(request)
        let cells = map.cells.joined()
        for (code, shade) in shading.classes {
            let full = cells.filter { $0.kind == .shaded(shade) && $0.character == CellGlyphs.shade(shade) }
            #expect(full.count > 3, "\(code)")
        }
        #expect(Set((0..<5).map(CellGlyphs.shade)).count == 5)
    }
}
