/// A 64-bit checksum of bytes, eight at a time: what the cache's index
/// holds of itself and of each record's text, so that bytes changed in
/// place (another program, a bad disk) are found before they are shown.
///
/// Not cryptographic: it finds damage, not forgery (whoever can write the
/// cache can write a matching checksum). Each word goes through xxHash64's
/// round (multiply, rotate, multiply), which maps the running value and the
/// word each one to one: any single changed word always changes the sum.
/// A word at a time: a 4 KiB block of the index costs about 2,800
/// instructions to check (see docs/RELIABILITY.md).
struct Checksum: Equatable {
    private(set) var value: UInt64 = Self.seed

    private static let seed: UInt64 = 0x27D4_EB2F_1656_67C5
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    init() {}

    /// The checksum of `bytes` alone.
    init(of bytes: UnsafeRawBufferPointer) {
        add(bytes)
        finish()
    }

    init(of bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { Checksum(of: $0) }
    }

    /// Adds `bytes`: their words, then the bytes after the last whole word
    /// with their count, so that trailing zeros and length count too.
    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        let whole = bytes.count & ~7
        var offset = 0
        while offset < whole {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail = UInt64(bytes.count & 7) << 56
        for shift in 0..<(bytes.count & 7) {
            tail |= UInt64(bytes[whole + shift]) << (shift * 8)
        }
        mix(tail)
    }

    /// Spreads every bit over the whole value (xxHash64's avalanche), so
    /// the stored sum does not keep the last word's low bits nearly as they were.
    mutating func finish() {
        value ^= value >> 33
        value &*= Self.prime2
        value ^= value >> 29
        value &*= Self.prime1
        value ^= value >> 32
    }

    private mutating func mix(_ word: UInt64) {
        let sum = value &+ word &* Self.prime2
        value = (sum << 31 | sum >> 33) &* Self.prime1
    }
}
