#if canImport(Glibc)
import Glibc
#endif

/// A regular file kept open, read a range at a time: a record of the cache
/// costs its own bytes, however large the file. Not mapped: a file cut
/// short by another program while mapped kills the reader (SIGBUS), where a
/// short read here is only an answer of nil. Its name may meanwhile point
/// at another file (a refresh renames over it); this one stays readable.
package final class OpenFile: @unchecked Sendable {
    // @unchecked: the descriptor is only read with pread, which has no
    // shared offset, and closed once, in deinit.
    private let descriptor: Int32
    package let status: stat
    package var count: Int { Int(status.st_size) }

    /// nil unless `path` is a regular file that can be opened.
    package init?(_ path: String) {
        // Non-blocking: a FIFO in the file's place must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        self.status = status
    }

    deinit {
        close(descriptor)
    }

    /// The bytes in `range`; nil when the file now ends before it.
    package func bytes(_ range: Range<Int>) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: range.count)
        let complete = bytes.withUnsafeMutableBytes { self.read(into: $0, at: range.lowerBound) }
        return complete ? bytes : nil
    }

    /// Fills `buffer` with the file's bytes from `offset` on; false when the
    /// file now ends before the buffer is full, or cannot be read.
    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < buffer.count {
            // Never nil: the loop runs only while bytes are wanted, so the buffer is not empty.
            guard let start = buffer.baseAddress else { return false }
            let read = pread(descriptor, start + done, buffer.count - done, off_t(offset + done))
            if read > 0 {
                done += read
            } else if read < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
