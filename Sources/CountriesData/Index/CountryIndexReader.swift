import CountriesModel
import CountriesSystem

/// Reads `CountryIndex` bytes beside the JSON they describe, checking every
/// offset before it is followed: a damaged index throws, it never reads out
/// of bounds.
struct CountryIndexReader {
    let count: Int
    let identity: CountryIndex.SourceIdentity
    /// Owns `index`'s memory: a reader keeps what it reads alive.
    private let owner: OwnedBytes
    private let index: UnsafeRawBufferPointer
    private let source: any RecordText
    /// What records point into, apart from the source: what reading a
    /// record needs, passed around without copying `source`'s existential.
    private let bytes: CountryIndexBytes
    private let records: Range<Int>
    private let codes: Range<Int>
    private let nameOrderSection: Range<Int>
    private let namesSection: Range<Int>
    /// Whether the code table holds the codes (`CountryIndex.inlineCodes`),
    /// and how many.
    private let inlineCodes: Bool
    private let codeCount: Int
    /// Whether records' texts are checked against their checksums as they
    /// are read: the cache's are, the binary's own are trusted.
    private let verifying: Bool
    /// Which of the cache's index blocks are checked: kept for `bytes`.
    private let marks: IndexBlocks.Marks?

    private static let recordSize = CountryIndex.recordSlots * 4

    /// Throws unless `index` is an index of this version whose sections all
    /// lie within it, made from data of `source`'s size. `verifying`: its
    /// header and chunk sums are checked against the header's checksum
    /// first (`damaged` when they fail, or lie beyond its end), each block
    /// when first read, its chunk of block sums before it (`damaged`, or
    /// `cutShort` when the file no longer holds it), and records' texts as
    /// they are read. An index read from its file as asked
    /// (`OwnedBytes(readingOnDemand:)`) has its first page read here (the
    /// header and chunk sums, more only beyond 500 chunks); unverified, it
    /// is read whole.
    init(index owner: OwnedBytes, source: any RecordText, verifying: Bool = false) throws(CountryIndex.Failure) {
        let index = owner.bytes
        guard index.count >= CountryIndex.headerSize else { throw .malformed(CountryIndex.Malformed(reason: "not an index")) }
        let head = verifying ? min(index.count, CountryIndex.pageSize) : index.count
        guard owner.load(0..<head) else { throw .cutShort }
        guard index.prefix(8).elementsEqual(CountryIndex.magic) else {
            throw .malformed(CountryIndex.Malformed(reason: "not an index"))
        }
        guard index.loadLittleEndian(at: 8, as: UInt32.self) == CountryIndex.version else {
            throw .malformed(CountryIndex.Malformed(reason: "another version"))
        }
        self.verifying = verifying
        self.owner = owner
        self.index = index
        self.source = source
        count = Int(index.loadLittleEndian(at: 12, as: UInt32.self))
        inlineCodes = index.loadLittleEndian(at: 16, as: UInt32.self) & CountryIndex.inlineCodes != 0
        codeCount = Int(index.loadLittleEndian(at: CountryIndex.codeCountOffset, as: UInt32.self))
        identity = CountryIndex.SourceIdentity(
            size: index.loadLittleEndian(at: 24, as: UInt64.self),
            inode: index.loadLittleEndian(at: 32, as: UInt64.self),
            modifiedSeconds: Int64(bitPattern: index.loadLittleEndian(at: 40, as: UInt64.self)),
            modifiedNanoseconds: Int64(bitPattern: index.loadLittleEndian(at: 48, as: UInt64.self))
        )
        var sections: [Range<Int>] = []
        for number in 0..<CountryIndex.sectionCount {
            let offset = Int(index.loadLittleEndian(at: 56 + number * 8, as: UInt32.self))
            let length = Int(index.loadLittleEndian(at: 60 + number * 8, as: UInt32.self))
            guard offset >= CountryIndex.headerSize, offset + length <= index.count else {
                // A cache's index cut short in place, or its table changed.
                throw verifying ? .damaged : .malformed(CountryIndex.Malformed(reason: "a section out of bounds"))
            }
            sections.append(offset..<(offset + length))
        }
        // Before any offset in it is believed: a changed offset that still
        // lies in bounds would otherwise read other bytes as text.
        let (sums, chunkSums) = (sections[6], sections[7])
        if chunkSums.upperBound > head { guard owner.load(head..<chunkSums.upperBound) else { throw .cutShort } }
        if verifying, CountryIndex.headerChecksum(of: index, chunkSums: chunkSums).value != index.loadLittleEndian(at: CountryIndex.checksumOffset, as: UInt64.self) {
            throw .damaged
        }
        let blocksStart = CountryIndex.blocksStart(chunks: chunkSums.count / 8)
        guard chunkSums.lowerBound == CountryIndex.headerSize, blocksStart <= sums.lowerBound,
              sums.count == CountryIndex.blockCount(sums.lowerBound - blocksStart) * 8,
              chunkSums.count == CountryIndex.chunkCount(blocks: sums.count / 8) * 8,
              sections[..<6].allSatisfy({ $0.lowerBound >= blocksStart && $0.upperBound <= sums.lowerBound }) else {
            throw .malformed(CountryIndex.Malformed(reason: "block sums that do not cover the sections"))
        }
        let covered = blocksStart..<sums.lowerBound
        marks = verifying ? IndexBlocks.Marks(count: CountryIndex.blockCount(covered.count)) : nil
        (records, codes, nameOrderSection, namesSection) = (sections[0], sections[2], sections[4], sections[5])
        let blocks = marks.map {
            $0.keep(IndexBlocks(index: owner, covered: covered, sums: sums.lowerBound, chunkSums: chunkSums.lowerBound, marks: $0))
        }
        bytes = CountryIndexBytes(index: index, lists: sections[1], strings: sections[3], blocks: blocks)
        guard records.count == count * Self.recordSize, codes.count % CountryCodeTable.entrySize == 0, nameOrderSection.count == count * 4,
              namesSection.count >= 8 else {
            throw .malformed(CountryIndex.Malformed(reason: "sections of the wrong size"))
        }
        guard identity.size == UInt64(source.count) else { throw .malformed(CountryIndex.Malformed(reason: "made from other data")) }
    }

    /// How many of a cache's index blocks are read and checked so far.
    var blocksChecked: Int { marks?.checked ?? 0 }
    /// How many of its chunks of block sums.
    var chunksChecked: Int { marks?.chunksChecked ?? 0 }

    /// Every record, in source order.
    func countries() throws(CountryIndex.Failure) -> [Country] {
        var countries: [Country] = []
        countries.reserveCapacity(count)
        for position in 0..<count {
            countries.append(try country(at: position))
        }
        return countries
    }

    /// Every position once, by English common name (see `CountryIndex`).
    func nameOrder() throws(CountryIndex.Failure) -> [Int] {
        try bytes.check(nameOrderSection.lowerBound, nameOrderSection.count)
        var seen = [Bool](repeating: false, count: count)
        var order: [Int] = []
        order.reserveCapacity(count)
        for number in 0..<count {
            let position = Int(load(nameOrderSection.lowerBound + number * 4))
            guard position < count, !seen[position] else { throw .malformed(CountryIndex.Malformed(reason: "a name order that is no order")) }
            seen[position] = true
            order.append(position)
        }
        return order
    }

    /// What the names were made by (`CountryIndex.programRecipe`).
    var namesRecipe: UInt64 {
        get throws(CountryIndex.Failure) {
            try bytes.check(namesSection.lowerBound, 8)
            return index.loadLittleEndian(at: namesSection.lowerBound, as: UInt64.self)
        }
    }

    /// The lookup's tables, checked whole first for a cache (a look-up
    /// reads here and there), when made by this program's code (a recipe
    /// of 0 is none known) and well formed; nil sends the lookup to make
    /// them.
    func lookupTables() throws(CountryIndex.Failure) -> LookupTables? {
        if verifying {
            guard CountryIndex.programRecipe != 0, try namesRecipe == CountryIndex.programRecipe else { return nil }
        }
        try bytes.check(namesSection.lowerBound, namesSection.count)
        let table = UnsafeRawBufferPointer(rebasing: index[(namesSection.lowerBound + 8)..<namesSection.upperBound])
        return LookupTables(bytes: table, owner: owner, countries: count)
    }

    /// The record at `position` (below `count`), read whole, in the order
    /// `CountryIndexWriter.add` wrote it: a damaged record throws here.
    func country(at position: Int) throws(CountryIndex.Failure) -> Country {
        guard (0..<count).contains(position) else { throw .malformed(CountryIndex.Malformed(reason: "no record \(position)")) }
        try bytes.check(records.lowerBound + position * Self.recordSize, Self.recordSize)
        var slots = CountryIndexSlots(bytes: bytes, at: records.lowerBound + position * Self.recordSize)
        let name = CountryName(common: try slots.string(), official: try slots.string())
        let (flag, cca2, cca3, ccn3, cioc) = (try slots.string(), try slots.string(), try slots.string(), try slots.string(), try slots.string())
        let (region, subregion) = (try slots.string(), try slots.string())
        let callingRoot = try slots.string()
        let (drivingSide, governmentType) = (try slots.string(), try slots.string())
        // The lists, in the order `CountryIndexWriter.add` writes them.
        let (capitals, timezones, domains, borders) = (try slots.list(), try slots.list(), try slots.list(), try slots.list())
        let (altSpellings, demonyms, suffixes) = (try slots.list(), try slots.list(), try slots.list())
        let languages = try slots.grouped(by: 2) { Language(code: $0[0], name: $0[1]) }
        let currencies = try slots.grouped(by: 3) { Currency(code: $0[0], name: $0[1], symbol: $0[2]) }
        let memberships = try slots.optionalList()
        // The translations are read on their own, and checked then: a
        // damaged list sends that read, like any other, to the JSON.
        _ = (slots.next(), slots.next())
        let population = Int64(bitPattern: slots.next64())
        let area = Double(bitPattern: slots.next64())
        let flags = slots.next()
        _ = try recordRange(at: position) // checked now, read when asked for
        slots.skip(2)
        let location = slots.nextPoint(), capitalLocation = slots.nextPoint()
        return Country(
            name: name, flag: flag, cca2: cca2, cca3: cca3, ccn3: ccn3, cioc: cioc,
            capitals: capitals, region: region, subregion: subregion, population: Int(population), area: area,
            languages: languages, currencies: currencies, timezones: timezones,
            callingCode: CallingCode(root: callingRoot, suffixes: suffixes), topLevelDomains: domains, borders: borders,
            independent: flags & 1 != 0, landlocked: flags & 2 != 0, altSpellings: altSpellings, demonyms: demonyms,
            drivingSide: drivingSide, memberships: memberships, governmentType: governmentType,
            location: location, capitalLocation: capitalLocation
        )
    }

    /// Every record as a list's row shows it, in source order, read from
    /// the slots a row shows alone: its strings before the lists, and the
    /// numbers after them. A damaged record throws here, as `country(at:)`.
    func listed() throws(CountryIndex.Failure) -> [ListedCountry] {
        var listed: [ListedCountry] = []
        listed.reserveCapacity(count)
        for position in 0..<count {
            let at = records.lowerBound + position * Self.recordSize
            try bytes.check(at, Self.recordSize)
            var slots = CountryIndexSlots(bytes: bytes, at: at)
            let name = CountryName(common: try slots.string(), official: try slots.string())
            let flag = try slots.string()
            slots.skip(2) // cca2
            let cca3 = try slots.string()
            slots.skip(2 * 2) // ccn3, cioc
            let region = try slots.string()
            slots.skip(4 * 2 + 11 * 2) // subregion, the calling code's root, the driving side, the government; the lists
            let population = Int64(bitPattern: slots.next64())
            let area = Double(bitPattern: slots.next64())
            listed.append(ListedCountry(cca3: cca3, flag: flag, name: name, population: Int(population), area: area, region: region))
        }
        return listed
    }

    /// Every record's place, in source order, read from its cca3 and its
    /// location slots alone: a map's markers make no `Country`.
    func places() throws(CountryIndex.Failure) -> [MapPlace] {
        var places: [MapPlace] = []
        places.reserveCapacity(count)
        for position in 0..<count {
            let at = records.lowerBound + position * Self.recordSize + CountryIndex.locationSlot * 4
            try bytes.check(at, 4 * 8)
            var slots = CountryIndexSlots(bytes: bytes, at: at)
            if let location = slots.nextPoint() { places.append(MapPlace(code: try cca3(at: position), location: location)) }
        }
        return places
    }

    /// The record's names by translation key, sorted by key as written.
    func translations(at position: Int) throws(CountryIndex.Failure) -> [(key: String, name: CountryName)] {
        var slots = try translationSlots(at: position)
        return try slots.grouped(by: 3) { (key: $0[0], name: CountryName(common: $0[1], official: $0[2])) }
    }

    /// One of them, found without making the others into Strings.
    func translation(at position: Int, key: String) throws(CountryIndex.Failure) -> CountryName? {
        var slots = try translationSlots(at: position)
        return try slots.findInGroups(by: 3, firstEqualTo: key) { CountryName(common: $0[1], official: $0[2]) }
    }

    /// The record's own text in the JSON, read from the source now: only
    /// `--json`, CSV and `--fields` print it. Made a String only once its
    /// bytes are found to be the ones the index was made from.
    func recordText(at position: Int) throws(CountryIndex.Failure) -> Result<String, RecordUnreadable> {
        let range = try recordRange(at: position)
        guard let bytes = source.bytes(range) else { return .failure(.cutShort) }
        if verifying {
            let at = records.lowerBound + position * Self.recordSize + CountryIndex.recordChecksumSlot * 4
            try self.bytes.check(at, 8)
            var slots = CountryIndexSlots(bytes: self.bytes, at: at)
            guard Checksum(of: bytes).value == slots.next64() else { return .failure(.damaged) }
        }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    private func translationSlots(at position: Int) throws(CountryIndex.Failure) -> CountryIndexSlots {
        guard (0..<count).contains(position) else { throw .malformed(CountryIndex.Malformed(reason: "no record \(position)")) }
        let at = records.lowerBound + position * Self.recordSize + CountryIndex.translationsSlot * 4
        try bytes.check(at, 8)
        return CountryIndexSlots(bytes: bytes, at: at)
    }

    private func recordRange(at position: Int) throws(CountryIndex.Failure) -> Range<Int> {
        guard (0..<count).contains(position) else { throw .malformed(CountryIndex.Malformed(reason: "no record \(position)")) }
        let slot = records.lowerBound + position * Self.recordSize + CountryIndex.recordRangeSlot * 4
        try bytes.check(slot, 8)
        let range = Int(load(slot))..<(Int(load(slot)) + Int(load(slot + 4)))
        guard range.upperBound <= source.count else { throw .malformed(CountryIndex.Malformed(reason: "a record beyond the data")) }
        return range
    }

    /// The position of the record whose cca3 is `code` in any case, as
    /// `CountryCatalog.country(cca3:)` finds it: by the code table when
    /// bytes decide, else by comparing Strings record by record.
    func position(ofCode code: String) throws(CountryIndex.Failure) -> Int? {
        let key = code.uppercased()
        guard inlineCodes, key.utf8.allSatisfy({ $0 < 0x80 }) else {
            var found: Int?
            for position in 0..<count where try cca3(at: position).uppercased() == key { found = position }
            return found
        }
        // ASCII against codes of 8 ASCII bytes at most, none NUL: no other
        // can be equal.
        guard let key = CountryCodeTable.key(key.utf8) else { return nil }
        let slots = codes.count / CountryCodeTable.entrySize
        guard slots > 0 else { return nil }
        var slot = CountryCodeTable.home(of: key, slots: slots)
        for _ in 0..<slots {
            let entry = codes.lowerBound + slot * CountryCodeTable.entrySize
            try bytes.check(entry, CountryCodeTable.entrySize)
            let record = load(entry + 8)
            if record == CountryCodeTable.empty { return nil }
            if index.loadLittleEndian(at: entry, as: UInt64.self) == key {
                guard record < count else { throw .malformed(CountryIndex.Malformed(reason: "a code of no record")) }
                return Int(record)
            }
            slot = slot + 1 == slots ? 0 : slot + 1
        }
        return nil
    }

    /// The first position, in source order, whose `field` is exactly `code`
    /// (String equality, as `CountryLookup` compares), read from the index
    /// without making a `Country` of each record passed over.
    func firstPosition(withCode code: String, in field: CountryCatalog.CodeField) throws(CountryIndex.Failure) -> Int? {
        let slot = switch field { case .cca2: 3; case .cca3: 4; case .ccn3: 5; case .cioc: 6 }
        let codeIsASCII = code.utf8.allSatisfy { $0 < 0x80 }
        let codeScalars = code.unicodeScalars.count
        // A cca3, when the code table holds one code a record (no two
        // records' cca3s are the same upper-cased) and bytes decide: the one
        // record that can be equal is the one the table names.
        // Looked for record by record, `show fra` on 40 times the data read
        // and checked the blocks of the 3,822 records before France's.
        if field == .cca3, codeIsASCII, inlineCodes, codeCount == count {
            guard let position = try position(ofCode: code) else { return nil }
            let at = records.lowerBound + position * Self.recordSize + slot * 8
            try bytes.check(at, 8)
            return try Self.isEqual(bytes.bytes(of: load(at), length: load(at + 4)), to: code, codeIsASCII: codeIsASCII, codeScalars: codeScalars)
                ? position : nil
        }
        for position in 0..<count {
            let at = records.lowerBound + position * Self.recordSize + slot * 8
            try bytes.check(at, 8)
            if try Self.isEqual(bytes.bytes(of: load(at), length: load(at + 4)), to: code, codeIsASCII: codeIsASCII, codeScalars: codeScalars) {
                return position
            }
        }
        return nil
    }

    /// Whether `stored` is `code` as Strings compare (`==`), made a String
    /// only when bytes cannot decide. Equal bytes are equal Strings; ASCII
    /// against ASCII, only they are. Anything else (`K` and the Kelvin sign
    /// are equal Strings) is compared as Strings, unless the code has more
    /// scalars than an ASCII text has bytes: equal Strings decompose to the
    /// same scalars, ASCII decomposes to itself, and decomposing never makes
    /// fewer scalars. So a name typed to `show` ("CÔTE D'IVOIRE") is not
    /// made into a String for every record.
    private static func isEqual(_ stored: UnsafeRawBufferPointer, to code: String, codeIsASCII: Bool, codeScalars: Int) -> Bool {
        if stored.count == code.utf8.count, stored.elementsEqual(code.utf8) { return true }
        let storedIsASCII = stored.allSatisfy { $0 < 0x80 }
        if storedIsASCII, codeIsASCII || codeScalars > stored.count { return false }
        return String(decoding: stored, as: UTF8.self) == code
    }

    private func load(_ offset: Int) -> UInt32 {
        bytes.load(offset)
    }

    private func cca3(at position: Int) throws(CountryIndex.Failure) -> String {
        let slot = records.lowerBound + position * Self.recordSize + 4 * 2 * 4 // after name, flag, cca2
        try bytes.check(slot, 8)
        return try bytes.string(of: load(slot), length: load(slot + 4))
    }
}

extension UnsafeRawBufferPointer {
    func loadLittleEndian<Integer: FixedWidthInteger>(at offset: Int, as type: Integer.Type) -> Integer {
        Integer(littleEndian: loadUnaligned(fromByteOffset: offset, as: Integer.self))
    }
}

/// Where records' JSON text is read from: the bytes at hand (the embedded
/// snapshot), or a file read record by record (the cache).
protocol RecordText: Sendable {
    var count: Int { get }
    /// nil when the bytes cannot be read.
    func bytes(_ range: Range<Int>) -> [UInt8]?
}

/// The cache's records, read a range at a time.
extension OpenFile: RecordText {}

/// Bytes that outlive every country read from them: the binary's own data.
struct RecordBytes: RecordText, @unchecked Sendable {
    // @unchecked: read-only memory that is never freed.
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    func bytes(_ range: Range<Int>) -> [UInt8]? {
        Array(bytes[range])
    }
}
