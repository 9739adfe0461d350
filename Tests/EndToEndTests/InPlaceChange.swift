import Foundation

/// Bytes of a cache file changed where they stand, the file keeping its
/// size, inode and modification time (as `touch -r` gives it back): what a
/// bad disk or another program does, and what the index's identity of the
/// data cannot see.
enum InPlaceChange {
    static func write(_ bytes: [UInt8], at offset: Int, in path: String) throws {
        var before = stat()
        guard stat(path, &before) == 0 else { throw CocoaError(.fileNoSuchFile) }
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: Data(bytes))
        try handle.close()
        let times = [before.st_atim, before.st_mtim]
        guard utimensat(AT_FDCWD, path, times, 0) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// The byte at `offset` xor `mask` (not zero: the byte changes).
    static func flip(at offset: Int, mask: UInt8, in path: String) throws {
        let byte = try Data(contentsOf: URL(fileURLWithPath: path))[offset]
        try write([byte ^ mask], at: offset, in: path)
    }
}
