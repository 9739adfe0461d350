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
}
