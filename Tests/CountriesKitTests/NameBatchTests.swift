import CountriesModel
import Testing

/// `resolve`'s batches of names as bytes: each line a range of one read,
/// numbered from the read's first; a byte-order mark dropped from the
/// first name alone.
@Suite struct NameBatchTests {
    /// A read's bytes: lines ended by LF, CRLF and CR, the last one not.
    private static let read = Array("France\r\nSpain\rKorea, Rep.\n\nlast".utf8)
    private static let bounds = [0, 6, 8, 13, 14, 25, 26, 26, 27, 31]

    @Test func aReadsLines_areItsRanges_numberedOn() {
        let batch = NameBatch(bytes: Self.read, bounds: Self.bounds, firstLine: 41)
        #expect(batch.map(\.name) == ["France", "Spain", "Korea, Rep.", "", "last"])
        #expect(batch.map(\.line) == [41, 42, 43, 44, 45])
        #expect(batch.allSatisfy { $0.row == nil })
    }

    /// The same names on the same lines are the same batch, whatever was
    /// between them in the read.
    @Test func aBatch_isItsNamesAndLines_notItsBytes() {
        let read = NameBatch(bytes: Self.read, bounds: Self.bounds, firstLine: 1)
        #expect(read == NameBatch(["France", "Spain", "Korea, Rep.", "", "last"], firstLine: 1))
        #expect(read != NameBatch(["France", "Spain", "Korea, Rep.", "", "last"], firstLine: 2))
        #expect(read != NameBatch(["France", "Spain", "Korea, Rep.", " ", "last"], firstLine: 1))
    }

    /// A part of a batch keeps its names' lines (and rows): what a long
    /// read is answered in.
    @Test func aPart_keepsItsLinesAndRows() {
        let read = NameBatch(bytes: Self.read, bounds: Self.bounds, firstLine: 10)
        #expect(Array(read.names(2..<4)) == [NameToResolve(line: 12, name: "Korea, Rep."), NameToResolve(line: 13, name: "")])
        let rows = NameBatch([NameToResolve(line: 2, name: "a", row: ["1", "a"]), NameToResolve(line: 5, name: "b", row: ["2", "b"])])
        #expect(Array(rows.names(1..<2)) == [NameToResolve(line: 5, name: "b", row: ["2", "b"])])
    }

    /// Only the first name's mark goes, and only a whole one.
    @Test func aByteOrderMark_isDroppedFromTheFirstNameAlone() {
        let marked = NameBatch(["\u{FEFF}France", "\u{FEFF}Spain"], firstLine: 1)
        #expect(marked.withoutByteOrderMark().map { $0.map(\.name) } == ["France", "\u{FEFF}Spain"])
        #expect(NameBatch(["France", "\u{FEFF}Spain"], firstLine: 1).withoutByteOrderMark() == nil)
        #expect(NameBatch(bytes: [0xEF, 0xBB, 0x41], bounds: [0, 3], firstLine: 1).withoutByteOrderMark() == nil)
        #expect(NameBatch(["\u{FEFF}"], firstLine: 1).withoutByteOrderMark().map { $0.map(\.name) } == [""])
        #expect(NameBatch().withoutByteOrderMark() == nil)
    }
}
