import CountriesSystem

/// The blocks of a cache's index, each checked against its sum the first
/// time a read touches it, so that a start checks the pages it reads and no
/// others (the whole 19 MB index of 40 times the data, checked at open, made
/// `show fra` 2.4 times slower than on 1×). A block that fails ends the
/// process as a mapped file cut short does (`MappedFileFault`): one line,
/// the terminal given back, 74. Nothing read from it has been used: the
/// check comes before each read.
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
    private let sums: Int
    private let checked: UnsafeMutablePointer<Bool>

    /// Keeps the marks' memory, and the blocks' own; the reader holds it.
    final class Marks {
        let pointer: UnsafeMutablePointer<Bool>
        private(set) var blocks: UnsafeMutablePointer<IndexBlocks>?

        init(count: Int) {
            pointer = .allocate(capacity: max(count, 1))
            pointer.initialize(repeating: false, count: max(count, 1))
        }

        /// `blocks`, kept here for as long as this lives.
        func keep(_ blocks: IndexBlocks) -> UnsafePointer<IndexBlocks> {
            let kept = UnsafeMutablePointer<IndexBlocks>.allocate(capacity: 1)
            kept.initialize(to: blocks)
            self.blocks = kept
            return UnsafePointer(kept)
        }

        deinit {
            pointer.deallocate()
            blocks?.deallocate()
        }
    }

    init(index: UnsafeRawBufferPointer, covered: Range<Int>, sums: Int, marks: Marks) {
        self.index = index
        self.covered = covered
        self.sums = sums
        checked = marks.pointer
    }

    var count: Int { CountryIndex.blockCount(covered.count) }

    /// Before `count` bytes at `offset` are read: their blocks checked.
    @inline(__always)
    func check(_ offset: Int, _ count: Int) {
        guard offset >= covered.lowerBound, count > 0, offset + count <= covered.upperBound else { return }
        var block = (offset - covered.lowerBound) >> CountryIndex.blockShift
        let last = (offset + count - 1 - covered.lowerBound) >> CountryIndex.blockShift
        while block <= last {
            if !checked[block] {
                guard matches(block) else { MappedFileFault.endForDamage() }
                checked[block] = true
            }
            block += 1
        }
    }

    /// Whether block `block` has the sum the index holds for it.
    func matches(_ block: Int) -> Bool {
        let start = covered.lowerBound + block << CountryIndex.blockShift
        let end = min(start + CountryIndex.blockSize, covered.upperBound)
        return Checksum(of: UnsafeRawBufferPointer(rebasing: index[start..<end])).value == index.loadLittleEndian(at: sums + block * 8, as: UInt64.self)
    }
}
