import Foundation
import Testing

/// The coordinates `at` and `city` will be fuzzed with (CoordinateGenerator)
/// say what they mean: each form comes up, each valid text reads back as its
/// point to a second of arc (read here by its numbers and hemisphere
/// letters alone), each point is on the globe, and the CSV of a column has
/// a row for each coordinate.
@Suite struct CoordinateGeneratorTests {
    @Test func everyForm_comesUp_andEachValidTextReadsBackAsItsPoint() throws {
        var random = SplitMix64(seed: 45)
        var forms: Set<String> = []
        for _ in 0..<600 {
            let coordinate = CoordinateGenerator.make(&random)
            forms.insert(coordinate.form)
            guard let point = coordinate.point else { continue }
            #expect(abs(point.latitude) <= 90 && abs(point.longitude) <= 180)
            let read = try #require(Self.read(coordinate.text), "\(coordinate.form): \(coordinate.text)")
            #expect(abs(read.latitude - point.latitude) < 1.0 / 3600 && abs(read.longitude - point.longitude) < 1.0 / 3600, "\(coordinate.form): \(coordinate.text)")
        }
        #expect(forms == Set(CoordinateGenerator.forms + CoordinateGenerator.hostileForms))
    }

    @Test func aColumn_hasARowForEachCoordinate() {
        var random = SplitMix64(seed: 7)
        let (csv, arguments, coordinates) = CoordinateGenerator.column(&random, rows: 40)
        #expect(arguments.first == "--column" && coordinates.count == 40)
        #expect(ResolveInputGenerator.records(csv.replacingOccurrences(of: "\n", with: "\r\n")).count == 41)
    }

    /// Two groups of numbers (degrees, minutes, seconds), each signed by a
    /// minus or a hemisphere letter.
    private static func read(_ text: String) -> (latitude: Double, longitude: Double)? {
        var values: [Double] = []
        var parts: [Double] = []
        var number = ""
        func endNumber() {
            if let value = Double(number) { parts.append(value) }
            number = ""
        }
        func endValue(negative: Bool) {
            endNumber()
            guard !parts.isEmpty else { return }
            let magnitude = parts.enumerated().reduce(0.0) { $0 + abs($1.element) / pow(60, Double($1.offset)) }
            values.append(negative || parts[0] < 0 ? -magnitude : magnitude)
            parts = []
        }
        for character in text {
            switch character {
            case "0"..."9", ".", "-": number.append(character)
            case "N", "E": endValue(negative: false)
            case "S", "W": endValue(negative: true)
            case ",": if parts.isEmpty && !number.isEmpty && values.isEmpty { endValue(negative: false) } else { endNumber() }
            default: endNumber()
            }
        }
        if values.count < 2, !parts.isEmpty || !number.isEmpty {
            endNumber()
            // Decimal degrees: each number a value.
            values += parts
        }
        return values.count == 2 ? (values[0], values[1]) : nil
    }
}
