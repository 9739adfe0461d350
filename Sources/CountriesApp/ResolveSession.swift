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

    private var state: AppState { container.appState }
    private var interactor: any ResolveInteractor { container.interactors.resolve }

    func run(_ request: ResolveRequest) async throws -> ExitCode {
        if let column = request.column {
            try await resolveCSV(request, column: column)
        } else {
            try begin(request, header: nil)
            if request.names.isEmpty {
                var number = 0
                try await container.input.lineBatches { lines in
                    try answer(lines.map { line in
                        number += 1
                        return NameToResolve(line: number, name: line)
                    })
                }
            } else {
                try answer(request.names.enumerated().map { NameToResolve(line: $0.offset + 1, name: $0.element) })
            }
        }
        interactor.finishResolving()
        try printBatch()
        guard let batch = state.userData.resolved, let summary = ResolvedNamesView.summary(batch) else { return .success }
        console.err(summary)
        return .notFound
    }

    /// CSV with a header row: the header says where the names are, and
    /// heads the output; a row may take several lines (a quoted line break).
    private func resolveCSV(_ request: ResolveRequest, column: ResolveColumn) async throws {
        var reader = CSVRecordReader()
        var nameIndex: Int?
        var number = 0
        try await container.input.lineBatches { lines in
            var names: [NameToResolve] = []
            for line in lines {
                number += 1
                guard let (start, fields) = try reader.record(endingWith: line, number: number) else { continue }
                guard let index = nameIndex else {
                    guard let index = column.index(in: fields) else {
                        throw UsageError("'--column' names no column of the input's header (\(fields.map(quoted).joined(separator: ", ")))", command: .resolve)
                    }
                    nameIndex = index
                    try begin(request, header: fields)
                    continue
                }
                names.append(NameToResolve(line: start, name: index < fields.count ? fields[index] : "", row: fields))
            }
            if !names.isEmpty { try answer(names) }
        }
        try reader.finish()
        if nameIndex == nil { try begin(request, header: nil) } // no input at all: nothing to answer
    }

    /// A read of a fast pipe brings some 6,000 lines, whose answers (each
    /// holds its country) took a few MB at once, twice over while the last
    /// batch's were still held. Answered and written in parts of this many,
    /// `resolve` of 100 MB of names peaks at 38 MB, not 47.
    static let mostAnsweredAtOnce = 256

    private func begin(_ request: ResolveRequest, header: [String]?) throws {
        interactor.beginResolving(request, header: header)
        if let failure = Outcome.failure(in: state, command: .resolve) { throw failure }
    }

    private func answer(_ names: [NameToResolve]) throws {
        for start in stride(from: 0, to: names.count, by: Self.mostAnsweredAtOnce) {
            interactor.resolve(Array(names[start..<min(start + Self.mostAnsweredAtOnce, names.count)]))
            if let failure = Outcome.failure(in: state, command: .resolve) { throw failure }
            try printBatch()
        }
    }

    private func printBatch() throws {
        let lines = ResolvedNamesView.lines(state)
        if !lines.isEmpty { try console.out(lines.joined(separator: "\n")) }
    }
}
