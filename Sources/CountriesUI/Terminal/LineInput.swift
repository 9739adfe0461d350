import CountriesModel
import CountriesSystem

/// The lines `browse` reads, one command each. Built only by the composition
/// root; tests give scripted lines.
package protocol LineInput: Sendable {
    /// The lines as they come, ending at the end of input.
    func lines() -> AsyncStream<String>
    /// The lines in batches, each given to `body` before the next is read
    /// (`resolve`): as many as have arrived, so memory stays flat and each
    /// answer follows its line. Throws `InputError` for input that is no
    /// UTF-8 text.
    @MainActor func lineBatches(_ body: ([String]) throws -> Void) async throws
    /// `lineBatches`' lines as bytes (`resolve`'s plain input): a line
    /// costs no text of its own. The same batches, and the same errors.
    @MainActor func nameBatches(_ body: (NameBatch) throws -> Void) async throws
    /// `lineBatches`' lines, each with the end it came with (`resolve
    /// --column`: a quoted CSV field keeps its line breaks as they came).
    /// The same batches, and the same errors.
    @MainActor func endedLineBatches(_ body: ([(line: String, end: LineEnd)]) throws -> Void) async throws
}

extension LineInput {
    /// A line at a time, from `lines()`.
    @MainActor package func lineBatches(_ body: ([String]) throws -> Void) async throws {
        for await line in lines() { try body([line]) }
    }

    /// `lineBatches`' lines, each ended by an LF.
    @MainActor package func endedLineBatches(_ body: ([(line: String, end: LineEnd)]) throws -> Void) async throws {
        try await lineBatches { lines in try body(lines.map { ($0, .lf) }) }
    }

    /// `lineBatches`' texts, made bytes.
    @MainActor package func nameBatches(_ body: (NameBatch) throws -> Void) async throws {
        var number = 1
        try await lineBatches { lines in
            let batch = NameBatch(lines, firstLine: number)
            number += lines.count
            try body(batch)
        }
    }
}

/// Standard input that is not what a command reads: not UTF-8 text, or a
/// line longer than it reads (`InputLimit`).
package struct InputError: Error, Equatable, CustomStringConvertible {
    package let line: Int
    package let reason: String
    private let tooLong: Bool

    /// Line `line` is not text, for `reason`.
    package init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
        tooLong = false
    }

    /// Line `line` is longer than `InputLimit.bytes`.
    package init(tooLong line: Int) {
        self.line = line
        reason = "a line may be at most \(InputLimit.text), its end not counted"
        tooLong = true
    }

    package var description: String { "standard input line \(line) is \(tooLong ? "too long" : "not text"): \(reason)" }
}

// MARK: - Real

/// Standard input, read on a thread of its own so the main actor stays free
/// to render while the user types. Bytes that are not UTF-8 are repaired,
/// not fatal.
package struct StandardInput: LineInput {
    package init() {}

    package func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            DetachedThread.run {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
        }
    }

    /// Read here, on the caller's thread, one `read` a batch: the next is
    /// not read until this one is answered, so input faster than the
    /// answers waits in the pipe, not in memory.
    @MainActor package func lineBatches(_ body: ([String]) throws -> Void) async throws {
        try await endedLineBatches { lines in try body(lines.map(\.line)) }
    }

    /// `lineBatches`, each line with the end that follows it in the bytes
    /// read (`LineBatches` keeps a CR that ends a read for the next, so a
    /// CRLF a read fell between is still one).
    @MainActor package func endedLineBatches(_ body: ([(line: String, end: LineEnd)]) throws -> Void) async throws {
        try await nameBatches { batch in try body(Self.endedLines(batch)) }
    }

    /// A batch of stdin's lines as texts, each with its end.
    static func endedLines(_ batch: NameBatch) -> [(line: String, end: LineEnd)] {
        var lines: [(line: String, end: LineEnd)] = []
        lines.reserveCapacity(batch.count)
        for index in batch.indices {
            lines.append((batch.name(at: index), LineEnd.after(batch.range(of: index).upperBound, in: batch.bytes)))
        }
        return lines
    }

    /// The bytes one `read` brought, each line a range of them: checked as
    /// UTF-8 without a NUL once for the whole batch (a line break is no
    /// part of any other character, so the batch is text when each line
    /// is); a line at a time only to name the first that is not.
    @MainActor package func nameBatches(_ body: (NameBatch) throws -> Void) async throws {
        var batches = LineBatches(descriptor: 0, longest: InputLimit.bytes) // standard input
        try Self.nameBatches(of: &batches, body)
    }

    /// `nameBatches` of any descriptor's batches. A line too long is
    /// thrown once the lines before it are answered.
    static func nameBatches(of batches: inout LineBatches, _ body: (NameBatch) throws -> Void) throws {
        var number = 0
        while let lines = try next(&batches) {
            guard let last = lines.indices.last else { continue }
            let end = lines.range(of: last).upperBound
            if !lines.bytes.withUnsafeBufferPointer({ TextBytes.isUTF8WithoutNUL(UnsafeBufferPointer(rebasing: $0[..<end])) }) {
                try lines.bytes.withUnsafeBufferPointer { buffer in
                    for index in lines.indices {
                        let bytes = UnsafeBufferPointer(rebasing: buffer[lines.range(of: index)])
                        guard TextBytes.isUTF8WithoutNUL(bytes) else {
                            throw InputError(line: number + index + 1, reason: bytes.contains(0) ? "it holds a NUL byte" : "it is not UTF-8")
                        }
                    }
                }
            }
            let batch = NameBatch(bytes: lines.bytes, bounds: lines.bounds, firstLine: number + 1)
            number += lines.count
            try body(batch)
        }
    }

    private static func next(_ batches: inout LineBatches) throws -> LineBatches.Lines? {
        do {
            return try batches.next()
        } catch let tooLong as LineTooLong {
            throw InputError(tooLong: tooLong.line)
        }
    }
}
