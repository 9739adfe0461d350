import Foundation
import Testing

/// `at` fed points as people and data sets write them and hostile ones
/// (`CoordinateGenerator`, issue 45): on the command line, a point a line
/// on stdin, and a CSV of them (`--column`, one column or two). Every case
/// ends within its bound and its memory, and never answers a point other
/// than the one written: a point in a form CLI.md gives is answered (exit 0,
/// or 1 at sea) at that point; a form it does not give (degrees, minutes and
/// seconds with no marks) is that point or a usage error; no point is a
/// usage error on the command line (64) and an empty answer in a column or
/// on stdin (exit 1).
@Suite struct PointInputFuzzTests {
    static let seed: UInt64 = 0xA7A7_0000_0000_0042

    /// The forms CLI.md gives `at`; the generator's others may be refused.
    static let promised: Set<String> = ["decimal, comma", "decimal, space", "DMS", "degrees and minutes", "signed decimal, hemispheres"]

    @Test func fast() throws {
        try run(cases: 30, soak: false)
    }

    @Test(.enabled(if: Soak.isOn, "COUNTRIES_SOAK=<n> runs the soak")) func soak() throws {
        try run(cases: Soak.cases(300), soak: true)
    }

    private func run(cases: Int, soak: Bool) throws {
        let environment = try FuzzEnvironment()
        var tally = FuzzTally("at points", soak: soak)
        for index in 0..<cases {
            var random = SplitMix64(area: Self.seed, index: index)
            switch random.int(0...2) {
            case 0: try commandLine(&random, index: index, environment, &tally)
            case 1: try standardInput(&random, index: index, environment, &tally)
            default: try column(&random, index: index, environment, &tally)
            }
        }
        tally.finish()
    }

    /// `at <text> --fields lat,lng`: a text an argument can hold (no NUL,
    /// under the kernel's 128 KiB for one argument).
    private func commandLine(_ random: inout SplitMix64, index: Int, _ environment: FuzzEnvironment, _ tally: inout FuzzTally) throws {
        var coordinate = CoordinateGenerator.make(&random)
        if coordinate.text.contains("\u{0}") || coordinate.text.utf8.count > 100_000 {
            coordinate = CoordinateGenerator.Coordinate(text: "1." + String(repeating: "1", count: 90_000) + ",2", point: (10.0 / 9, 2), form: "thousand digits")
        }
        let arguments = ["at", coordinate.text, "--fields", "lat,lng"]
        let result = try environment.run(arguments, bound: 20)
        let reproducer = "case \(index) (\(coordinate.form)): " + Shell.line(arguments)
        tally.check(result, reproducer)
        guard let status = result.status else { return }
        if let point = coordinate.point, status != 64 || Self.promised.contains(coordinate.form) {
            guard status == 0 || status == 1 else { return tally.wrong("status \(status) for a point: \(result.stderr.prefix(160).debugDescription)", reproducer) }
            check(answers: result.stdoutText, are: [point], reproducer, &tally)
        } else if coordinate.point == nil, status != 64 {
            tally.wrong("status \(status) for no point (a usage error is 64): \(result.stdoutText.prefix(160).debugDescription)", reproducer)
        }
    }

    /// `at --fields lat,lng` with a point a line on stdin.
    private func standardInput(_ random: inout SplitMix64, index: Int, _ environment: FuzzEnvironment, _ tally: inout FuzzTally) throws {
        let coordinates = (0..<random.int(1...8)).map { _ in
            let made = CoordinateGenerator.make(&random)
            // One a line: a text with a line break of its own is two lines.
            return made.text.contains(where: \.isNewline) ? CoordinateGenerator.Coordinate(text: "", point: nil, form: "empty") : made
        }
        let arguments = ["at", "--fields", "lat,lng"]
        let input = coordinates.map { $0.text + "\n" }.joined()
        let result = try environment.run(arguments, stdin: Data(input.utf8), bound: 20)
        let reproducer = "case \(index): " + Shell.line(arguments, stdin: String(input.prefix(300)))
        tally.check(result, reproducer)
        guard let status = result.status, status != 65 else { return } // a line past 1 MiB is refused, named
        guard status == 0 || status == 1 else { return tally.wrong("status \(status): \(result.stderr.prefix(160).debugDescription)", reproducer) }
        let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard lines.count == coordinates.count else { return tally.wrong("\(lines.count) answers for \(coordinates.count) lines", reproducer) }
        for (line, coordinate) in zip(lines, coordinates) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).suffix(2).map(String.init)
            compare(fields, with: coordinate, reproducer, &tally)
        }
    }

    /// `at --column ... --fields lat,lng` over a CSV of points.
    private func column(_ random: inout SplitMix64, index: Int, _ environment: FuzzEnvironment, _ tally: inout FuzzTally) throws {
        let (csv, columnArguments, coordinates) = CoordinateGenerator.column(&random, rows: random.int(1...12))
        let arguments = ["at"] + columnArguments + ["--fields", "lat,lng"]
        let result = try environment.run(arguments, stdin: Data(csv.utf8), bound: 20)
        let reproducer = "case \(index): " + Shell.line(arguments, stdin: String(csv.prefix(300)))
        tally.check(result, reproducer, passedThrough: true)
        guard let status = result.status else { return }
        guard status == 0 || status == 1 else { return tally.wrong("status \(status): \(result.stderr.prefix(160).debugDescription)", reproducer) }
        let rows = ResolveInputGenerator.records(result.stdoutText)
        guard rows.count == coordinates.count + 1 else { return tally.wrong("\(rows.count - 1) rows for \(coordinates.count)", reproducer) }
        for (row, coordinate) in zip(rows.dropFirst(), coordinates) {
            compare(Array(row.suffix(2)), with: coordinate, reproducer, &tally)
        }
    }

    /// An answer's `lat` and `lng` against what was written: the point, or
    /// (no point, or a form not promised) none.
    private func compare(_ fields: [String], with coordinate: CoordinateGenerator.Coordinate, _ reproducer: String, _ tally: inout FuzzTally) {
        let empty = fields.allSatisfy(\.isEmpty)
        guard let point = coordinate.point else {
            if !empty { tally.wrong("\(fields) for \(coordinate.form), no point", reproducer) }
            return
        }
        if empty, !Self.promised.contains(coordinate.form) { return }
        check(answers: fields.joined(separator: "\t") + "\n", are: [point], reproducer, &tally)
    }

    /// Each line's last two fields are the point, to a second of arc.
    private func check(answers: String, are points: [(latitude: Double, longitude: Double)], _ reproducer: String, _ tally: inout FuzzTally) {
        let lines = answers.split(separator: "\n")
        guard lines.count == points.count else { return tally.wrong("\(lines.count) answers for \(points.count) points: \(answers.prefix(160).debugDescription)", reproducer) }
        for (line, point) in zip(lines, points) {
            let numbers = line.split(separator: "\t", omittingEmptySubsequences: false).suffix(2).compactMap { Double($0) }
            guard numbers.count == 2 else { return tally.wrong("no lat and lng in \(line.prefix(160).debugDescription)", reproducer) }
            // The antimeridian is one line: -180 and 180 are one longitude.
            let longitude = abs(abs(numbers[1]) - 180) < 1e-9 && abs(abs(point.longitude) - 180) < 1e-9 ? point.longitude : numbers[1]
            if abs(numbers[0] - point.latitude) > 1.0 / 3600 || abs(longitude - point.longitude) > 1.0 / 3600 {
                tally.wrong("answered \(numbers[0]),\(numbers[1]) for \(point.latitude),\(point.longitude)", reproducer)
            }
        }
    }
}
