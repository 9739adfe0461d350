/// A `NameTable` part as bytes: what an index stores, and what a table made
/// in memory holds, so both are read by the same code. Every integer
/// little-endian:
///
///     header     version, entry count, language count, pool length (UInt32)
///     languages  (offset, length) into the pool of each translation key,
///                in order: an entry's language 1 is the first
///     entries    16 bytes each: key offset (UInt32) and length (UInt16)
///                into the pool, kind, field (UInt8), country (UInt32),
///                language (UInt16, 0 for none), two bytes of padding;
///                sorted by kind, key (as `String` orders it), country,
///                language, field
///     pool       UTF-8, each text once
///
/// Read bounds-checked: bytes that are no table make none (`init?`), and a
/// reference out of bounds reads as an empty key, never beyond the bytes.
package struct NameTableBytes: @unchecked Sendable {
    // @unchecked: `bytes` is immutable, and `owner` keeps it alive.
    private let bytes: UnsafeRawBufferPointer
    private let owner: AnyObject?
    private let count: Int
    private let languages: [String]
    private let entriesStart: Int
    private let pool: Range<Int>

    static let version: UInt32 = 1
    static let headerSize = 16
    package static let entrySize = 16

    /// The table in `bytes`, which `owner` keeps alive; nil unless they
    /// hold a table of this version, whole, of no more than `countries`.
    package init?(bytes: UnsafeRawBufferPointer, owner: AnyObject?, countries: Int) {
        self.init(bytes: bytes, owner: owner)
        for number in 0..<count {
            let start = entriesStart + number * Self.entrySize
            guard Int(Self.load(bytes, start + 8, as: UInt32.self)) < countries else { return nil }
        }
    }

    private init?(bytes: UnsafeRawBufferPointer, owner: AnyObject?) {
        guard bytes.count >= Self.headerSize, Self.load(bytes, 0, as: UInt32.self) == Self.version else { return nil }
        let count = Int(Self.load(bytes, 4, as: UInt32.self))
        let languageCount = Int(Self.load(bytes, 8, as: UInt32.self))
        let poolLength = Int(Self.load(bytes, 12, as: UInt32.self))
        let entriesStart = Self.headerSize + languageCount * 8
        let poolStart = entriesStart + count * Self.entrySize
        guard poolStart + poolLength == bytes.count else { return nil }
        self.bytes = bytes
        self.owner = owner
        self.count = count
        self.entriesStart = entriesStart
        pool = poolStart..<bytes.count
        var languages: [String] = []
        for number in 0..<languageCount {
            let offset = Int(Self.load(bytes, Self.headerSize + number * 8, as: UInt32.self))
            let length = Int(Self.load(bytes, Self.headerSize + number * 8 + 4, as: UInt32.self))
            languages.append(String(decoding: Self.slice(bytes, pool, offset, length), as: UTF8.self))
        }
        self.languages = languages
    }

    /// A table made in memory (`make`), held here.
    package init(_ made: [UInt8]) {
        let storage = Storage(made)
        // `make` writes whole tables: this one reads back.
        self.init(bytes: UnsafeRawBufferPointer(storage.bytes), owner: storage)!
    }

    /// Owns the memory of a table made in memory.
    private final class Storage {
        let bytes: UnsafeMutableRawBufferPointer

        init(_ made: [UInt8]) {
            bytes = .allocate(byteCount: made.count, alignment: 8)
            made.withUnsafeBytes { bytes.copyMemory(from: $0) }
        }

        deinit { bytes.deallocate() }
    }

    // MARK: - Reading

    func entries(_ kind: NameTable.Kind, _ key: String) -> [NameTable.Entry] {
        entries(from: lowerBound(kind, key), kind, key)
    }

    /// The entries of (`kind`, `key`) from `number`, the first of them.
    func entries(from first: Int, _ kind: NameTable.Kind, _ key: String) -> [NameTable.Entry] {
        var found: [NameTable.Entry] = []
        var number = first
        while number < count, self.kind(number) == kind.rawValue, keyText(number) == key {
            if let entry = entry(number) { found.append(entry) }
            number += 1
        }
        return found
    }

    func forEach(_ kind: NameTable.Kind, _ body: (NameTable.Entry, UnsafeRawBufferPointer) -> Void) {
        var number = lowerBound(kind, "")
        while number < count, self.kind(number) == kind.rawValue {
            if let entry = entry(number) { body(entry, keyBytes(number)) }
            number += 1
        }
    }

    /// Calls `body` with each entry's number, kind and key, in order.
    func forEachKey(_ body: (Int, UInt8, UnsafeRawBufferPointer) -> Void) {
        for number in 0..<count { body(number, kind(number), keyBytes(number)) }
    }

    /// The first entry not before (`kind`, `key`).
    private func lowerBound(_ kind: NameTable.Kind, _ key: String) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            let middleKind = self.kind(middle)
            if middleKind < kind.rawValue || (middleKind == kind.rawValue && keyText(middle) < key) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    private func kind(_ number: Int) -> UInt8 {
        bytes[entriesStart + number * Self.entrySize + 6]
    }

    private func keyBytes(_ number: Int) -> UnsafeRawBufferPointer {
        let start = entriesStart + number * Self.entrySize
        return Self.slice(bytes, pool, Int(Self.load(bytes, start, as: UInt32.self)), Int(Self.load(bytes, start + 4, as: UInt16.self)))
    }

    private func keyText(_ number: Int) -> String {
        String(decoding: keyBytes(number), as: UTF8.self)
    }

    /// Nil for an entry of a field or language this version does not know.
    private func entry(_ number: Int) -> NameTable.Entry? {
        let start = entriesStart + number * Self.entrySize
        let language = Int(Self.load(bytes, start + 12, as: UInt16.self))
        guard let field = NameTable.Field(rawValue: bytes[start + 7]), language <= languages.count else { return nil }
        return NameTable.Entry(
            country: Int(Self.load(bytes, start + 8, as: UInt32.self)),
            field: field,
            language: language == 0 ? nil : languages[language - 1]
        )
    }

    private static func load<Integer: FixedWidthInteger>(_ bytes: UnsafeRawBufferPointer, _ offset: Int, as type: Integer.Type) -> Integer {
        Integer(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: Integer.self))
    }

    /// `length` bytes at `offset` in `pool`, or none when they lie beyond it.
    private static func slice(_ bytes: UnsafeRawBufferPointer, _ pool: Range<Int>, _ offset: Int, _ length: Int) -> UnsafeRawBufferPointer {
        let start = pool.lowerBound + offset
        guard start + length <= pool.upperBound else { return UnsafeRawBufferPointer(rebasing: bytes[0..<0]) }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)])
    }
}
