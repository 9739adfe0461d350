import CountriesSystem
@testable import CountriesUI
import Glibc
import Testing

/// `resolve`'s lines as a descriptor gives them: LF, CRLF and a CR alone
/// each end one line, though a read falls between a CR and its LF.
@Suite struct LineBatchesTests {
    /// Every line `bytes` holds, read through a pipe `chunk` bytes at a time.
    private func lines(_ bytes: [UInt8], chunk: Int) throws -> [String] {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
        close(ends[1])
        defer { close(ends[0]) }
        var batches = LineBatches(descriptor: ends[0], chunk: chunk)
        var lines: [String] = []
        while let batch = try batches.next() { lines += batch.map { String(decoding: $0, as: UTF8.self) } }
        return lines
    }

    @Test(arguments: [1, 2, 3, 64])
    func lfCRLFAndCRAlone_eachEndALine(chunk: Int) throws {
        let text = "a\nb\r\nc\rd\r\re\n\nf"
        #expect(try lines(Array(text.utf8), chunk: chunk) == ["a", "b", "c", "d", "", "e", "", "f"])
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

    /// A batch read as ASCII without looking at each line has no NUL and
    /// no byte above 0x7F, wherever in the eight-byte words it falls.
    @Test func aBatchIsPlain_onlyWithNoNULAndNoByteAbove0x7F() {
        let plain = (1...0x7F).map(UInt8.init)
        #expect(plain.withUnsafeBytes(StandardInput.isASCIIWithoutNUL))
        #expect([UInt8]().withUnsafeBytes(StandardInput.isASCIIWithoutNUL))
        for length in 1..<20 {
            for position in 0..<length {
                for bad: UInt8 in [0, 0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = bad
                    #expect(!bytes.withUnsafeBytes(StandardInput.isASCIIWithoutNUL), "\(bytes)")
                }
            }
        }
    }
}
