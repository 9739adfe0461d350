#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A descriptor's lines, in the batches one `read` brings: as many as have
/// arrived, so a fast producer gives big batches and a person typing gets
/// each line answered as it is typed. One buffer of `chunk` bytes a batch,
/// and the unfinished line after it: memory stays flat however long the
/// input.
package struct LineBatches {
    private let descriptor: Int32
    private let chunk: Int
    private var partial: [UInt8] = []
    private var ended = false
    /// The unfinished line ends with the CR a read ended with: whether it
    /// is a CR alone or a CRLF's, and so whether an LF next is an empty
    /// line, is known from the next read. The line waits for it, so each
    /// line's end is in its batch's bytes (`Lines.bytes`), as it came.
    private var heldCR = false

    package init(descriptor: Int32, chunk: Int = 1 << 16) {
        self.descriptor = descriptor
        self.chunk = chunk
    }

    /// A batch's lines: their bytes in one array, each line a range of it,
    /// so a line costs no array of its own (a million-line column paid a
    /// tenth of its time allocating and freeing them).
    package struct Lines: RandomAccessCollection {
        /// The lines' bytes, and their ends, with whatever is between: each
        /// line's end (LF, CRLF, CR) is the bytes after it; the input's last
        /// line may have none.
        package let bytes: [UInt8]
        /// Each line's first byte and the byte after its last, in turn.
        package let bounds: [Int]

        fileprivate init(bytes: [UInt8], bounds: [Int]) {
            self.bytes = bytes
            self.bounds = bounds
        }

        package var startIndex: Int { 0 }
        package var endIndex: Int { bounds.count / 2 }

        /// Line `index`'s bytes, without its end.
        package subscript(index: Int) -> ArraySlice<UInt8> {
            bytes[bounds[2 * index]..<bounds[2 * index + 1]]
        }

        /// Where line `index`'s bytes are in `bytes`.
        package func range(of index: Int) -> Range<Int> {
            bounds[2 * index]..<bounds[2 * index + 1]
        }
    }

    /// The next lines, each as its bytes without its end (LF, CRLF, or a CR
    /// alone, as old Mac files and some spreadsheets write them); nil at the
    /// end of input. A line ended by the CR a read ends with comes with the
    /// next read (or the end of input), which tells a CR alone from a CRLF.
    /// Throws the `errno` a read failed with.
    package mutating func next() throws(SystemError) -> Lines? {
        guard !ended else { return nil }
        while true {
            // The unfinished line, then what this read brings.
            var bytes = partial
            partial = []
            let kept = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let (descriptor, chunk) = (descriptor, chunk)
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + kept, chunk) }
            if count < 0 {
                let failure = errno
                partial = Array(bytes[..<kept])
                if failure == EINTR { continue }
                throw SystemError(failure)
            }
            bytes.removeLast(chunk - count)
            if count == 0 {
                ended = true
                guard kept > 0 else { return nil }
                return Lines(bytes: bytes, bounds: [0, heldCR ? kept - 1 : kept])
            }
            var bounds: [Int] = []
            bounds.reserveCapacity(count / 4) // a line of eight bytes and its end, as a short column's
            var start = 0
            // The held CR is read again, with the byte after it.
            var from = heldCR ? kept - 1 : kept
            heldCR = false
            var held = false
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                let end = buffer.count
                // Most files have no CR: their lines are found by memchr.
                guard from < end, memchr(base + from, Int32(UInt8(ascii: "\r")), end - from) != nil else {
                    while from < end, let found = memchr(base + from, Int32(UInt8(ascii: "\n")), end - from) {
                        let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                        bounds.append(start)
                        bounds.append(index)
                        start = index + 1
                        from = start
                    }
                    return
                }
                var index = from
                while index < end {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "\n") {
                        bounds.append(start)
                        bounds.append(index)
                        start = index + 1
                    } else if byte == UInt8(ascii: "\r") {
                        guard index + 1 < end else {
                            held = true // its line waits for the next read
                            break
                        }
                        bounds.append(start)
                        bounds.append(index)
                        if buffer[index + 1] == UInt8(ascii: "\n") { index += 1 }
                        start = index + 1
                    }
                    index += 1
                }
            }
            heldCR = held
            partial = Array(bytes[start...])
            if !bounds.isEmpty { return Lines(bytes: bytes, bounds: bounds) }
        }
    }
}
