import CountriesModel

/// The bytes of a `WorldShapes` file, read with every offset checked: a bad
/// file is a `WorldShapes.Malformed`, never a trap.
struct ShapeBytes: Sendable {
    let bytes: [UInt8]

    func byte(at offset: Int) throws(WorldShapes.Malformed) -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw WorldShapes.Malformed(reason: "read past the end at \(offset)") }
        return bytes[offset]
    }

    func uint16(at offset: Int) throws(WorldShapes.Malformed) -> Int {
        Int(try byte(at: offset)) | Int(try byte(at: offset + 1)) << 8
    }

    func int16(at offset: Int) throws(WorldShapes.Malformed) -> Int {
        Int(Int16(bitPattern: UInt16(try uint16(at: offset))))
    }

    func uint32(at offset: Int) throws(WorldShapes.Malformed) -> Int {
        let low = try uint16(at: offset), high = try uint16(at: offset + 2)
        return low | high << 16
    }

    /// A box of four 16-bit fields in 0.01 degree: west, south, width, height.
    func box(at offset: Int) throws(WorldShapes.Malformed) -> GeoBox {
        let west = try int16(at: offset), south = try int16(at: offset + 2)
        let width = try uint16(at: offset + 4), height = try uint16(at: offset + 6)
        guard (-18000...18000).contains(west), width <= 36000, south >= -9000, south + height <= 9000 else {
            throw WorldShapes.Malformed(reason: "a box off the Earth at \(offset)")
        }
        return GeoBox(west: Double(west) / 100, south: Double(south) / 100,
                      east: Double(west + width) / 100, north: Double(south + height) / 100)
    }

    /// A zigzag LEB128 varint at `offset`, which moves past it.
    func varint(at offset: inout Int, end: Int) throws(WorldShapes.Malformed) -> Int {
        var value = 0, shift = 0
        while true {
            guard offset < end, shift < 35 else { throw WorldShapes.Malformed(reason: "a number cut short at \(offset)") }
            let byte = try self.byte(at: offset)
            offset += 1
            value |= Int(byte & 0x7F) << shift
            shift += 7
            if byte & 0x80 == 0 { break }
        }
        return (value >> 1) ^ -(value & 1)
    }
}
