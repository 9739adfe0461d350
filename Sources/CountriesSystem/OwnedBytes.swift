#if canImport(Glibc)
import Glibc
#endif

/// Bytes in memory of their own, freed with the object: a buffer that
/// outlives any one `withUnsafeBytes` call.
package final class OwnedBytes: @unchecked Sendable {
    // @unchecked: written once, in init.
    package let bytes: UnsafeRawBufferPointer
    /// False for memory this object only points to.
    private let owned: Bool

    /// A regular file at `path`, read whole into memory of its own. Not
    /// mapped: a file cut short in place while mapped (another process's
    /// cleanup, a full disk) kills the reader with SIGBUS at its next touch,
    /// where a copy stays whole; and a reader checks what it reads anyway.
    /// nil when it cannot be read.
    package init?(reading path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return nil }
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(status.st_size), alignment: 8)
        var done = 0
        while done < storage.count, let start = storage.baseAddress {
            let read = Glibc.read(descriptor, start + done, storage.count - done)
            if read > 0 {
                done += read
            } else if read < 0, errno == EINTR {
                continue
            } else {
                break // cut short since fstat: what was read is all there is
            }
        }
        guard done > 0 else {
            storage.deallocate()
            return nil
        }
        bytes = UnsafeRawBufferPointer(rebasing: storage[..<done])
        owned = true
    }

    /// Memory that is never freed (the binary's own data), held the same way.
    package init(lastingForever bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        owned = false
    }

    init(_ array: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 8)
        array.withUnsafeBytes { storage.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(storage)
        owned = true
    }

    deinit {
        // The whole allocation: `bytes` starts where it does.
        if owned { bytes.deallocate() }
    }
}
