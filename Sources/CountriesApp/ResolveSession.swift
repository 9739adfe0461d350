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

    /// CSV with a header row: the header says where the names are, and
    /// heads the output; a row may take several lines (a quoted line break).
    /// A row with more or fewer fields than the header is refused (exit
    /// 65, naming its line), the rows before it answered: its answer
    /// would land in another column. So is any other that is not CSV, or
    /// too long (`InputLimit`). An
    /// empty line is a row of one empty field, and is answered empty.
    private func resolveCSV(_ request: ResolveRequest, column: ResolveColumn) async throws {
        var request = request
        var reader = CSVRecordReader()
        var nameIndex: Int?
        var headerCount = 0
        var number = 0
        try await container.input.endedLineBatches { lines in
            var names: [NameToResolve] = []
            for (var line, end) in lines {
                number += 1
                if number == 1, let rest = Self.withoutByteOrderMark(line) {
                    line = rest
                    request.byteOrderMark = true
                }
                let record: (line: Int, fields: [String])?
                do {
                    record = try reader.record(endingWith: line, end: end, number: number)
                } catch {
                    // The rows before it are printed, as before a quote never closed.
                    if !names.isEmpty { try answer(NameBatch(names)) }
                    throw error
                }
                guard let (start, fields) = record else { continue }
                guard let index = nameIndex else {
                    let columns = column.columns(in: fields)
                    guard columns.count == 1, let index = columns.first else {
                        throw UsageError(Self.noSingleColumn(column, columns: columns, header: fields), command: .resolve)
                    }
                    if let other = column.numberAlsoHeads(in: fields) { console.err("Warning: " + Self.numberTaken(index, other: other, header: fields)) }
                    nameIndex = index
                    headerCount = fields.count
                    if end != .endOfInput { request.lineEnd = end }
                    try begin(request, header: fields)
                    continue
                }
                let blank = fields == [""]
                if fields.count != headerCount, !blank {
                    // The rows before it are printed, as before a quote never closed.
                    if !names.isEmpty { try answer(NameBatch(names)) }
                    throw CSVError.ragged(line: start, fields: fields.count, header: headerCount)
                }
                names.append(NameToResolve(line: start, name: blank ? "" : fields[index], row: fields))
            }
            if !names.isEmpty { try answer(NameBatch(names)) }
        }
        try reader.finish()
        if nameIndex == nil { try begin(request, header: nil) } // no input at all: nothing to answer
    }

    /// Why `--column` names no single column of `header`: none, or one
    /// the header holds more than once (which only its number tells apart).
    static func noSingleColumn(_ column: ResolveColumn, columns: [Int], header: [String]) -> String {
        guard case let .header(name) = column, columns.count > 1 else {
            return "'--column' names no column of the input's header (\(header.map(quoted).joined(separator: ", ")))"
        }
        let numbers = columns.map { String($0 + 1) }
        let times = columns.count == 2 ? "twice" : "\(columns.count) times"
        return "'--column' names \(quoted(name)), which the input's header holds \(times) (columns \(numbers.dropLast().joined(separator: ", ")) and \(numbers.last!)): give the column's number instead"
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

    /// The first line without the byte-order mark it begins with, if any.
    static func withoutByteOrderMark(_ line: String) -> String? {
        guard line.unicodeScalars.first == ResolveRequest.byteOrderMarkScalar else { return nil }
        return String(line.unicodeScalars.dropFirst())
    }

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

    /// The batch's answers, printed once the data they read is known to
    /// have held (`confirmReads`), else its failure thrown. `--column`'s
    /// rows carry their own line ends, the input's (a CR alone too).
    private func printBatch() throws {
        let bytes = ResolvedNamesView.utf8(state, texts: answerTexts)
        container.interactors.countries.confirmReads()
        if let failure = Outcome.failure(in: state, command: .resolve) { throw failure }
        guard let bytes else { return }
        if ResolvedNamesView.endsItsLines(state) { try console.write(utf8: bytes) } else { try console.out(utf8: bytes) }
    }
}
