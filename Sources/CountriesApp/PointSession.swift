import CountriesCLI
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI

/// `countries at --column`: reads a CSV of points from stdin a batch at a
/// time (`CSVColumnInput`, as `resolve --column` reads names), makes one
/// interactor call a batch, and prints the answers the store then holds
/// before reading on. A row whose point is none gets empty fields; at the
/// end one line on stderr says how many rows have no country, and where.
@MainActor
struct PointSession {
    let container: DIContainer
    let console: any Console

    private var state: AppState { container.appState }
    private var interactor: any PointsInteractor { container.interactors.points }

    func run(_ request: PointRequest) async throws -> ExitCode {
        guard let columns = request.column else { return .usage }
        var request = request
        var indices: [Int] = []
        let read = try await CSVColumnInput(input: container.input).read(
            byteOrderMark: { request.byteOrderMark = true },
            header: { fields in
                indices = try columns.columns.map { column in
                    let found = column.columns(in: fields)
                    guard found.count == 1, let index = found.first else {
                        throw UsageError(CSVColumnInput.noSingleColumn(column, columns: found, header: fields), command: .at)
                    }
                    return index
                }
                try begin(request, header: fields)
            },
            rows: { rows in
                for start in stride(from: 0, to: rows.count, by: Self.mostAnsweredAtOnce) {
                    let part = rows[start..<min(start + Self.mostAnsweredAtOnce, rows.count)]
                    interactor.answer(part.map { row in
                        PointInput(line: row.line, point: Self.point(of: row, at: indices), row: row.fields)
                    })
                    try printBatch()
                }
            }
        )
        if !read { try begin(request, header: nil) } // no input at all: nothing to answer
        interactor.finishPoints()
        try printBatch()
        guard let batch = state.userData.points.value, let summary = PointsView.summary(batch) else { return .success }
        console.err(summary)
        return .notFound
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
