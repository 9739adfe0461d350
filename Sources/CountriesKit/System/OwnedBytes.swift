#if canImport(Glibc)
import Glibc
#endif

/// A file's bytes in memory of their own, freed with the object: a buffer
/// that outlives any one `withUnsafeBytes` call, read in one pass (a 4 MB
/// index is not zero-filled, read, then copied).
final class OwnedBytes: @unchecked Sendable {
    // @unchecked: written once, in init.
    let bytes: UnsafeRawBufferPointer

    /// nil unless `path` is a regular file read whole, at the size it had when opened.
    init?(contentsOf path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(status.st_size), alignment: 8)
        var done = 0
        while done < storage.count {
            let count = read(descriptor, storage.baseAddress! + done, storage.count - done)
            if count > 0 {
                done += count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                break
            }
        }
        guard done == storage.count else {
            storage.deallocate()
            return nil
        }
        bytes = UnsafeRawBufferPointer(storage)
    }

    init(_ array: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 8)
        array.withUnsafeBytes { storage.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(storage)
    }

    deinit {
        bytes.deallocate()
    }
}
