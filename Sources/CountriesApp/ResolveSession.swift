import CountriesCLI
import CountriesInteractors
import CountriesModel
import CountriesStore
import CountriesUI

/// `countries resolve`: reads the names (the arguments, else stdin a batch
/// at a time), makes one interactor call a batch, and prints the answers
/// the store then holds before reading on. It decides nothing itself: what
/// a name means is the interactor's, how an answer looks the view's.
@MainActor
struct ResolveSession {
    let container: DIContainer
    let console: any Console
    /// The view's texts of the run's answers, made once a run.
    private let answerTexts = ResolvedAnswerTexts()

    private var state: AppState { container.appState }
    private var interactor: any ResolveInteractor { container.interactors.resolve }

    func run(_ request: ResolveRequest) async throws -> ExitCode {
        if let column = request.column {
            try await resolveCSV(request, column: column)
        } else {
            try begin(request, header: nil)
            if request.names.isEmpty {
                var first = true
                try await container.input.nameBatches { batch in
                    defer { first = false }
                    try answer(first ? batch.withoutByteOrderMark() ?? batch : batch)
                }
            } else {
                try answer(NameBatch(request.names, firstLine: 1))
            }
        }
        interactor.finishResolving()
        try printBatch()
        guard let batch = state.userData.resolved, let summary = ResolvedNamesView.summary(batch) else { return .success }
        console.err(NoticeView.forStderr(summary, system: state.system))
        return .notFound
    }

    /// CSV with a header row (`CSVColumnInput`): the header says where the
    /// names are, and heads the output; an empty line is answered empty.
    private func resolveCSV(_ request: ResolveRequest, column: ResolveColumn) async throws {
        var request = request
        var nameIndex = 0
        let read = try await CSVColumnInput(input: container.input).read(
            byteOrderMark: { request.byteOrderMark = true },
            header: { fields, end in
                let columns = column.columns(in: fields)
                guard columns.count == 1, let index = columns.first else {
                    throw UsageError(CSVColumnInput.noSingleColumn(column, columns: columns, header: fields), command: .resolve)
                }
                if let other = column.numberAlsoHeads(in: fields) { console.err("Warning: " + Self.numberTaken(index, other: other, header: fields)) }
                nameIndex = index
                if end != .endOfInput { request.lineEnd = end }
                try begin(request, header: fields)
            },
            rows: { rows in
                try answer(NameBatch(rows.map { NameToResolve(line: $0.line, name: $0.blank ? "" : $0.fields[nameIndex], row: $0.fields) }))
            }
        )
        if !read { try begin(request, header: nil) } // no input at all: nothing to answer
    }

    /// `--column <n>` takes column n, though column `other`'s header is
    /// that number written out.
    static func numberTaken(_ index: Int, other: Int, header: [String]) -> String {
        "'--column \(index + 1)' takes column \(index + 1) (\(quoted(header[index]))) by its number; column \(other + 1)'s header is \(quoted(header[other])): for it, give --column \(other + 1)"
    }

    /// A read of a fast pipe brings some 6,000 lines. Each line holds only
    /// its text and its answer's slot (`DistinctAnswers`), so a read's
    /// lines are answered and written at once; the bound keeps a long
    /// read's answers few.
    static let mostAnsweredAtOnce = 8_192

    private func begin(_ request: ResolveRequest, header: [String]?) throws {
        interactor.beginResolving(request, header: header)
        if let failure = Outcome.failure(in: state, command: .resolve) { throw failure }
    }

    private func answer(_ names: NameBatch) throws {
        for start in stride(from: 0, to: names.count, by: Self.mostAnsweredAtOnce) {
            interactor.resolve(names.count <= Self.mostAnsweredAtOnce ? names : names.names(start..<min(start + Self.mostAnsweredAtOnce, names.count)))
            try printBatch()
        }
    }

    /// The batch's answers, once the data they read is known to have held
    /// (`confirmReads`, written before the render), else the failure
    /// thrown. `--column`'s rows carry their own line ends, the input's (a
    /// CR alone too).
    private func printBatch() throws {
        container.interactors.countries.confirmReads()
        if let failure = Outcome.failure(in: state, command: .resolve) { throw failure }
        let bytes = ResolvedNamesView.utf8(state, texts: answerTexts)
        guard let bytes else { return }
        if ResolvedNamesView.endsItsLines(state) { try console.write(utf8: bytes) } else { try console.out(utf8: bytes) }
    }
}
