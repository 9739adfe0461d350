#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Slots by a name's exact UTF-8 bytes: where `resolve` finds each line's
/// answer (`DistinctAnswers`). A `Dictionary` keyed by `String` takes two
/// names for one when they are canonically equivalent ("é" composed or
/// not), and its hashing (SipHash of the normal form) and comparing cost
/// every line of a plain ASCII column some 600 instructions; here a name is
/// its bytes, kept one after another in one array, hashed eight at a time
/// with the process's random seed (`Hasher`'s: an input cannot be made to
/// collide without knowing it). Names the same but for their bytes get a
/// slot each, so a slot always prints the bytes its line came with.
struct ExactNameSlots: Equatable, Sendable {
    /// Open addressing, linear probing: an entry's index + 1; 0 is empty.
    private var buckets: [Int32] = []
    /// Every entry's bytes, one after another.
    private var keyBytes: [UInt8] = []
    private var entries: [Entry] = []
    /// The process's seed, read once a table rather than once a name.
    private let seed = ExactNameSlots.processSeed

    private struct Entry: Equatable, Sendable {
        let hash: Int
        /// Where its bytes are in `keyBytes`.
        let start: Int
        let count: Int
        let value: Int32
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    /// The names' bytes, together.
    var byteCount: Int { keyBytes.count }

    /// The value kept for the name of these bytes, whose `hash(_:)` is `hash`.
    func value(of name: UnsafeBufferPointer<UInt8>, hash: Int) -> Int32? {
        guard !entries.isEmpty else { return nil }
        return buckets.withUnsafeBufferPointer { buckets in
            entries.withUnsafeBufferPointer { entries in
                keyBytes.withUnsafeBufferPointer { keys in
                    let mask = buckets.count - 1
                    var bucket = hash & mask
                    while true {
                        let index = Int(buckets[bucket]) - 1
                        if index < 0 { return nil }
                        let entry = entries[index]
                        if entry.hash == hash, entry.count == name.count, Self.equal(name, keys.baseAddress.map { $0 + entry.start }) {
                            return entry.value
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether `name`'s bytes are the same as `count` bytes at `other`: a
    /// name of up to 16 bytes, as most are, is two words' compare.
    @inline(__always)
    private static func equal(_ name: UnsafeBufferPointer<UInt8>, _ other: UnsafePointer<UInt8>?) -> Bool {
        guard let base = name.baseAddress, let other else { return name.isEmpty }
        let count = name.count
        let (left, right) = (UnsafeRawPointer(base), UnsafeRawPointer(other))
        switch count {
        case 8...16:
            return left.loadUnaligned(as: UInt64.self) == right.loadUnaligned(as: UInt64.self)
                && left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == right.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        case 1..<4:
            return base[0] == other[0] && base[count / 2] == other[count / 2] && base[count - 1] == other[count - 1]
        default:
            return count == 0 || memcmp(base, other, count) == 0
        }
    }

    /// Keeps `value` for the name of these bytes, which has none yet.
    mutating func insert(_ name: UnsafeBufferPointer<UInt8>, hash: Int, value: Int32) {
        // A quarter full at most: a name found is seldom a step away.
        if (entries.count + 1) * 4 > buckets.count { grow() }
        entries.append(Entry(hash: hash, start: keyBytes.count, count: name.count, value: value))
        keyBytes.append(contentsOf: name)
        place(entries.count - 1)
    }

    mutating func removeAll() {
        guard !entries.isEmpty else { return }
        keyBytes.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
        for index in buckets.indices { buckets[index] = 0 }
    }

    /// A name's bytes hashed: seeded, eight bytes a step, then mixed.
    func hash(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(name)
        var state = seed ^ (UInt64(name.count) &* 0x9E37_79B9_7F4A_7C15)
        var offset = 0
        while offset + 8 <= raw.count {
            state = (state ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            state ^= state >> 29
            offset += 8
        }
        if offset < raw.count {
            // The last eight bytes, overlapping the words before; of a
            // shorter name, its first and last four (overlapping), or its
            // first, middle and last byte: the length told apart above.
            let count = raw.count
            let word: UInt64
            if count >= 8 {
                word = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                word = UInt64(raw.loadUnaligned(as: UInt32.self)) | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            } else {
                word = UInt64(raw[0]) | UInt64(raw[count / 2]) << 8 | UInt64(raw[count - 1]) << 16
            }
            state = (state ^ word) &* 0x94D0_49BB_1331_11EB
            state ^= state >> 31
        }
        state = (state ^ (state >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return Int(truncatingIfNeeded: state ^ (state >> 32))
    }

    /// The process's random seed, as `Hasher` has it (fixed when
    /// SWIFT_DETERMINISTIC_HASHING is set).
    private static let processSeed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt64)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    private mutating func grow() {
        buckets = [Int32](repeating: 0, count: max(64, buckets.count * 2))
        for index in entries.indices { place(index) }
    }

    private mutating func place(_ index: Int) {
        let mask = buckets.count - 1
        var bucket = entries[index].hash & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(index + 1)
    }
}
