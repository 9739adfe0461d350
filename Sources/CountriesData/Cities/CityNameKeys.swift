/// The cities' names by key (`CityNameKey`), stored: every city's name and
/// kept alternate names (docs/data/cities/alternate-names.tsv), made by
/// `swift run countries-index` and checked in as city-keys.bin; a test
/// fails while it is stale. A name is a binary search, no table made.
///
/// Sorted pairs rather than `WorldNameKeys`' hash table: some 280,000
/// names, where a hash table's slots and 16-byte key records would double
/// the file (docs/data/cities/README.md).
///
/// Layout, little-endian: "CNK1", the number of entries and the pool's
/// length; the entries (8 bytes each: the key's offset in the pool, the
/// city's record number in cities.bin), sorted by the key's bytes, then
/// the record; the pool (each key once: a u16 length and its bytes).
package struct CityNameKeys: Sendable {
    private let bytes: WorldDataBytes
    private let count: Int
    private let poolLength: Int

    static let headerSize = 12
    static let entrySize = 8

    package init(bytes: WorldDataBytes) throws {
        guard bytes.count >= Self.headerSize, try bytes.ascii(at: 0, count: 4) == "CNK1" else {
            throw WorldDataError.damaged("not a city keys file")
        }
        count = Int(try bytes.u32(at: 4))
        poolLength = Int(try bytes.u32(at: 8))
        guard Self.headerSize + Self.entrySize * count + poolLength == bytes.count else {
            throw WorldDataError.damaged("city keys: \(count) entries, a pool of \(poolLength) in \(bytes.count) bytes")
        }
        self.bytes = bytes
    }

    private var poolStart: Int { Self.headerSize + Self.entrySize * count }

    /// The record numbers filed under `key`, in record order; none for a key
    /// the file does not hold.
    package func records(for key: [UInt8]) throws -> [Int] {
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if try compare(entry: middle, with: key) < 0 { low = middle + 1 } else { high = middle }
        }
        var records: [Int] = []
        while low < count, try compare(entry: low, with: key) == 0 {
            records.append(Int(try bytes.u32(at: Self.headerSize + Self.entrySize * low + 4)))
            low += 1
        }
        return records
    }

    /// The stored key of `entry` against `key`, byte by byte: -1, 0 or 1.
    private func compare(entry: Int, with key: [UInt8]) throws -> Int {
        let offset = Int(try bytes.u32(at: Self.headerSize + Self.entrySize * entry))
        guard offset <= poolLength - 2 else { throw WorldDataError.damaged("city keys: entry \(entry) past the pool") }
        let length = Int(try bytes.u16(at: poolStart + offset))
        guard length <= poolLength - offset - 2 else { throw WorldDataError.damaged("city keys: entry \(entry)'s key past the pool") }
        let stored = UnsafeRawBufferPointer(rebasing: bytes.buffer[poolStart + offset + 2..<poolStart + offset + 2 + length])
        for (a, b) in zip(stored, key) where a != b {
            return a < b ? -1 : 1
        }
        return length == key.count ? 0 : (length < key.count ? -1 : 1)
    }

    /// The file for `entries`: each (key, record) once, an empty key or one
    /// longer than a u16 counts left out.
    package static func make(_ entries: [(key: [UInt8], record: Int)]) -> [UInt8] {
        var seen = Set<[UInt8]>()
        var pairs: [(key: [UInt8], record: Int)] = []
        for entry in entries where !entry.key.isEmpty && entry.key.count <= Int(UInt16.max) {
            var unique = entry.key
            withUnsafeBytes(of: UInt32(entry.record).littleEndian) { unique += $0 }
            if seen.insert(unique).inserted { pairs.append(entry) }
        }
        pairs.sort { $0.key.lexicographicallyPrecedes($1.key) || ($0.key == $1.key && $0.record < $1.record) }
        var offsetOfKey: [[UInt8]: UInt32] = [:]
        var pool: [UInt8] = []
        var words: [UInt32] = []
        for (key, record) in pairs {
            let offset: UInt32
            if let known = offsetOfKey[key] {
                offset = known
            } else {
                offset = UInt32(pool.count)
                offsetOfKey[key] = offset
                withUnsafeBytes(of: UInt16(key.count).littleEndian) { pool += $0 }
                pool += key
            }
            words += [offset, UInt32(record)]
        }
        var file = Array("CNK1".utf8)
        for word in [UInt32(pairs.count), UInt32(pool.count)] + words {
            withUnsafeBytes(of: word.littleEndian) { file += $0 }
        }
        return file + pool
    }
}
