/// A compact, binary form of a catalog, made once (at build time for the
/// snapshot, by `--refresh` for the cache) so that a start reads fixed-size
/// records instead of parsing 1.3 MB of JSON.
///
/// Layout, every integer little-endian:
///
///     header      magic "CTRYIDX\0", version, record count, flags, how
///                 many codes the code table holds, the identity of the JSON
///                 it was made from (`SourceIdentity`), then offset and
///                 length of each section below, then the `Checksum` of the
///                 rest of the header and of the chunk sums
///     chunk sums  the `Checksum` of each chunk of the block sums (`chunkSize`
///                 bytes, `chunkBlocks` blocks' sums; the last may be shorter)
///     (zeros)     to the end of the header's page: the blocks begin a page
///     records     `count` records of `recordSlots` UInt32 slots each
///     lists       string references (offset, length) that lists point
///                 into: the same bytes as the strings, each list's
///                 references after the texts it was the first to use
///     codes       a hash table of the upper-cased cca3 of every record
///                 (`CountryCodeTable`): the last record kept for a code
///                 found twice, as `CountryCatalog` keeps it
///     strings     UTF-8 text the references point into
///     name order  `count` record numbers, by English common name as
///                 `CountryListing` orders a list: what `list` would
///                 otherwise sort at every start
///     names       the lookup's tables of the records (`LookupTables`),
///                 after the recipe they were made by (UInt64, see
///                 `programRecipe`): what the lookup would otherwise make
///                 at every start that looks a name up
///     block sums  the `Checksum` of each `blockSize` bytes of the sections
///                 above, from the records on, in order (the last block may
///                 be shorter)
///
/// Strings are (offset, length) into `strings`; lists are (first, count) into
/// `lists`, `first` counting references of 8 bytes. Each record also holds its names in other languages (a list of
/// key, common and official name, by key), read only when asked for, and
/// its byte range in the JSON: the record's own text, which `--json` prints
/// verbatim, read from the JSON only when an interactor asks for it, and
/// that text's `Checksum`.
///
/// An index of another version, or made from other data than the JSON
/// beside it, only saves no work: the reader goes back to the JSON. A cache's
/// index of this version whose header or chunk sums fail their checksum
/// when it is opened, a chunk of block sums that fails its sum when one of
/// its blocks is first read, a block that fails its sum when it is first
/// read, or a record whose text no longer has its checksum, is damage, and
/// is reported, never shown: the mtime and size a file keeps when changed in
/// place prove nothing. A block at a time, so that a start still reads
/// only the pages it needs (`IndexBlocks`), and the sums in two levels, so
/// that opening reads one page whatever the size of the data.
package enum CountryIndex {
    static let magic: [UInt8] = Array("CTRYIDX\0".utf8)
    /// Raised whenever the layout changes: an older index is then ignored
    /// (the JSON is read instead, until `--refresh` writes a new one).
    /// 2: the name order section. 3: translations in the index, not read
    /// from the JSON's text. 4: the country's and its capital's places, for maps.
    /// 5: checksums, of the header, of each block and of each record's text.
    /// 6: the resolver's names. 7: blocks of 4 KiB. 8: the block sums in two
    /// levels, the blocks a page each, a hash table of the codes, the lists
    /// among the strings.
    static let version: UInt32 = 8
    /// records, lists, codes, strings, name order, names, block sums, chunk sums.
    static let sectionCount = 8
    static let headerSize = 128
    /// Where the header holds its checksum: its last eight bytes.
    static let checksumOffset = 120
    /// Where the header holds how many codes the code table holds.
    static let codeCountOffset = 20
    /// What one block sum covers: 4 KiB, a page. A block is read (`pread`),
    /// checked, and given memory of its own whole, the first time a read
    /// touches it: `show fra` on 40 times the data touches 54 blocks (74 in
    /// format 7) of records, lists and strings far apart, each of which cost, at
    /// 16 KiB, four pages and 11,000 instructions of checksum (1.28 times
    /// its time on 1×). The blocks begin at a page of the file (`pageSize`),
    /// so that each is one page of it and of memory, not two halves.
    static let blockShift = 12
    static let blockSize = 1 << blockShift
    static let pageSize = 4096
    /// How many blocks' sums a chunk sum covers: 128, 1 KiB of block sums,
    /// 512 KiB of sections. The index of 40 times the data (54 MB) has
    /// 106 KB of block sums, which format 7 read and checked whole when it
    /// was opened; its chunk sums are 832 bytes, read with the header in
    /// one page, and a chunk of block sums is read and checked when one of
    /// its blocks is first read.
    static let chunkShift = 7
    static let chunkBlocks = 1 << chunkShift
    static let chunkSize = chunkBlocks * 8
    /// Twelve strings, eleven lists (the last the translations), population,
    /// area, flags, the JSON range, then the country's and its capital's
    /// latitude and longitude (NaN where the data has none), then the
    /// checksum of the record's text.
    static let recordSlots = 12 * 2 + 11 * 2 + 2 + 2 + 1 + 2 + 4 * 2 + 2
    /// Where a record's translations list and JSON range stand.
    static let translationsSlot = 12 * 2 + 10 * 2
    static let recordRangeSlot = 12 * 2 + 11 * 2 + 2 + 2 + 1
    /// Where a record's place stands, after its JSON range.
    static let locationSlot = recordRangeSlot + 2
    static let recordChecksumSlot = locationSlot + 4 * 2
    /// A list count meaning nil (`Country.memberships`).
    static let none = UInt32.max

    /// Header flag: every code is ASCII, at most 8 bytes and no NUL, and the
    /// code table holds them (`CountryCodeTable`): bytes equal are Strings
    /// equal, and a code is its own key. Without it, the table is empty.
    static let inlineCodes: UInt32 = 1

    /// Which JSON file an index describes: a file whose size, inode or
    /// modification time differ is not the one it was made from. The
    /// snapshot's has size only (the test that checks the index is fresh
    /// compares its every byte).
    package struct SourceIdentity: Equatable, Sendable {
        var size: UInt64
        var inode: UInt64 = 0
        var modifiedSeconds: Int64 = 0
        var modifiedNanoseconds: Int64 = 0

        package init(size: UInt64, inode: UInt64 = 0, modifiedSeconds: Int64 = 0, modifiedNanoseconds: Int64 = 0) {
            self.size = size
            self.inode = inode
            self.modifiedSeconds = modifiedSeconds
            self.modifiedNanoseconds = modifiedNanoseconds
        }
    }

    struct Malformed: Error, CustomStringConvertible {
        let reason: String
        var description: String { "the index is malformed: \(reason)" }
    }

    /// Why an index is not read: `malformed` (another version, other data,
    /// or no index) sends the reader to the JSON; `damaged`, an index of this
    /// version whose bytes are not those it was written with, and `cutShort`,
    /// one whose file ends before a block it had when it was opened (changed
    /// in place by another program while it was read), are reported.
    enum Failure: Error {
        case malformed(Malformed)
        case damaged
        case cutShort
    }

    /// The header's checksum: of the header but the eight bytes that hold
    /// it, and of the chunk sums (at `chunkSums`, within `index`).
    static func headerChecksum(of index: UnsafeRawBufferPointer, chunkSums: Range<Int>) -> Checksum {
        var checksum = Checksum()
        checksum.add(UnsafeRawBufferPointer(rebasing: index[..<checksumOffset]))
        checksum.add(UnsafeRawBufferPointer(rebasing: index[chunkSums]))
        checksum.finish()
        return checksum
    }

    /// How many blocks `length` bytes of sections make.
    static func blockCount(_ length: Int) -> Int {
        (length + blockSize - 1) >> blockShift
    }

    /// How many chunks the sums of `blocks` blocks make.
    static func chunkCount(blocks: Int) -> Int {
        (blocks + chunkBlocks - 1) >> chunkShift
    }

    /// Where the blocks begin after a header and `chunks` chunk sums: the
    /// next page.
    static func blocksStart(chunks: Int) -> Int {
        (headerSize + chunks * 8 + pageSize - 1) / pageSize * pageSize
    }

    /// Which code made an index's names: the checksum of the names in the
    /// snapshot's index of the program that wrote it (the snapshot's own
    /// index holds the checksum of its own names). Names are keys folded
    /// and shortened by the program's code: a cache written by a program
    /// that folds otherwise has other keys, and its names are not used (the
    /// resolver makes them). No number to remember to raise: the snapshot's
    /// index is checked in, and a test fails while it is stale, so any
    /// change to how names are made changes the recipe.
    package static let programRecipe: UInt64 = (try? RealCountriesFileRepository.snapshotIndex?.namesRecipe) ?? 0
}
