/// The world data's names by key (`WorldNameKey`: lowercased), stored:
/// a name in any CLDR language, or a subdivision's, is one hash and a
/// compare, where it was a scan of some 100,000 names (7.5 M instructions)
/// or, for a long `resolve`, a table made at run time (0.25 G). Made from
/// the world data by `swift run countries-index`, checked in beside it
/// (world-name-keys.bin, subdivision-keys.bin), embedded as it is; a test
/// fails while either is stale.
///
/// Layout, little-endian: "WNK1", the number of slots (a power of two),
/// of keys, of values, and the pool's length; the slots (`UInt32`: a key's
/// number plus one, 0 for none; open addressing, probed in turn from the
/// key's FNV-1a hash); the keys (16 bytes each: the key's offset and
/// length in the pool, its first value's number and its count of values);
/// the values (`UInt32`, what the file's maker gives: a packed cca2, a
/// record's number); the keys' bytes.
package struct WorldNameKeys: Sendable {
    private let bytes: WorldDataBytes
    private let slotCount: Int
    private let keyCount: Int
    private let valueCount: Int
    private let poolLength: Int

    static let headerSize = 20
    static let keySize = 16

    package init(bytes: WorldDataBytes) throws {
        guard bytes.count >= Self.headerSize, try bytes.ascii(at: 0, count: 4) == "WNK1" else {
            throw WorldDataError.damaged("not a name keys file")
        }
        slotCount = Int(try bytes.u32(at: 4))
        keyCount = Int(try bytes.u32(at: 8))
        valueCount = Int(try bytes.u32(at: 12))
        poolLength = Int(try bytes.u32(at: 16))
        let length = Self.headerSize + 4 * slotCount + Self.keySize * keyCount + 4 * valueCount + poolLength
        guard slotCount > 0, slotCount & (slotCount - 1) == 0, keyCount < slotCount, length == bytes.count else {
            throw WorldDataError.damaged("name keys: \(slotCount) slots, \(keyCount) keys, \(valueCount) values in \(bytes.count) bytes")
        }
        self.bytes = bytes
    }

    private var keysStart: Int { Self.headerSize + 4 * slotCount }
    private var valuesStart: Int { keysStart + Self.keySize * keyCount }
    private var poolStart: Int { valuesStart + 4 * valueCount }

    /// The values filed under `key`, in the order they were made; none for
    /// a key the file does not hold.
    package func values(for key: [UInt8]) throws -> [UInt32] {
        var slot = Int(truncatingIfNeeded: Self.hash(key)) & (slotCount - 1)
        // At most every slot once: a damaged file whose slots are all full ends too.
        for _ in 0..<slotCount {
            let number = Int(try bytes.u32(at: Self.headerSize + 4 * slot))
            guard number != 0 else { return [] }
            guard number <= keyCount else { throw WorldDataError.damaged("name keys: slot \(slot) names key \(number)") }
            let entry = keysStart + Self.keySize * (number - 1)
            let offset = Int(try bytes.u32(at: entry)), length = Int(try bytes.u32(at: entry + 4))
            guard offset <= poolLength, length <= poolLength - offset else { throw WorldDataError.damaged("name keys: key \(number) past the pool") }
            let stored = UnsafeRawBufferPointer(rebasing: bytes.buffer[poolStart + offset..<poolStart + offset + length])
            if stored.elementsEqual(key) {
                let first = Int(try bytes.u32(at: entry + 8)), count = Int(try bytes.u32(at: entry + 12))
                guard first <= valueCount, count <= valueCount - first else { throw WorldDataError.damaged("name keys: key \(number)'s values out of range") }
                return try (first..<first + count).map { try bytes.u32(at: valuesStart + 4 * $0) }
            }
            slot = (slot + 1) & (slotCount - 1)
        }
        return []
    }

    /// The file for `entries`: each key's values in the order given, each
    /// value once; at most three slots in four full, so a probe is short.
    package static func make(_ entries: [(key: [UInt8], value: UInt32)]) -> [UInt8] {
        var keys: [[UInt8]] = []
        var valuesOfKey: [[UInt32]] = []
        var numberOfKey: [[UInt8]: Int] = [:]
        for (key, value) in entries {
            if let number = numberOfKey[key] {
                if !valuesOfKey[number].contains(value) { valuesOfKey[number].append(value) }
            } else {
                numberOfKey[key] = keys.count
                keys.append(key)
                valuesOfKey.append([value])
            }
        }
        var slotCount = 1
        while 3 * slotCount < 4 * keys.count + 1 { slotCount *= 2 }
        var slots = [UInt32](repeating: 0, count: slotCount)
        var keyRecords: [UInt32] = []
        var values: [UInt32] = []
        var pool: [UInt8] = []
        for (number, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: hash(key)) & (slotCount - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slotCount - 1) }
            slots[slot] = UInt32(number + 1)
            keyRecords += [UInt32(pool.count), UInt32(key.count), UInt32(values.count), UInt32(valuesOfKey[number].count)]
            pool += key
            values += valuesOfKey[number]
        }
        var file = Array("WNK1".utf8)
        for word in [UInt32(slotCount), UInt32(keys.count), UInt32(values.count), UInt32(pool.count)] + slots + keyRecords + values {
            withUnsafeBytes(of: word.littleEndian) { file += $0 }
        }
        return file + pool
    }

    /// FNV-1a, 64 bits: the same in the file's maker and its reader, in
    /// every process (Swift's `Hasher` is seeded anew each run).
    static func hash(_ key: some Collection<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
