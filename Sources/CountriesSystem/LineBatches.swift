#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A descriptor's lines, in the batches one `read` brings: as many as have
/// arrived, so a fast producer gives big batches and a person typing gets
/// each line answered as it is typed. One buffer of `chunk` bytes a batch,
/// and the unfinished line after it, which may grow to `longest` bytes:
/// memory stays flat however long the input, whatever its shape.
///
/// Lines end at an LF, or a CRLF; a CR alone is part of its line, as `wc
/// -l` and every LF tool read it. An input with no LF in its first line's
/// worth of bytes (`longest`, or all of it when shorter) is read as old Mac
/// files and some spreadsheets write it: each CR, LF or CRLF ends a line.
/// The same bytes are the same lines however the reads fall.
package struct LineBatches {
    private let descriptor: Int32
    private let chunk: Int
    private let longest: Int
    private var partial: [UInt8] = []
    private var ended = false
    /// What ends a line here: unknown until an LF comes, or `longest`
    /// bytes, or the end, with none.
    private var ends = Ends.undecided
    /// CR ends only. The unfinished line ends with the CR a read ended
    /// with: whether it is a CR alone or a CRLF's, and so whether an LF
    /// next is an empty line, is known from the next read. The line waits
    /// for it, so each line's end is in its batch's bytes (`Lines.bytes`),
    /// as it came.
    private var heldCR = false
    /// The lines given so far.
    private var given = 0
    /// A line past `longest`, found after lines before it in the same read:
    /// those are given first, and this thrown next.
    private var tooLong: LineTooLong?

    private enum Ends {
        case undecided
        /// LF and CRLF.
        case lf
        /// CR, LF and CRLF.
        case any
    }

    package init(descriptor: Int32, chunk: Int = 1 << 16, longest: Int = Int.max) {
        self.descriptor = descriptor
        self.chunk = chunk
        self.longest = longest
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

    /// The next lines, each as its bytes without its end; nil at the end of
    /// input. Throws the `SystemError` a read failed with, and `LineTooLong`
    /// for a line past `longest` bytes, once the lines before it are given.
    package mutating func next() throws -> Lines? {
        if let tooLong {
            self.tooLong = nil
            ended = true
            throw tooLong
        }
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
            var from = kept
            if ends == .undecided {
                // An LF among the first line's worth of bytes, wherever the reads fall.
                let searched = bytes.count > longest ? longest + 1 : bytes.count
                if searched > kept, bytes.withUnsafeBufferPointer({ memchr($0.baseAddress! + kept, Int32(UInt8(ascii: "\n")), searched - kept) != nil }) {
                    ends = .lf
                } else if count > 0, bytes.count <= longest {
                    partial = bytes // an LF may still come
                    continue
                } else {
                    ends = .any
                    from = 0 // the CRs so far end lines too
                }
            }
            var (bounds, start) = ends == .lf ? lfLines(bytes, from: from) : anyLines(bytes, from: from)
            if count == 0 {
                // The last line, with no end but a CR that `anyLines` held.
                ended = true
                if start < bytes.count {
                    bounds.append(start)
                    bounds.append(heldCR ? bytes.count - 1 : bytes.count)
                }
                return bounds.isEmpty ? nil : try checked(Lines(bytes: bytes, bounds: bounds))
            }
            partial = Array(bytes[start...])
            if !bounds.isEmpty { return try checked(Lines(bytes: bytes, bounds: bounds)) }
            if partial.count > longest { throw tooLongNow(given + 1) }
        }
    }

    /// The lines of `bytes`, which end at an LF (with the CR before it, if
    /// any), from the unfinished line's start; and where the next begins.
    /// The LFs are found by `memchr`; only the bytes a read brought are
    /// searched (the unfinished line before them holds none).
    private func lfLines(_ bytes: [UInt8], from kept: Int) -> (bounds: [Int], next: Int) {
        var bounds: [Int] = []
        bounds.reserveCapacity((bytes.count - kept) / 4) // a line of eight bytes and its end, as a short column's
        var start = 0, from = kept
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let end = buffer.count
            while from < end, let found = memchr(base + from, Int32(UInt8(ascii: "\n")), end - from) {
                let index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                bounds.append(start)
                bounds.append(index > start && buffer[index - 1] == UInt8(ascii: "\r") ? index - 1 : index)
                start = index + 1
                from = start
            }
        }
        return (bounds, start)
    }

    /// The lines of `bytes` ended by LF, CRLF or a CR alone; and where the
    /// next begins. A CR the bytes end with waits for the next read
    /// (`heldCR`).
    private mutating func anyLines(_ bytes: [UInt8], from kept: Int) -> (bounds: [Int], next: Int) {
        var bounds: [Int] = []
        bounds.reserveCapacity((bytes.count - kept) / 4)
        var start = 0
        // The held CR is read again, with the byte after it.
        var index = heldCR ? kept - 1 : kept
        heldCR = false
        bytes.withUnsafeBufferPointer { buffer in
            let end = buffer.count
            while index < end {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\n") {
                    bounds.append(start)
                    bounds.append(index)
                    start = index + 1
                } else if byte == UInt8(ascii: "\r") {
                    guard index + 1 < end else {
                        heldCR = true // its line waits for the next read
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
        return (bounds, start)
    }

    /// `lines`, up to the first past `longest`, which is thrown next (or
    /// now, when it is the first); counted as given.
    private mutating func checked(_ lines: Lines) throws(LineTooLong) -> Lines {
        guard let first = lines.indices.first(where: { lines.range(of: $0).count > longest }) else {
            given += lines.count
            return lines
        }
        guard first > 0 else { throw tooLongNow(given + 1) }
        tooLong = LineTooLong(line: given + first + 1, longest: longest)
        given += first
        return Lines(bytes: lines.bytes, bounds: Array(lines.bounds[..<(2 * first)]))
    }

    private mutating func tooLongNow(_ line: Int) -> LineTooLong {
        ended = true
        partial = []
        return LineTooLong(line: line, longest: longest)
    }
}

/// A line of more than `longest` bytes (its end not counted): line `line`
/// of the input, from 1.
package struct LineTooLong: Error, Equatable {
    package let line: Int
    package let longest: Int
}
