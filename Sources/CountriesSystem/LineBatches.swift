#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A descriptor's lines, in the batches one `read` brings: as many as have
/// arrived, so a fast producer gives big batches and a person typing gets
/// each line answered as it is typed. One buffer of `chunk` bytes, and the
/// unfinished line after it: memory stays flat however long the input.
package struct LineBatches {
    private let descriptor: Int32
    private let chunk: Int
    private var partial: [UInt8] = []
    private var buffer: [UInt8]
    private var ended = false
    /// The last byte read ended a line with a CR: an LF next is that
    /// line's CRLF, not an empty line, though a read fell between them.
    private var afterCR = false

    package init(descriptor: Int32, chunk: Int = 1 << 16) {
        self.descriptor = descriptor
        self.chunk = chunk
        buffer = [UInt8](repeating: 0, count: chunk)
    }

    /// The next lines, each as its bytes without its end (LF, CRLF, or a CR
    /// alone, as old Mac files and some spreadsheets write them); nil at the
    /// end of input. Throws the `errno` a read failed with.
    package mutating func next() throws(SystemError) -> [[UInt8]]? {
        guard !ended else { return nil }
        while true {
            let (descriptor, chunk) = (descriptor, chunk)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemError(errno)
            }
            if count == 0 {
                ended = true
                guard !partial.isEmpty else { return nil }
                defer { partial = [] }
                return [partial]
            }
            var lines: [[UInt8]] = []
            var start = 0
            let (lf, cr) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
            buffer.withUnsafeBufferPointer { bytes in
                for index in 0..<count {
                    let byte = bytes[index]
                    if byte == lf, afterCR {
                        afterCR = false
                        start = index + 1
                        continue
                    }
                    afterCR = false
                    guard byte == lf || byte == cr else { continue }
                    if partial.isEmpty {
                        lines.append(Array(bytes[start..<index]))
                    } else {
                        partial.append(contentsOf: bytes[start..<index])
                        lines.append(partial)
                        partial.removeAll(keepingCapacity: true)
                    }
                    start = index + 1
                    afterCR = byte == cr
                }
                partial.append(contentsOf: bytes[start..<count])
            }
            if !lines.isEmpty { return lines }
        }
    }
}
