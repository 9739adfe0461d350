import CountriesData
import CountriesModel

/// Answers fixed shapes, or fails: for interactor tests with no embedded data.
package struct StubMapShapesRepository: MapShapesRepository {
    package let result: Result<any MapShapeSource, any Error>

    package init(_ result: Result<any MapShapeSource, any Error>) {
        self.result = result
    }

    package func loadShapes() throws -> any MapShapeSource {
        try result.get()
    }
}

/// A square country or two, for tests that draw without the real shapes.
package struct StubMapShapeSource: MapShapeSource {
    package let shapes: [CountryShape]

    package init(_ shapes: [CountryShape]) {
        self.shapes = shapes.sorted { $0.code < $1.code }
    }

    package var codes: [String] { shapes.map(\.code) }

    package func mainBox(of code: String) -> GeoBox? {
        shapes.first { $0.code == code }?.mainBox
    }

    package func shapes(meeting box: GeoBox?) throws -> [CountryShape] {
        shapes.filter { shape in box.map { shape.mainBox.intersects($0) } ?? true }
    }
}
