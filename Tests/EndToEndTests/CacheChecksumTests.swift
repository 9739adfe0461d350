import Foundation
import Testing

/// A cache changed in place, its size, inode and mtime kept, is found by
/// the checksums: each command that would read the damage exits 74 with
/// one line naming the cache and the remedy, and prints nothing of it.
@Suite struct CacheChecksumTests {
    static let commands: [(arguments: [String], stdin: String?)] = [
        (["list"], nil), (["show", "fr"], nil), (["list", "--json"], nil), (["browse"], "fra\nquit\n"),
    ]

    let countries: CountriesBinary
    let cache: URL
    var data: String { cache.appendingPathComponent("countries.json").path }
    var index: String { cache.appendingPathComponent("countries.index").path }

    init() throws {
        countries = try CountriesBinary()
        cache = try RefreshedCache.make(countries)
    }

    private func run(_ command: (arguments: [String], stdin: String?)) throws -> CountriesBinary.Output {
        try countries.run(arguments: command.arguments + ["--cache-dir", cache.path], environment: [:], stdin: command.stdin)
    }

    /// Fuzzing found a u32 at index offset 80 set to 0xfb made `list` print
    /// garbage, `show fr` say no country, and browse print NUL and BEL.
    @Test(arguments: 0..<4)
    func anIndexChangedInPlace_exits74_inOneLine(_ command: Int) throws {
        try InPlaceChange.write([0xFB, 0, 0, 0], at: 80, in: index)
        let output = try run(Self.commands[command])
        #expect(output.status == 74, "\(Self.commands[command].arguments): \(output.stderr)")
        #expect(output.stderr == "Error: the cache \(data) is damaged (its index \(index) does not match its checksum); delete it to use the built-in data, or refresh it: countries list --refresh\n")
        #expect(!output.stdout.contains("\u{0}") && !output.stdout.contains("\u{7}"))
        #expect(Self.commands[command].stdin != nil || output.stdout.isEmpty)
    }

    /// The same change deep in the index (in France's common name, among
    /// the strings, just before its official name) is found when its block
    /// is first read: the same line, before anything of it is shown.
    @Test(arguments: 0..<4)
    func anIndexBlockChangedInPlace_exits74_inOneLine_whenItIsRead(_ command: Int) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        let at = try #require(bytes.firstRange(of: Data("FranceFrench Republic".utf8)))
        try InPlaceChange.flip(at: at.lowerBound, mask: 0x1B ^ UInt8(ascii: "F"), in: index)
        let output = try run(Self.commands[command])
        #expect(output.status == 74, "\(Self.commands[command].arguments): \(output.stderr)")
        #expect(output.stderr == "Error: the cache \(data) is damaged (its index \(index) does not match its checksum); delete it to use the built-in data, or refresh it: countries list --refresh\n")
        #expect(!output.stdout.contains("\u{1B}"))
    }

    /// The index's sums, as its header says (CountryIndex, format 8): the
    /// chunk sums (section 7, after the 128 bytes of header), the block
    /// sums (section 6), and where the blocks begin, the page after them.
    private func sums() throws -> (chunkSums: Range<Int>, blockSums: Range<Int>, blocksStart: Int) {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: index)))
        let word = { (at: Int) in bytes[at..<(at + 4)].reversed().reduce(0) { $0 << 8 | Int($1) } }
        let section = { (number: Int) in word(56 + number * 8)..<(word(56 + number * 8) + word(60 + number * 8)) }
        let chunkSums = section(7)
        return (chunkSums, section(6), (chunkSums.upperBound + 4_095) / 4_096 * 4_096)
    }

    /// The chunk sums are read and checked with the header: a byte changed
    /// there, even in the sum of a chunk no command here reads, is the same
    /// line, before anything is shown.
    @Test(arguments: 0..<4)
    func anIndexChunkSumChangedInPlace_exits74_inOneLine(_ command: Int) throws {
        try InPlaceChange.flip(at: try sums().chunkSums.upperBound - 1, mask: 0x40, in: index)
        let output = try run(Self.commands[command])
        #expect(output.status == 74, "\(Self.commands[command].arguments): \(output.stderr)")
        #expect(output.stderr == "Error: the cache \(data) is damaged (its index \(index) does not match its checksum); delete it to use the built-in data, or refresh it: countries list --refresh\n")
        #expect(Self.commands[command].stdin != nil || output.stdout.isEmpty)
    }

    /// A block sum changed, in the chunk of sums of the block that holds
    /// France's name, but the sum of another block (the chunk's last): the
    /// chunk fails its sum when France's block is first read, the same line.
    @Test(arguments: 0..<4)
    func anIndexBlockSumChangedInPlace_exits74_inOneLine_whenItsChunkIsRead(_ command: Int) throws {
        let (_, blockSums, blocksStart) = try sums()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: index))
        let france = (try #require(bytes.firstRange(of: Data("FranceFrench Republic".utf8))).lowerBound - blocksStart) / 4_096
        let last = min((france / 128 + 1) * 128, blockSums.count / 8) - 1
        #expect(last != france)
        try InPlaceChange.flip(at: blockSums.lowerBound + last * 8 + 3, mask: 0x10, in: index)
        let output = try run(Self.commands[command])
        #expect(output.status == 74, "\(Self.commands[command].arguments): \(output.stderr)")
        #expect(output.stderr == "Error: the cache \(data) is damaged (its index \(index) does not match its checksum); delete it to use the built-in data, or refresh it: countries list --refresh\n")
        #expect(!output.stdout.contains("\u{1B}"))
    }

    /// Fuzzing found one flipped byte in countries.json made `list --json`
    /// print invalid JSON or raw controls. What reads France's own record
    /// (its details come from it, and `--json` prints it) now exits 74
    /// before printing any of it.
    @Test(arguments: 1..<4)
    func aRecordChangedInPlace_exits74_inOneLine_whenItIsRead(_ command: Int) throws {
        let text = try Data(contentsOf: URL(fileURLWithPath: data))
        let at = try #require(text.firstRange(of: Data("\"common\": \"France\"".utf8)))
        try InPlaceChange.flip(at: at.lowerBound + 11, mask: 0x1B ^ UInt8(ascii: "F"), in: data)
        let output = try run(Self.commands[command])
        #expect(output.status == 74, "\(Self.commands[command].arguments): \(output.stderr)")
        #expect(output.stderr == "Error: the cache \(data) is damaged (the record of FRA does not match its checksum); delete it to use the built-in data, or refresh it: countries list --refresh\n")
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(!output.stdout.contains("cca3"), "no record printed")
    }

    /// `list` reads no record's text: it shows the index's names, which the
    /// index's checksum vouches for, as before the change.
    @Test func aRecordChangedInPlace_doesNotChangeAList_readFromTheIndex() throws {
        let before = try run(Self.commands[0])
        let text = try Data(contentsOf: URL(fileURLWithPath: data))
        let at = try #require(text.firstRange(of: Data("\"common\": \"France\"".utf8)))
        try InPlaceChange.flip(at: at.lowerBound + 11, mask: 0x1B ^ UInt8(ascii: "F"), in: data)
        let after = try run(Self.commands[0])
        #expect(after.status == 0 && after.stdout == before.stdout && after.stdout.contains("France"))
    }

    /// Fuzzing from outside (issue 33) changed one byte of a refreshed
    /// cache in place, a space in São Tomé's Czech name made a NUL, with an
    /// mtime kept only to the microsecond: the index, made from a file of
    /// another mtime, was passed over, the JSON parsed, and `list --json`
    /// copied the raw NUL. Without the index the data is summed whole
    /// against its origin file, and the reader takes only JSON (no raw
    /// control, no unknown escape) and UTF-8: the damage, a letter for a
    /// letter too, is said in one line with the remedy, and nothing is printed.
    @Test(arguments: [[0x00], [0x1B], [0xFF], [UInt8(ascii: "\\"), UInt8(ascii: "q")], [UInt8(ascii: "X")]] as [[UInt8]])
    func aRecordChangedInPlace_withoutItsIndex_exits74_neverInvalidJSON(_ bytes: [UInt8]) throws {
        let text = try Data(contentsOf: URL(fileURLWithPath: data))
        let at = try #require(text.firstRange(of: Data("Svatý Tomáš a".utf8)))
        try InPlaceChange.write(bytes, at: at.lowerBound + "Svatý".utf8.count, in: data)
        var status = stat()
        _ = stat(data, &status)
        var times = [status.st_atim, status.st_mtim]
        times[1].tv_nsec = times[1].tv_nsec / 1000 * 1000 + (times[1].tv_nsec % 1000 == 0 ? 1 : 0)
        #expect(utimensat(AT_FDCWD, data, times, 0) == 0)
        for command in [["list", "--json"], ["show", "stp", "--json"], ["show", "stp"], ["list"]] {
            let output = try run((command, nil))
            #expect(output.status == 74, "\(command): \(output.stderr)")
            #expect(output.stdout.isEmpty)
            #expect(output.stderr.hasPrefix("Error: the cache \(data) is damaged ("))
            #expect(output.stderr.hasSuffix("; delete it to use the built-in data, or refresh it: countries list --refresh\n"))
            #expect(output.stderr.split(separator: "\n").count == 1)
        }
    }
}
