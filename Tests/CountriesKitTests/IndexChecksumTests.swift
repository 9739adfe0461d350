@testable import CountriesData
import CountriesModel
@testable import CountriesSystem
import CountriesSnapshot
import Testing

/// The index's header and chunk sums are checked when it is opened, a chunk
/// of block sums and a block when one of its blocks is first read, each
/// record's text when it is read: a byte changed in place is found,
/// whatever it changed, before anything read from it is used.
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

    /// Section `number` of `index`, as its header says.
    static func section(_ number: Int, of index: [UInt8]) -> Range<Int> {
        index.withUnsafeBytes {
            let offset = Int($0.loadLittleEndian(at: 56 + number * 8, as: UInt32.self))
            return offset..<(offset + Int($0.loadLittleEndian(at: 60 + number * 8, as: UInt32.self)))
        }
    }

    /// `body` given the blocks of `index`, marks new; what they point to
    /// (the bytes, the marks) lives until it returns.
    private func withBlocks<Result>(of index: [UInt8], _ body: (IndexBlocks) throws -> Result) rethrows -> Result {
        let (sums, chunkSums) = (Self.section(6, of: index), Self.section(7, of: index))
        let covered = CountryIndex.blocksStart(chunks: chunkSums.count / 8)..<sums.lowerBound
        let (owned, marks) = (OwnedBytes(index), IndexBlocks.Marks(count: CountryIndex.blockCount(covered.count)))
        return try withExtendedLifetime((owned, marks)) {
            try body(IndexBlocks(index: owned, covered: covered, sums: sums.lowerBound, chunkSums: chunkSums.lowerBound, marks: marks))
        }
    }

    /// Fuzzing found a u32 at offset 80 (the strings' offset) set to 0xfb
    /// made `list` print other bytes as names. The header and the chunk
    /// sums, which it reads with it, are checked when opened; nothing else.
    @Test func anyByteChanged_inTheHeaderOrTheChunkSums_isDamage_whenOpened() throws {
        let good = try index()
        var changed = good
        changed.replaceSubrange(80..<84, with: [0xFB, 0, 0, 0])
        let offsetChanged = isDamaged(changed)
        #expect(offsetChanged)
        let chunkSums = Self.section(7, of: good)
        let chunks = chunkSums.count / 8
        let blocks = CountryIndex.blockCount(Self.section(6, of: good).lowerBound - CountryIndex.blocksStart(chunks: chunks))
        #expect(chunkSums.lowerBound == CountryIndex.headerSize && chunks == CountryIndex.chunkCount(blocks: blocks) && chunks >= 3,
                "2.5 MB of index: a chunk of sums each 512 KiB")
        for at in [12, 20, 30, 60, 100, CountryIndex.checksumOffset, CountryIndex.headerSize - 1, chunkSums.lowerBound, chunkSums.upperBound - 1] {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var damaged = good
                damaged[at] ^= flip
                let found = isDamaged(damaged)
                #expect(found, "byte \(at) ^ \(flip)")
            }
        }
        // Cut short: the block sums no longer within it.
        let cutShort = isDamaged(Array(good.dropLast(100)))
        #expect(cutShort)
        let sums = Self.section(6, of: good)
        for at in [sums.lowerBound, sums.upperBound - 1, CountryIndex.blocksStart(chunks: chunks)] {
            var damaged = good
            damaged[at] ^= 0x20
            let found = isDamaged(damaged)
            #expect(!found, "byte \(at): the blocks and their sums are checked when read")
        }
    }

    /// A byte changed anywhere in the sections is in a block whose sum it
    /// no longer has, found when the block is first read; the others still
    /// check out, and so do the chunks of sums.
    @Test func anyByteChanged_inASection_failsItsBlockOnly() throws {
        let good = try index()
        let sums = Self.section(6, of: good)
        let chunks = Self.section(7, of: good).count / 8
        let covered = CountryIndex.blocksStart(chunks: chunks)..<sums.lowerBound
        #expect(covered.lowerBound == CountryIndex.pageSize, "the blocks begin at the second page")
        for at in [covered.lowerBound, covered.lowerBound + 5_000, covered.count / 2, sums.lowerBound - 300, sums.lowerBound - 1] {
            var damaged = good
            damaged[at] ^= 0x20
            let found = isDamaged(damaged)
            #expect(!found, "only the header and the chunk sums are checked when opened")
            withBlocks(of: damaged) { blocks in
                #expect((0..<blocks.count).filter { !blocks.matches($0) } == [(at - covered.lowerBound) / CountryIndex.blockSize], "byte \(at)")
                #expect((0..<chunks).allSatisfy(blocks.chunkMatches))
            }
        }
    }

    /// A byte changed in the block sums fails the chunk that holds it: the
    /// chunk's blocks, all of them, are not read, the others are.
    @Test func anyByteChanged_inTheBlockSums_failsItsChunk_andEachOfItsBlocks() throws {
        let good = try index()
        let sums = Self.section(6, of: good)
        let chunks = Self.section(7, of: good).count / 8
        #expect(chunks >= 3)
        for (at, chunk) in [(sums.lowerBound, 0), (sums.lowerBound + CountryIndex.chunkSize + 13, 1), (sums.upperBound - 1, chunks - 1)] {
            var damaged = good
            damaged[at] ^= 0x04
            let found = isDamaged(damaged)
            #expect(!found)
            withBlocks(of: damaged) { blocks in
                #expect((0..<chunks).filter { !blocks.chunkMatches($0) } == [chunk], "byte \(at)")
                // The chunk's first block, whose own sum is sound unless it
                // is the one changed: damage, before the block is read.
                let first = chunk * CountryIndex.chunkBlocks + (at == sums.lowerBound ? 1 : 0)
                #expect(blocks.matches(first))
                #expect(throws: CountryIndex.Failure.self) { try blocks.check(blocks.covered.lowerBound + first * CountryIndex.blockSize, 1) }
                let other = (chunk + 1) % chunks * CountryIndex.chunkBlocks
                #expect(throws: Never.self) { try blocks.check(blocks.covered.lowerBound + other * CountryIndex.blockSize, 1) }
            }
        }
    }

    /// Through the reader, as a command reads: a record whose blocks are
    /// sound, in a chunk whose sums are not, is not read.
    @Test func aRecord_inAChunkOfDamagedSums_isNotRead() throws {
        let good = try index()
        let sums = Self.section(6, of: good), records = Self.section(0, of: good)
        let recordSize = CountryIndex.recordSlots * 4
        // The sum of the last block of the first chunk, past the records.
        var damaged = good
        damaged[sums.lowerBound + (CountryIndex.chunkBlocks - 1) * 8] ^= 0x01
        #expect(records.upperBound < CountryIndex.pageSize + (CountryIndex.chunkBlocks - 1) * CountryIndex.blockSize)
        let reader = try CountryIndexReader(index: OwnedBytes(damaged), source: RecordBytes(source), verifying: true)
        do {
            _ = try reader.country(at: 0)
            Issue.record("the first record was read from a chunk of damaged sums")
        } catch {
            guard case .damaged = error else { Issue.record("\(error)"); return }
        }
        #expect(reader.blocksChecked == 0 && reader.chunksChecked == 0)
        #expect(records.count / recordSize == 250)
        let sound = try CountryIndexReader(index: OwnedBytes(good), source: RecordBytes(source), verifying: true)
        #expect(try sound.country(at: 0).cca3 != "")
        #expect(sound.chunksChecked == 1)
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
