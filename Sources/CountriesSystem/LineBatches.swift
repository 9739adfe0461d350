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

    package init(descriptor: Int32, chunk: Int = 1 << 16) {
        self.descriptor = descriptor
        self.chunk = chunk
        buffer = [UInt8](repeating: 0, count: chunk)
    }

    /// The next lines (without their LF or CRLF), each as its bytes; nil at
    /// the end of input. Throws the `errno` a read failed with.
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
                return [Self.withoutCR(partial[...])]
            }
            var lines: [[UInt8]] = []
            var start = 0
            for index in 0..<count where buffer[index] == UInt8(ascii: "\n") {
                partial.append(contentsOf: buffer[start..<index])
                lines.append(Self.withoutCR(partial[...]))
                partial.removeAll(keepingCapacity: true)
                start = index + 1
            }
            partial.append(contentsOf: buffer[start..<count])
            if !lines.isEmpty { return lines }
        }
    }

    private static func withoutCR(_ line: ArraySlice<UInt8>) -> [UInt8] {
        Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
    }
}
