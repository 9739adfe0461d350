import CountriesModel
import CountriesSystem
@testable import CountriesUI
import Glibc
import Testing

/// `resolve`'s lines as a descriptor gives them: LF and CRLF end a line,
/// and a CR alone in an input with no LF (old Mac files), the same lines
/// however the reads fall, though one falls between a CR and its LF.
@Suite struct LineBatchesTests {
    /// Every line `bytes` holds, read through a pipe `chunk` bytes at a time.
    private func lines(_ bytes: [UInt8], chunk: Int, longest: Int = .max) throws -> [String] {
        var lines: [String] = []
        try withBatches(bytes, chunk: chunk, longest: longest) { batches in
            while let batch = try batches.next() { lines += batch.map { String(decoding: $0, as: UTF8.self) } }
        }
        return lines
    }

    /// Fuzzing from outside (issue 45): `printf 'France\rx\nGermany\n' |
    /// countries resolve` gave three answers for the two lines `wc -l`
    /// counts. In an input with an LF, a CR alone is part of its line.
    @Test(arguments: [1, 2, 3, 64])
    func aCRAloneInAnLFFile_isPartOfItsLine_asWcCountsIt(chunk: Int) throws {
        #expect(try lines(Array("France\rx\nGermany\n".utf8), chunk: chunk) == ["France\rx", "Germany"])
        let text = "a\nb\r\nc\rd\r\re\n\nf\r"
        #expect(try lines(Array(text.utf8), chunk: chunk) == ["a", "b", "c\rd\r\re", "", "f\r"])
    }

    /// The ends are told by the first line's worth of bytes (`longest`),
    /// not by where the reads fall: with no LF among them, each CR, LF and
    /// CRLF ends a line, as old Mac files and some spreadsheets write them.
    @Test(arguments: [1, 2, 3, 5, 64])
    func anInputWithNoLFInItsFirstLinesWorth_endsALineAtEachCR(chunk: Int) throws {
        let text = "ab\rcd\ref\r\ng\r\rh\ni"
        #expect(try lines(Array(text.utf8), chunk: chunk, longest: 6) == ["ab", "cd", "ef", "g", "", "h", "i"])
        #expect(try lines(Array(text.utf8), chunk: chunk, longest: 9) == ["ab\rcd\ref", "g\r\rh", "i"], "an LF within 10 bytes")
    }

    /// A line past `longest` bytes (its end not counted) is refused, naming
    /// it, once the lines before it are given: memory stays bounded however
    /// long a line (issue 45: a 200 MB line took 1 GB).
    @Test(arguments: [1, 2, 3, 7, 64])
    func aLinePastTheLongest_isRefused_afterTheLinesBeforeIt(chunk: Int) throws {
        for (text, line, given) in [
            ("France\nGermany\r\n123456789\nx\n", 3, ["France", "Germany"]),
            ("France\n12345678\n" + String(repeating: "x", count: 100), 3, ["France", "12345678"]),
            (String(repeating: "x", count: 100), 1, []),
            ("ab\rcd\r" + String(repeating: "x", count: 100), 3, ["ab", "cd"]),
        ] {
            var names: [String] = []
            try withBatches(Array(text.utf8), chunk: chunk, longest: 8) { batches in
                #expect(throws: InputError(tooLong: line)) {
                    try StandardInput.nameBatches(of: &batches) { names += $0.map(\.name) }
                }
                let after = try batches.next()
                #expect(after == nil, "nothing after the refusal")
            }
            #expect(names == given, "\(text.prefix(20).debugDescription)")
        }
    }

    @Test(arguments: [1, 4, 64])
    func aCROnlyFile_isItsLines_andAFinalCRAddsNone(chunk: Int) throws {
        #expect(try lines(Array("id,name\r1,France\r".utf8), chunk: chunk) == ["id,name", "1,France"])
    }

    /// Without a CR the lines are found another way (by `memchr`): the same
    /// lines, however the reads fall.
    @Test(arguments: [1, 2, 3, 5, 64])
    func lfAlone_endsALine_acrossReads(chunk: Int) throws {
        let text = "France\n\nKorea, Rep.\nCôte d'Ivoire\nx\nlast"
        #expect(try lines(Array(text.utf8), chunk: chunk) == ["France", "", "Korea, Rep.", "Côte d'Ivoire", "x", "last"])
    }

    /// The names of each read, as `resolve` takes them: one `NameBatch`
    /// a read, its lines numbered on from the read before, whatever ends
    /// them; a byte-order mark is left to the session (it is the first
    /// line's only).
    @Test(arguments: [1, 2, 3, 7, 64])
    func nameBatches_numberTheirLines_acrossReads(chunk: Int) throws {
        let text = "\u{FEFF}France\r\nC\u{F4}te d'Ivoire\nKorea, Rep.\n\n\r\nlast"
        var names: [NameToResolve] = []
        try withBatches(Array(text.utf8), chunk: chunk) { batches in
            try StandardInput.nameBatches(of: &batches) { batch in
                #expect(batch.first.map { $0.line == names.count + 1 } ?? false, "each read's lines numbered on from the last")
                names += batch
            }
        }
        #expect(names.map(\.name) == ["\u{FEFF}France", "C\u{F4}te d'Ivoire", "Korea, Rep.", "", "", "last"])
        #expect(names.map(\.line) == Array(1...6))
    }

    /// The CSV path's lines each know their end as it came, though a read
    /// falls between a CR and its LF (a CRLF then, not a CR and an empty
    /// line); the input's last line may have none.
    @Test(arguments: [1, 2, 3, 4, 64])
    func endedLines_keepEachLinesEnd_acrossReads(chunk: Int) throws {
        for (text, longest, lines, ends) in [
            ("a\r\nb\rc\nd\r\r\ne\r\rf", Int.max, ["a", "b\rc", "d\r", "e\r\rf"], [LineEnd.crlf, .lf, .crlf, .endOfInput]),
            ("ab\rcd\ref\r\ng\r\rh\ni", 6, ["ab", "cd", "ef", "g", "", "h", "i"], [.cr, .cr, .crlf, .cr, .cr, .lf, .endOfInput]),
        ] {
            var read: [(line: String, end: LineEnd)] = []
            try withBatches(Array(text.utf8), chunk: chunk, longest: longest) { batches in
                try StandardInput.nameBatches(of: &batches) { read += StandardInput.endedLines($0) }
            }
            #expect(read.map(\.line) == lines)
            #expect(read.map(\.end) == ends)
        }
    }

    /// A CR that ends the input ends its line: it waits for no more.
    @Test(arguments: [1, 2, 64])
    func aFinalCR_endsTheLastLine(chunk: Int) throws {
        var ended: [(line: String, end: LineEnd)] = []
        try withBatches(Array("x\ry\r".utf8), chunk: chunk) { batches in
            try StandardInput.nameBatches(of: &batches) { ended += StandardInput.endedLines($0) }
        }
        #expect(ended.map(\.line) == ["x", "y"])
        #expect(ended.map(\.end) == [.cr, .cr])
    }

    /// A read is checked as text once, but the line named is the first
    /// that is not, and the reason its own, wherever the reads fall.
    @Test(arguments: [1, 3, 64])
    func aLineThatIsNotText_isNamed_acrossReads(chunk: Int) throws {
        for (bytes, line, reason) in [
            (Array("France\nSpain\nFr".utf8) + [0xE7] + Array("e\nx\n".utf8), 3, "it is not UTF-8"),
            (Array("France\r\nSp".utf8) + [0] + Array("ain\n".utf8) + [0xFF, 0x0A], 2, "it holds a NUL byte"),
            (Array("a\rb\rc\r".utf8) + [0xED, 0xA0, 0x80], 4, "it is not UTF-8"),
        ] {
            var answered = 0
            try withBatches(bytes, chunk: chunk) { batches in
                #expect(throws: InputError(line: line, reason: reason)) {
                    try StandardInput.nameBatches(of: &batches) { answered += $0.count }
                }
            }
            #expect(answered < line, "no line of the read that is not text is answered")
        }
    }

    /// `bytes` through a pipe, read `chunk` bytes at a time.
    private func withBatches(_ bytes: [UInt8], chunk: Int, longest: Int = .max, _ body: (inout LineBatches) throws -> Void) throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
        close(ends[1])
        defer { close(ends[0]) }
        var batches = LineBatches(descriptor: ends[0], chunk: chunk, longest: longest)
        try body(&batches)
    }
}
