import CountriesSystem

/// The blocks of a cache's index, each read from the file and checked
/// against its sum the first time a read touches it, so that a start reads
/// and checks the blocks it needs and no others (the whole 19 MB index of 40
/// times the data, checked at open, made `show fra` 2.4 times slower than
/// on 1×). The sums are read the same way: a block's, with the chunk of
/// sums that holds it (`CountryIndex.chunkBlocks` blocks' sums), checked
/// against the chunk's sum (read and checked with the header when the index
/// was opened) the first time one of its blocks is read. A block or a chunk
/// that fails its sum throws `damaged`; one the file no longer holds (cut
/// short in place since it was opened), `cutShort`. Nothing read from it
/// has been used: the check comes before each read. The reader's caller
/// turns either into the error the user reads (`IndexedCountries`, then
/// the repository); nothing here ends the process.
///
/// Every reader of the index checks the bytes it is about to read
/// (`CountryIndexBytes.check`): a string or a list where it is followed, a
/// record's slots where they are read, once each. `CountryIndexBytes` holds
/// a pointer to this, one word: it is copied for each field a record reads,
/// and a copy of this whole value there cost `list` 1.3 M instructions.
/// The marks are written only under `IndexedCountries`' lock; two threads
/// checking one block at once would both find it sound, and mark it so.
struct IndexBlocks {
    /// The bytes the blocks cover: the sections before the block sums.
    let covered: Range<Int>
    private let index: UnsafeRawBufferPointer
    /// Where the blocks are read from; the reader keeps it alive.
    private unowned(unsafe) let owner: OwnedBytes
    /// Where the block sums and the chunk sums begin.
    private let sums: Int
    private let chunkSums: Int
    private let checked: UnsafeMutablePointer<Bool>
    private let chunksChecked: UnsafeMutablePointer<Bool>

    /// Keeps the marks' memory, and the blocks' own; the reader holds it.
    final class Marks {
        /// A mark a block, then a mark a chunk of sums.
        let pointer: UnsafeMutablePointer<Bool>
        private(set) var blocks: UnsafeMutablePointer<IndexBlocks>?
        let count: Int
        let chunks: Int

        /// How many blocks are read and checked.
        var checked: Int { (0..<count).count { pointer[$0] } }
        /// How many chunks of block sums are read and checked.
        var chunksChecked: Int { (count..<(count + chunks)).count { pointer[$0] } }

        init(count: Int) {
            self.count = count
            chunks = CountryIndex.chunkCount(blocks: count)
            pointer = .allocate(capacity: max(count + chunks, 1))
            pointer.initialize(repeating: false, count: max(count + chunks, 1))
        }

        /// `blocks`, kept here for as long as this lives.
        func keep(_ blocks: IndexBlocks) -> UnsafePointer<IndexBlocks> {
            let kept = UnsafeMutablePointer<IndexBlocks>.allocate(capacity: 1)
            kept.initialize(to: blocks)
            self.blocks?.deinitialize(count: 1)
            self.blocks?.deallocate()
            self.blocks = kept
            return UnsafePointer(kept)
        }

        deinit {
            pointer.deallocate()
            blocks?.deinitialize(count: 1)
            blocks?.deallocate()
        }
    }

    /// `sums`, `chunkSums`: where the block sums and the chunk sums begin
    /// in `owner`'s bytes, which hold the chunk sums, checked.
    init(index owner: OwnedBytes, covered: Range<Int>, sums: Int, chunkSums: Int, marks: Marks) {
        self.owner = owner
        index = owner.bytes
        self.covered = covered
        self.sums = sums
        self.chunkSums = chunkSums
        checked = marks.pointer
        chunksChecked = marks.pointer + marks.count
    }

    var count: Int { CountryIndex.blockCount(covered.count) }

    /// Before `count` bytes at `offset` are read: their blocks read and checked.
    @inline(__always)
    func check(_ offset: Int, _ count: Int) throws(CountryIndex.Failure) {
        guard offset >= covered.lowerBound, count > 0, offset + count <= covered.upperBound else { return }
        var block = (offset - covered.lowerBound) >> CountryIndex.blockShift
        let last = (offset + count - 1 - covered.lowerBound) >> CountryIndex.blockShift
        while block <= last {
            if !checked[block] { try read(block) }
            block += 1
        }
    }

    /// Reads block `block` and checks it, its chunk of sums first. Out of
    /// line: `check` is inlined in every read of a string, and this in it
    /// cost `list` 1.6% more instructions.
    @inline(never)
    private func read(_ block: Int) throws(CountryIndex.Failure) {
        let chunk = block >> CountryIndex.chunkShift
        if !chunksChecked[chunk] {
            guard owner.load(range(ofChunk: chunk)) else { throw .cutShort }
            guard chunkMatches(chunk) else { throw .damaged }
            chunksChecked[chunk] = true
        }
        guard owner.load(range(of: block)) else { throw .cutShort }
        guard matches(block) else { throw .damaged }
        checked[block] = true
    }

    /// Whether block `block` has the sum the index holds for it.
    func matches(_ block: Int) -> Bool {
        Checksum(of: UnsafeRawBufferPointer(rebasing: index[range(of: block)])).value == index.loadLittleEndian(at: sums + block * 8, as: UInt64.self)
    }

    /// Whether the sums of chunk `chunk` have the sum the index holds for them.
    func chunkMatches(_ chunk: Int) -> Bool {
        Checksum(of: UnsafeRawBufferPointer(rebasing: index[range(ofChunk: chunk)])).value
            == index.loadLittleEndian(at: chunkSums + chunk * 8, as: UInt64.self)
    }

    /// The bytes of block `block`.
    private func range(of block: Int) -> Range<Int> {
        let start = covered.lowerBound + block << CountryIndex.blockShift
        return start..<min(start + CountryIndex.blockSize, covered.upperBound)
    }

    /// The block sums of chunk `chunk`.
    private func range(ofChunk chunk: Int) -> Range<Int> {
        let start = sums + chunk * CountryIndex.chunkSize
        return start..<min(start + CountryIndex.chunkSize, sums + count * 8)
    }
}
