#if canImport(Glibc)
import Glibc
#endif

/// Bytes in memory of their own, freed with the object: a buffer that
/// outlives any one `withUnsafeBytes` call.
package final class OwnedBytes: @unchecked Sendable {
    // @unchecked: written once, in init.
    package let bytes: UnsafeRawBufferPointer
    private let mapped: Bool
    /// False for memory this object only points to.
    private let owned: Bool

    /// A regular file at `path`, mapped read-only: a lookup in a 4 MB index
    /// then reads the pages it touches, not the file. Only for files this
    /// program replaces by renaming (countries.index): one cut short in
    /// place while mapped would kill the reader (SIGBUS), which is why the
    /// JSON, which people edit, is read with `pread` instead.
    package init?(mapping path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
              let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED
        else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: Int(status.st_size))
        mapped = true
        owned = true
    }

    /// Memory that is never freed (the binary's own data), held the same way.
    package init(lastingForever bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        mapped = false
        owned = false
    }

    init(_ array: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 8)
        array.withUnsafeBytes { storage.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(storage)
        mapped = false
        owned = true
    }

    deinit {
        if !owned { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        } else {
            bytes.deallocate()
        }
    }
}
