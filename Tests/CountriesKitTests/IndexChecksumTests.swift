@testable import CountriesData
import CountriesModel
@testable import CountriesSystem
import CountriesSnapshot
import Testing

/// The index's checksum is checked when it is opened, each record's text's
/// when it is read: a byte changed in place is found, whatever it changed.
@Suite struct IndexChecksumTests {
    private let source = UnsafeBufferPointer(start: countries_snapshot_bytes(), count: countries_snapshot_length())

    private func index() throws -> [UInt8] {
        try CountryIndex.make(from: source, identity: .init(size: UInt64(source.count)))
    }

    private func isDamaged(_ index: [UInt8]) -> Bool {
        do {
            _ = try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(source), verifying: true)
            return false
        } catch {
            if case .damaged = error { return true }
            return false
        }
    }

    @Test func aGoodIndex_isRead() throws {
        #expect(try !isDamaged(index()))
    }

    /// Fuzzing found a u32 at offset 80 (the strings' offset) set to 0xfb
    /// made `list` print other bytes as names.
    @Test func anyByteChanged_inTheHeaderOrTheBlockSums_isDamage_whenOpened() throws {
        let good = try index()
        var changed = good
        changed.replaceSubrange(80..<84, with: [0xFB, 0, 0, 0])
        #expect(isDamaged(changed))
        let sums = Int(good.withUnsafeBytes { $0.loadLittleEndian(at: 56 + (CountryIndex.sectionCount - 1) * 8, as: UInt32.self) })
        for at in [12, 20, 30, 60, 100, CountryIndex.checksumOffset, CountryIndex.headerSize - 1, sums, sums + 7, good.count - 1] {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = good
                damaged[at] ^= flip
                #expect(isDamaged(damaged), "byte \(at) ^ \(flip)")
            }
        }
        // Cut short: the block sums no longer within it.
        #expect(isDamaged(Array(good.dropLast(100))))
    }

    /// A byte changed anywhere else is in a block whose sum it no longer
    /// has, found when the block is first read; the others still check out.
    @Test func anyByteChanged_inASection_failsItsBlockOnly() throws {
        let good = try index()
        let sums = Int(good.withUnsafeBytes { $0.loadLittleEndian(at: 56 + (CountryIndex.sectionCount - 1) * 8, as: UInt32.self) })
        let covered = CountryIndex.headerSize..<sums
        for at in [CountryIndex.headerSize, CountryIndex.headerSize + 5_000, covered.count / 2, sums - 300, sums - 1] {
            var damaged = good
            damaged[at] ^= 0x20
            #expect(!isDamaged(damaged), "only the header and the sums are checked when opened")
            let owned = OwnedBytes(damaged)
            let blocks = IndexBlocks(index: owned, covered: covered, sums: sums, marks: IndexBlocks.Marks(count: CountryIndex.blockCount(covered.count)))
            let failing = (0..<blocks.count).filter { !blocks.matches($0) }
            #expect(failing == [(at - covered.lowerBound) / CountryIndex.blockSize], "byte \(at)")
        }
    }

    @Test func aRecordWhoseTextChanged_isDamaged_andOthersStillRead() throws {
        let index = try index()
        var json = Array(source)
        let decoded = try CountryRecordsDecoder.decode(source)
        let france = try #require(decoded.firstIndex { $0.country.cca3 == "FRA" })
        let at = try #require(json.firstRange(of: Array(#""common": "France""#.utf8)))
        json[at.lowerBound + 11] ^= 0x20 // "france": the same length, still JSON
        try json.withUnsafeBufferPointer { changed in
            let reader = try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(changed), verifying: true)
            guard case .failure(.damaged) = try reader.recordText(at: france) else {
                Issue.record("France's changed text was read")
                return
            }
            #expect(try reader.recordText(at: france + 1).get() == decoded[france + 1].text)
            let unchecked = try CountryIndexReader(index: OwnedBytes(index), source: RecordBytes(changed), verifying: false)
            #expect(try unchecked.recordText(at: france).get().contains(#""common": "france""#), "the binary's own data is trusted")
        }
    }

    /// One changed word always changes the sum (each step is one to one),
    /// and so do a word's bits moved or bytes appended.
    @Test func theChecksum_changesWithAnyWordOrTheLength() {
        let words = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        let sum = Checksum(of: words)
        for at in words.indices {
            var changed = words
            changed[at] ^= 0x80
            #expect(Checksum(of: changed) != sum, "byte \(at)")
        }
        #expect(Checksum(of: words + [0]) != sum)
        #expect(Checksum(of: Array(words.dropLast())) != sum)
        #expect(Checksum(of: [UInt8]()) != Checksum(of: [0]))
    }
}
