/// Text shaped as an ISO 3166-2 code: two letters, a hyphen, one to three
/// letters or digits (`US-CA`, `gb-sct`, `FR-75C`, `JP-13`). No country's
/// code or name has this shape, so `show` takes such a word for a
/// subdivision, and its `--fields` for a subdivision's.
package enum SubdivisionCodeShape {
    package static func matches(_ text: String) -> Bool {
        // Trimmed already, as nearly every text asked is: told on its bytes.
        let utf8 = text.utf8
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return utf8.withContiguousStorageIfAvailable(matches) ?? Array(utf8).withUnsafeBufferPointer(matches)
        }
        let trimmed = text.trimmingWhitespace()
        return !trimmed.isEmpty && trimmed.utf8.count < text.utf8.count && matches(trimmed)
    }

    /// The shape, of bytes with nothing around them.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isLetterOrDigit(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
        return (4...6).contains(bytes.count) && bytes[2] == UInt8(ascii: "-") && bytes.indices.allSatisfy { $0 == 2 || isLetterOrDigit(bytes[$0]) }
    }
}
