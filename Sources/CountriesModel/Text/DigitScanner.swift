/// Reads fixed-width decimal fields and single characters off UTF-8 bytes.
struct DigitScanner {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
        offset += 1
        return true
    }

    mutating func number(digits count: Int) -> Int64? {
        guard offset + count <= bytes.count else { return nil }
        var value: Int64 = 0
        for byte in bytes[offset..<offset + count] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int64(byte - UInt8(ascii: "0"))
        }
        offset += count
        return value
    }

    /// `number(digits:)` as an `Int`.
    mutating func int(digits count: Int) -> Int? {
        number(digits: count).map(Int.init)
    }

    mutating func digits() -> ArraySlice<UInt8>? {
        let start = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return bytes[start..<offset]
    }
}
