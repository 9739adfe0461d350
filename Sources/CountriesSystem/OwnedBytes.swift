#if canImport(Glibc)
import Glibc
#endif

/// Bytes in memory of their own, freed with the object: a buffer that
/// outlives any one `withUnsafeBytes` call.
package final class OwnedBytes: @unchecked Sendable {
    // @unchecked: written once, in init; a file's bytes are loaded by one
    // reader at a time (`IndexedCountries`' lock).
    package let bytes: UnsafeRawBufferPointer
    /// Where `bytes` are loaded from, as asked; nil: they are all there.
    private let file: OpenFile?
    private let mapped: Bool
    /// False for memory this object only points to.
    private let owned: Bool

    /// A regular file at `path`, read into memory of its own a range at a
    /// time, as `load` is asked: a lookup in a 19 MB index then reads the
    /// blocks it needs, not the file, as a mapping would. Not mapped: a
    /// file cut short in place while mapped kills the reader with SIGBUS at
    /// its next touch of a lost page, where a read here that comes up short
    /// is an answer of false. Until loaded, a range holds zeros.
    package init?(readingOnDemand path: String) {
        guard let file = OpenFile(path), file.count > 0,
              // Anonymous: a page costs nothing until a read writes it.
              let address = mmap(nil, file.count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), address != MAP_FAILED
        else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: file.count)
        self.file = file
        mapped = true
        owned = true
    }

    /// Reads `range` of the file (within `bytes`) into `bytes`, again if it
    /// was read before; false when the file now ends before its end, or
    /// cannot be read. Bytes in memory are always there: true.
    package func load(_ range: Range<Int>) -> Bool {
        guard let file, !range.isEmpty else { return true }
        guard range.lowerBound >= 0, range.upperBound <= bytes.count, let start = bytes.baseAddress else { return false }
        return file.read(into: UnsafeMutableRawBufferPointer(start: UnsafeMutableRawPointer(mutating: start + range.lowerBound), count: range.count), at: range.lowerBound)
    }

    /// Memory that is never freed (the binary's own data), held the same way.
    package init(lastingForever bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        file = nil
        mapped = false
        owned = false
    }

    init(_ array: [UInt8]) {
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: array.count, alignment: 8)
        array.withUnsafeBytes { storage.copyMemory(from: $0) }
        bytes = UnsafeRawBufferPointer(storage)
        file = nil
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
