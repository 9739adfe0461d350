import Foundation

/// Standard input as a stream of lines, read on a thread of its own so the
/// main actor stays free to render while the user types. Bytes that are not
/// UTF-8 are repaired, not fatal; the stream ends at end of input.
public enum LineReader {
    public static func standardInput() -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
            thread.start()
        }
    }
}
