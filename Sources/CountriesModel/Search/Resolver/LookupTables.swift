/// The lookup's tables (`CountryResolver`): every name of every country, in
/// the one normal form a text is read in (`NameReading`), keyed by bytes,
/// so that finding a text is a hash of its bytes and a compare, and no
/// `String` is made or hashed to find one.
///
/// Immutable data of the data layer: made once per data set by `make`, a
/// pure function of the countries and the program's own lists (former
/// names, Natural Earth's, ISO 3166-3's), and stored with the data: the
/// snapshot's index holds them (`swift run countries-index`, checked in and
/// embedded), the cache's index too (written by `--refresh`). Data stored
/// without them has them made in memory by the same function.
///
/// Layout, little-endian (`LookupTablesBuilder` writes it):
///
///     header    "LKT1", then UInt32s: slot count (a power of two), key
///               count, entry count, name count, language count, note
///               count, pool length
///     slots     UInt32 a slot: a key's number plus one, 0 for none; open
///               addressing, probed in turn from the key's hash (`hash`)
///     keys      16 bytes each: pool offset (UInt32), length (UInt16),
///               section (UInt8), padding, first entry (UInt32), entry
///               count (UInt32)
///     entries   8 bytes each: country (UInt16, its position in the data),
///               field (UInt8), language (UInt8: 0 none, else the
///               language's number), extra (UInt32: a note's or a name's
///               number, by section)
///     names     `NameRecord`s (the names the words and typo steps read),
///               sorted by language, then by key length
///     languages (offset, length) of each translation key in the pool
///     notes     (offset, length) of each note in the pool
///     pool      UTF-8
///
/// Read bounds-checked: bytes that are no table make none (`init?`), and a
/// reference out of bounds reads as empty, never beyond the bytes.
package struct LookupTables: @unchecked Sendable {
    // @unchecked: `bytes` is immutable, and `owner` keeps it alive.
    private let bytes: UnsafeRawBufferPointer
    private let owner: AnyObject?
    private let slotCount: Int
    private let keyCount: Int
    private let entryCount: Int
    /// How many names the words and typo steps read.
    let nameCount: Int
    private let slotsStart: Int, keysStart: Int, entriesStart: Int, namesStart: Int
    private let languagesStart: Int, notesStart: Int, poolStart: Int
    private let languageCount: Int
    private let noteCount: Int
    /// How many countries the data has: an entry of another country (bytes
    /// damaged) is read as none (`Entry.country` is then past it).
    let countries: Int

    static let magic: [UInt8] = Array("LKT1".utf8)
    static let headerSize = 32
    static let keySize = 16
    static let entrySize = 8
    static let nameSize = 24

    /// What an entry is, by the section its key is in.
    package enum Section: UInt8, Sendable, CaseIterable {
        /// A name folded (`NameReading.folded`), field `Field`.
        case written
        /// A name's key (`NameKey`), field `Field`.
        case keyed
        /// A region's, subregion's, capital's or continent's key, field `PlaceField`.
        case place
        /// A former name, short form or data set's form, a part of the
        /// United Kingdom: field `AliasKind`, extra the note's number.
        case alias
        /// Natural Earth's names, keyed.
        case naturalEarth
        /// A place a territory's name joins ("Jan Mayen"), keyed: extra the
        /// part's note.
        case territoryPart
        /// A territory's name less its holder ("Virgin Islands"), keyed.
        case lessHolder
        /// "A Islands" as "As" ("Faroes"), keyed.
        case islands
        /// A code as the data writes it: field the `CountryCatalog.CodeField`,
        /// the first country of that code in source order.
        case code
        /// A word of the names the words and typo steps read: extra the
        /// name's number, language its language's.
        case word
        /// A Soviet republic's adjective (`NameQualifiers.adjectives`).
        case soviet
        /// A country's names the words step reads (key: the country's
        /// position and the language's number): extra each name's number.
        case countryNames
        /// A name in one of the country's own languages, folded and keyed:
        /// what browse opens outright (`Deutschland`).
        case ownLanguage
    }

    /// Which of a country's names a `written` or `keyed` entry was made from.
    package enum Field: UInt8, Sendable {
        case common, official, alternative, translatedCommon, translatedOfficial

        var isTranslated: Bool { self == .translatedCommon || self == .translatedOfficial }

        /// The tier of a country's own names it is in: 0 the common name
        /// (in the locale's language or English), 1 the official, 2 the
        /// alternative spellings (`CountryResolver`'s steps 2 and 4).
        var ownTier: Int {
            switch self {
            case .common, .translatedCommon: 0
            case .official, .translatedOfficial: 1
            case .alternative: 2
            }
        }
    }

    /// A `code` entry's field: the code field's place among them.
    static func field(_ field: CountryCatalog.CodeField) -> UInt8 {
        UInt8(CountryCatalog.CodeField.allCases.firstIndex(of: field) ?? 0)
    }

    /// What a `place` entry is.
    enum PlaceField: UInt8 {
        case region, subregion, capital, continent
    }

    /// What an `alias` entry is.
    enum AliasKind: UInt8 {
        case former, shortForm, partOf
    }

    /// One entry of a key.
    struct Entry: Equatable {
        /// The country's position in the data (`CountryRecords.all`).
        let country: Int
        let field: UInt8
        /// The language's number: 0 for none.
        let language: Int
        let extra: Int
    }

    /// The tables in `bytes`, which `owner` keeps alive; nil unless they
    /// hold tables of this layout, whole. Not read through: an entry of a
    /// country past `countries` is passed over where it is read.
    package init?(bytes: UnsafeRawBufferPointer, owner: AnyObject?, countries: Int) {
        guard bytes.count >= Self.headerSize, bytes.prefix(4).elementsEqual(Self.magic) else { return nil }
        func u32(_ offset: Int) -> Int { Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        slotCount = u32(4)
        keyCount = u32(8)
        entryCount = u32(12)
        nameCount = u32(16)
        languageCount = u32(20)
        noteCount = u32(24)
        let poolLength = u32(28)
        slotsStart = Self.headerSize
        keysStart = slotsStart + 4 * slotCount
        entriesStart = keysStart + Self.keySize * keyCount
        namesStart = entriesStart + Self.entrySize * entryCount
        languagesStart = namesStart + Self.nameSize * nameCount
        notesStart = languagesStart + 8 * languageCount
        poolStart = notesStart + 8 * noteCount
        guard slotCount > 0, slotCount & (slotCount - 1) == 0, keyCount < slotCount, poolStart + poolLength == bytes.count else { return nil }
        self.bytes = bytes
        self.owner = owner
        self.countries = countries
    }

    /// Tables made in memory (`make`), held here.
    package init(_ made: [UInt8], countries: Int) {
        let storage = Storage(made)
        // `make` writes whole tables: these read back.
        self.init(bytes: UnsafeRawBufferPointer(storage.bytes), owner: storage, countries: countries)!
    }

    /// Whether these are the same tables as `other`, the same bytes.
    func isSame(as other: LookupTables) -> Bool {
        bytes.baseAddress == other.bytes.baseAddress && bytes.count == other.bytes.count
    }

    /// Owns the memory of tables made in memory.
    private final class Storage {
        let bytes: UnsafeMutableRawBufferPointer

        init(_ made: [UInt8]) {
            bytes = .allocate(byteCount: made.count, alignment: 8)
            made.withUnsafeBytes { bytes.copyMemory(from: $0) }
        }

        deinit { bytes.deallocate() }
    }

    // MARK: - Keys

    /// The entries of `key` in `section`, in the order they were made;
    /// none for a key the tables do not hold.
    func entries(_ section: Section, _ key: some Collection<UInt8>) -> Entries {
        let found = key.withContiguousStorageIfAvailable { entries(section, UnsafeRawBufferPointer($0)) }
        return found ?? Array(key).withUnsafeBytes { entries(section, $0) }
    }

    func entries(_ section: Section, _ key: UnsafeRawBufferPointer) -> Entries {
        var slot = Int(truncatingIfNeeded: Self.hash(section.rawValue, key)) & (slotCount - 1)
        // At most every slot once: bytes whose slots are all full end too.
        for _ in 0..<slotCount {
            let number = u32(slotsStart + 4 * slot)
            guard number != 0, number <= keyCount else { return Entries(entries: entryBytes, range: 0..<0) }
            let record = keysStart + Self.keySize * (number - 1)
            if bytes[record + 6] == section.rawValue, u16(record + 4) == key.count,
               Self.slice(bytes, poolStart..<bytes.count, u32(record), key.count).elementsEqual(key) {
                let first = min(u32(record + 8), entryCount)
                return Entries(entries: entryBytes, range: first..<min(first + u32(record + 12), entryCount))
            }
            slot = (slot + 1) & (slotCount - 1)
        }
        return Entries(entries: entryBytes, range: 0..<0)
    }

    /// Whether `section` holds `key`.
    func holds(_ section: Section, _ key: some Collection<UInt8>) -> Bool {
        !entries(section, key).isEmpty
    }

    /// The entries of one key: read in place, from the tables' entries
    /// alone (no copy of the tables, nor of their owner, a key looked up),
    /// as long as the tables they came from are kept.
    struct Entries: RandomAccessCollection {
        /// Every entry of the tables.
        let entries: UnsafeRawBufferPointer
        let range: Range<Int>

        var startIndex: Int { range.lowerBound }
        var endIndex: Int { range.upperBound }

        subscript(position: Int) -> Entry {
            let at = LookupTables.entrySize * position
            return Entry(
                country: Int(UInt16(littleEndian: entries.loadUnaligned(fromByteOffset: at, as: UInt16.self))), field: entries[at + 2],
                language: Int(entries[at + 3]), extra: Int(UInt32(littleEndian: entries.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self)))
            )
        }
    }

    /// The bytes of every entry.
    private var entryBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: bytes[entriesStart..<(entriesStart + Self.entrySize * entryCount)])
    }

    /// Calls `body` with every key of `section` and its entries, in no order.
    func forEachKey(of section: Section, _ body: (UnsafeRawBufferPointer, Entries) -> Void) {
        for number in 0..<keyCount {
            let record = keysStart + Self.keySize * number
            guard bytes[record + 6] == section.rawValue else { continue }
            let first = min(u32(record + 8), entryCount)
            body(Self.slice(bytes, poolStart..<bytes.count, u32(record), u16(record + 4)),
                 Entries(entries: entryBytes, range: first..<min(first + u32(record + 12), entryCount)))
        }
    }

    /// The note of `number` (a reason's detail, a part's name).
    func note(_ number: Int) -> String {
        guard number < noteCount else { return "" }
        return String(decoding: Self.slice(bytes, poolStart..<bytes.count, u32(notesStart + 8 * number), u32(notesStart + 8 * number + 4)), as: UTF8.self)
    }

    /// The language of `number` (1 the first); nil for 0.
    func language(_ number: Int) -> String? {
        guard number > 0, number <= languageCount else { return nil }
        return String(decoding: languageBytes(number), as: UTF8.self)
    }

    /// The number of `language`; 0 when the tables have none of its names.
    func number(ofLanguage language: String?) -> Int {
        guard let language else { return 0 }
        return (1...max(languageCount, 1)).first { $0 <= languageCount && languageBytes($0).elementsEqual(language.utf8) } ?? 0
    }

    private func languageBytes(_ number: Int) -> UnsafeRawBufferPointer {
        let at = languagesStart + 8 * (number - 1)
        return Self.slice(bytes, poolStart..<bytes.count, u32(at), u32(at + 4))
    }

    // MARK: - Names

    /// One name the words and typo steps read: an English or translated
    /// common or official name, or a former name or short form, keyed.
    struct NameRecord {
        let country: Int
        /// The language's number: 0 for English and the program's aliases.
        let language: Int
        /// The key (`NameKey`): its words, sorted, a space apart.
        let key: UnsafeRawBufferPointer
        /// Its first word in the name's own order, articles aside and short
        /// forms written out: a word given must lead some name of the
        /// country (`zealand` is no New Zealand).
        let lead: UnsafeRawBufferPointer
        /// A bit for each of the key's bytes' 32 bins (`byte & 31`).
        let present: UInt32
    }

    func name(_ number: Int) -> NameRecord {
        let at = namesStart + Self.nameSize * number
        let pool = poolStart..<bytes.count
        return NameRecord(
            country: u16(at), language: Int(bytes[at + 2]),
            key: Self.slice(bytes, pool, u32(at + 4), u16(at + 8)),
            lead: Self.slice(bytes, pool, u32(at + 12), u16(at + 10)),
            present: UInt32(u32(at + 16))
        )
    }

    /// The numbers of the names of `language` whose keys are from `shortest`
    /// to `longest` bytes long: names are sorted by language, then length.
    func names(ofLanguage language: Int, lengths: ClosedRange<Int>) -> Range<Int> {
        func lowerBound(_ language: Int, _ length: Int) -> Int {
            var low = 0, high = nameCount
            while low < high {
                let middle = (low + high) / 2
                let at = namesStart + Self.nameSize * middle
                if (Int(bytes[at + 2]), u16(at + 8)) < (language, length) { low = middle + 1 } else { high = middle }
            }
            return low
        }
        return lowerBound(language, lengths.lowerBound)..<lowerBound(language, lengths.upperBound + 1)
    }

    // MARK: - Reading

    private func u16(_ offset: Int) -> Int {
        Int(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self)))
    }

    private func u32(_ offset: Int) -> Int {
        Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    /// `length` bytes at `offset` in `pool`, or none when they lie beyond it.
    private static func slice(_ bytes: UnsafeRawBufferPointer, _ pool: Range<Int>, _ offset: Int, _ length: Int) -> UnsafeRawBufferPointer {
        let start = pool.lowerBound + offset
        guard offset >= 0, length >= 0, start + length <= pool.upperBound else { return UnsafeRawBufferPointer(rebasing: bytes[0..<0]) }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)])
    }

    /// The hash of a key in a section: the same in the tables' maker and
    /// reader, in every process (Swift's `Hasher` is seeded anew each
    /// run); eight bytes a step.
    static func hash(_ section: UInt8, _ key: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ (UInt64(section) << 56) ^ UInt64(key.count)
        var at = 0
        while at + 8 <= key.count {
            hash = mix(hash ^ UInt64(littleEndian: key.loadUnaligned(fromByteOffset: at, as: UInt64.self)))
            at += 8
        }
        if at < key.count {
            var last: UInt64 = 0
            for shift in 0..<(key.count - at) { last |= UInt64(key[at + shift]) << (8 * UInt64(shift)) }
            hash = mix(hash ^ last)
        }
        return mix(hash)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value &* 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed >> 31
        return mixed
    }
}
