import CountriesSystem

/// The blocks of a cache's index, each read from the file and checked
/// against its sum the first time a read touches it, so that a start reads
/// and checks the blocks it needs and no others (the whole 19 MB index of 40
/// times the data, checked at open, made `show fra` 2.4 times slower than
/// on 1×). A block that fails its sum throws `damaged`; one the file no
/// longer holds (cut short in place since it was opened), `cutShort`.
/// Nothing read from it has been used: the check comes before each read.
/// The reader's caller turns either into the error the user reads
/// (`IndexedCountries`, then the repository); nothing here ends the process.
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
    private let sums: Int
    private let checked: UnsafeMutablePointer<Bool>

    /// Keeps the marks' memory, and the blocks' own; the reader holds it.
    final class Marks {
        let pointer: UnsafeMutablePointer<Bool>
        private(set) var blocks: UnsafeMutablePointer<IndexBlocks>?
        private let count: Int

        /// How many blocks are read and checked.
        var checked: Int { (0..<count).count { pointer[$0] } }

        init(count: Int) {
            self.count = count
            pointer = .allocate(capacity: max(count, 1))
            pointer.initialize(repeating: false, count: max(count, 1))
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

    init(index owner: OwnedBytes, covered: Range<Int>, sums: Int, marks: Marks) {
        self.owner = owner
        index = owner.bytes
        self.covered = covered
        self.sums = sums
        checked = marks.pointer
    }

    var count: Int { CountryIndex.blockCount(covered.count) }

    /// Before `count` bytes at `offset` are read: their blocks read and checked.
    @inline(__always)
    func check(_ offset: Int, _ count: Int) throws(CountryIndex.Failure) {
        guard offset >= covered.lowerBound, count > 0, offset + count <= covered.upperBound else { return }
        var block = (offset - covered.lowerBound) >> CountryIndex.blockShift
        let last = (offset + count - 1 - covered.lowerBound) >> CountryIndex.blockShift
        while block <= last {
            if !checked[block] {
                guard owner.load(range(of: block)) else { throw .cutShort }
                guard matches(block) else { throw .damaged }
                checked[block] = true
            }
            block += 1
        }
    }

    /// Whether block `block` has the sum the index holds for it.
    func matches(_ block: Int) -> Bool {
        Checksum(of: UnsafeRawBufferPointer(rebasing: index[range(of: block)])).value == index.loadLittleEndian(at: sums + block * 8, as: UInt64.self)
    }

    /// The bytes of block `block`.
    private func range(of block: Int) -> Range<Int> {
        let start = covered.lowerBound + block << CountryIndex.blockShift
        return start..<min(start + CountryIndex.blockSize, covered.upperBound)
    }
}
