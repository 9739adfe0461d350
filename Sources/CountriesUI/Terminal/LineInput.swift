import CountriesSystem

/// The lines `browse` reads, one command each. Built only by the composition
/// root; tests give scripted lines.
package protocol LineInput: Sendable {
    /// The lines as they come, ending at the end of input.
    func lines() -> AsyncStream<String>
    /// The lines in batches, each given to `body` before the next is read
    /// (`resolve`): as many as have arrived, so memory stays flat and each
    /// answer follows its line. Throws `InputError` for input that is no
    /// UTF-8 text.
    @MainActor func lineBatches(_ body: ([String]) throws -> Void) async throws
}

extension LineInput {
    /// A line at a time, from `lines()`.
    @MainActor package func lineBatches(_ body: ([String]) throws -> Void) async throws {
        for await line in lines() { try body([line]) }
    }
}

extension StandardInput {
    /// The line's text; nil when it is not UTF-8. ASCII, as most lines are,
    /// needs no validating: `String(validating:as:)` is generic, and made
    /// its type's metadata again for every line (5% of `resolve`).
    /// No byte of `bytes` is 0 or above 0x7F: eight bytes a step, a zero
    /// byte found as the word less one in each byte borrowing.
    static func isASCIIWithoutNUL(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let (ones, highs): (UInt64, UInt64) = (0x0101_0101_0101_0101, 0x8080_8080_8080_8080)
        var found: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            found |= word | ((word &- ones) & ~word)
            offset += 8
        }
        for byte in bytes[offset...] where byte == 0 || byte >= 0x80 { return false }
        return found & highs == 0
    }

    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var any: UInt8 = 0
        for byte in bytes { any |= byte }
        let ascii = any < 0x80
        return ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }
}

/// Standard input that is not what a command reads: not UTF-8 text.
package struct InputError: Error, Equatable, CustomStringConvertible {
    package let line: Int
    package let reason: String

    package var description: String { "standard input line \(line) is not text: \(reason)" }
}

// MARK: - Real

/// Standard input, read on a thread of its own so the main actor stays free
/// to render while the user types. Bytes that are not UTF-8 are repaired,
/// not fatal.
package struct StandardInput: LineInput {
    package init() {}

    package func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            DetachedThread.run {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
        }
    }

    /// Read here, on the caller's thread, one `read` a batch: the next is
    /// not read until this one is answered, so input faster than the
    /// answers waits in the pipe, not in memory.
    @MainActor package func lineBatches(_ body: ([String]) throws -> Void) async throws {
        var batches = LineBatches(descriptor: 0) // standard input
        var number = 0
        while let batch = try batches.next() {
            // One pass over the batch: ASCII with no NUL, as most columns
            // are, needs no look at each line.
            let plain = batch.bytes.withUnsafeBytes(Self.isASCIIWithoutNUL)
            var lines: [String] = []
            lines.reserveCapacity(batch.count)
            try batch.bytes.withUnsafeBufferPointer { buffer in
                for index in batch.indices {
                    number += 1
                    let bytes = UnsafeBufferPointer(rebasing: buffer[batch.range(of: index)])
                    if plain {
                        lines.append(String(decoding: bytes, as: UTF8.self))
                        continue
                    }
                    guard !bytes.contains(0), let line = Self.text(bytes) else {
                        throw InputError(line: number, reason: bytes.contains(0) ? "it holds a NUL byte" : "it is not UTF-8")
                    }
                    lines.append(line)
                }
            }
            try body(lines)
        }
    }
}
