/// The bytes of one world data file, held for as long as a reader needs them.
///
/// `@unchecked Sendable`: the bytes are never written after `init`, and the
/// embedded files (`lastingForever`) are read-only data of the binary.
package final class WorldDataBytes: @unchecked Sendable {
    let buffer: UnsafeRawBufferPointer
    private let owned: Bool

    /// Memory that outlives the program's use of it, such as the binary's own
    /// embedded data: not copied, never freed.
    package init(lastingForever buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
        owned = false
    }

    /// A copy of `array`, freed with this object (tests, files read at run time).
    package init(_ array: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(array.count, 1), alignment: 8)
        array.withUnsafeBytes { storage.copyMemory(from: $0) }
        buffer = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(storage)[0..<array.count])
        owned = true
    }

    deinit {
        if owned { UnsafeMutableRawPointer(mutating: buffer.baseAddress)?.deallocate() }
    }

    var count: Int { buffer.count }

    func u8(at offset: Int) throws -> UInt8 {
        guard offset >= 0, offset < buffer.count else { throw WorldDataError.damaged("read past the end at \(offset)") }
        return buffer[offset]
    }

    func u16(at offset: Int) throws -> UInt16 {
        guard offset >= 0, offset <= buffer.count - 2 else { throw WorldDataError.damaged("read past the end at \(offset)") }
        return UInt16(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
    }

    func u32(at offset: Int) throws -> UInt32 {
        guard offset >= 0, offset <= buffer.count - 4 else { throw WorldDataError.damaged("read past the end at \(offset)") }
        return UInt32(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    /// `count` bytes at `offset` as ASCII text (the fixed-width codes).
    func ascii(at offset: Int, count: Int) throws -> String {
        guard offset >= 0, count >= 0, offset <= buffer.count - count else {
            throw WorldDataError.damaged("read past the end at \(offset)")
        }
        return String(decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count]), as: UTF8.self)
    }
}
