import CountriesCLI
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI

/// `countries at` with no point: reads points from stdin a batch at a time,
/// one a line, or with `--column` a CSV's rows (`CSVColumnInput`, as
/// `resolve --column` reads names), makes one interactor call a batch, and
/// prints the answers the store then holds before reading on: a line-in,
/// line-out filter, which GNU parallel's `--pipe` and Spark's `RDD.pipe`
/// run once a part. A point that is none gets empty fields; at the end one
/// line on stderr says how many have no country, and where.
@MainActor
struct PointSession {
    let container: DIContainer
    let console: any Console

    private var state: AppState { container.appState }
    private var interactor: any PointsInteractor { container.interactors.points }

    func run(_ request: PointRequest) async throws -> ExitCode {
        if let columns = request.column {
            try await readCSV(request, columns: columns)
        } else {
            try begin(request, header: nil)
            var number = 0
            var first = true
            try await container.input.lineBatches { lines in
                var points: [PointInput] = []
                points.reserveCapacity(lines.count)
                for var line in lines {
                    if first, let rest = CSVColumnInput.withoutByteOrderMark(line) { line = rest }
                    first = false
                    number += 1
                    points.append(PointInput(line: number, point: PointText.point(line), row: [line]))
                }
                try answer(points)
            }
        }
        interactor.finishPoints()
        try printBatch()
        guard let batch = state.userData.points.value, let summary = PointsView.summary(batch) else { return .success }
        console.err(NoticeView.forStderr(summary, system: state.system))
        return .notFound
    }

    /// A CSV with a header row: the header says where the points are, and
    /// heads the output; an empty line is answered empty.
    private func readCSV(_ request: PointRequest, columns: PointColumns) async throws {
        var marked = false
        var indices: [Int] = []
        let read = try await CSVColumnInput(input: container.input).read(
            byteOrderMark: { marked = true },
            header: { fields, _ in
                indices = try columns.columns.map { column in
                    let found = column.columns(in: fields)
                    guard found.count == 1, let index = found.first else {
                        throw UsageError(CSVColumnInput.noSingleColumn(column, columns: found, header: fields), command: .at)
                    }
                    return index
                }
                var asked = request
                asked.byteOrderMark = marked
                try begin(asked, header: fields)
            },
            rows: { rows in
                try answer(rows.map { PointInput(line: $0.line, point: Self.point(of: $0, at: indices), row: $0.fields) })
            }
        )
        if !read { try begin(request, header: nil) } // no input at all: nothing to answer
    }

    private func answer(_ points: [PointInput]) throws {
        for start in stride(from: 0, to: points.count, by: Self.mostAnsweredAtOnce) {
            interactor.answer(points.count <= Self.mostAnsweredAtOnce ? points : Array(points[start..<min(start + Self.mostAnsweredAtOnce, points.count)]))
            try printBatch()
        }
    }

    /// The answers printed a batch at a time: a read of a fast pipe brings
    /// some 6,000 lines.
    static let mostAnsweredAtOnce = 8_192

    /// The row's point: one field of `lat,lng`, or two.
    static func point(of row: CSVColumnInput.Row, at indices: [Int]) -> Result<GeoPoint, PointText.Failure> {
        if row.blank { return .failure(.empty) }
        return indices.count == 2
            ? PointText.point(latitude: row.fields[indices[0]], longitude: row.fields[indices[1]])
            : PointText.point(row.fields[indices[0]])
    }

    private func begin(_ request: PointRequest, header: [String]?) throws {
        interactor.beginPoints(request, header: header)
        if let failure = Outcome.failure(in: state, command: .at) { throw failure }
    }

    /// The batch's answers, printed once the data they read is known to
    /// have held (`confirmReads`), else its failure thrown.
    private func printBatch() throws {
        let bytes = PointsView.utf8(state)
        container.interactors.countries.confirmReads()
        if let failure = Outcome.failure(in: state, command: .at) { throw failure }
        if let bytes { try console.out(utf8: bytes) }
    }
}
