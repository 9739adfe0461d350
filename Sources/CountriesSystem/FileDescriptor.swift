#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way bytes reach a file descriptor: all of them, through partial
/// writes and interrupted calls (`EINTR`).
package enum FileDescriptor {
    /// nil when every byte was written, else the `errno` that stopped it.
    package static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { writeAll($0, to: descriptor) }
    }

    package static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        guard let base = buffer.baseAddress else { return nil }
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written == 0 ? EIO : errno
            }
        }
        return nil
    }

    /// The whole file; throws the `errno` that stopped it.
    package static func readAll(_ path: String) throws(SystemError) -> [UInt8] {
        // Non-blocking: opening a FIFO put in the file's place must not wait
        // for a writer that never comes (found by fuzzing). Regular files
        // ignore the flag.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw SystemError(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw SystemError(errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw SystemError(status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL, saying: "not a regular file")
        }
        var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
        var count = 0
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let read = bytes.withUnsafeMutableBufferPointer { buffer in
                // Never nil: the buffer always holds a byte more than the file.
                guard let start = buffer.baseAddress else { errno = EFAULT; return -1 }
                return Glibc.read(descriptor, start + count, buffer.count - count)
            }
            if read > 0 {
                count += read
            } else if read == 0 {
                break
            } else if errno != EINTR {
                throw SystemError(errno)
            }
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// `mkdir -p`: the directory and any parent missing, with the umask's
    /// permissions as FileManager gave them; throws the `errno` that stopped it.
    package static func makeDirectories(_ path: String) throws(SystemError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST { throw SystemError(errno) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw SystemError(errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw SystemError(ENOTDIR) }
    }
}
