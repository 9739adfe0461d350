/// The index's table of codes: the upper-cased cca3 of every record, each
/// with the record it names, in a hash table whose entries hold the code
/// itself (its bytes, zero padded to 8: `key`). Looking a code up reads the
/// one entry its hash points to, and the next few when taken: a block of
/// the table, whatever the number of records. A sorted table searched by
/// halves read a block a step once the steps were a block apart (9 of the
/// 14 steps of a code on 40 times the data), and the code's text at each:
/// `show fra` read 28 blocks there for France and its 8 neighbours.
///
/// Each entry: the key (UInt64), then the record (UInt32), `empty` for
/// none. Linear probing, at most two thirds full; the codes are put in by
/// their bytes' order, so that the same data always makes the same bytes.
enum CountryCodeTable {
    static let entrySize = 12
    static let empty = UInt32.max

    /// A code's key: its bytes, little-endian, zero padded; nil unless it
    /// is ASCII, at most 8 bytes long and holds no NUL, which makes keys
    /// equal exactly when the codes' bytes are.
    static func key(_ code: some Collection<UInt8>) -> UInt64? {
        guard code.count <= 8 else { return nil }
        var key: UInt64 = 0
        for (position, byte) in code.enumerated() {
            guard byte != 0, byte < 0x80 else { return nil }
            key |= UInt64(byte) << (position * 8)
        }
        return key
    }

    /// How many entries a table of `codes` codes has.
    static func slotCount(codes: Int) -> Int {
        codes + codes / 2 + 1
    }

    /// The entry where looking `key` up begins, of `slots`.
    static func home(of key: UInt64, slots: Int) -> Int {
        var hash = key &* 0x9E37_79B1_85EB_CA87
        hash ^= hash >> 32
        return Int(((hash & 0xFFFF_FFFF) &* UInt64(slots)) >> 32)
    }

    /// The table of `codes` (each code once, with its record); nil when a
    /// code has no key: the index then has no table, and a code is looked
    /// for record by record.
    static func make(_ codes: [String: UInt32]) -> [UInt8]? {
        let slots = slotCount(codes: codes.count)
        var keys = [UInt64](repeating: 0, count: slots)
        var records = [UInt32](repeating: empty, count: slots)
        for (code, record) in codes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            guard let key = key(code.utf8) else { return nil }
            var slot = home(of: key, slots: slots)
            while records[slot] != empty {
                slot = slot + 1 == slots ? 0 : slot + 1
            }
            (keys[slot], records[slot]) = (key, record)
        }
        var table: [UInt8] = []
        table.reserveCapacity(slots * entrySize)
        for (key, record) in zip(keys, records) {
            table.appendLittleEndian(key)
            table.appendLittleEndian(record)
        }
        return table
    }
}
