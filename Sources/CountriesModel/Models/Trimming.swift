extension String {
    /// Without white space at either end: one slice between the first and the
    /// last other character, found from each end (a 10 MB line typed in
    /// `browse` took seconds when the string was reversed and rebuilt).
    package func trimmingWhitespace() -> String {
        // Most texts (each line of a `resolve`, twice) begin and end with a
        // printable ASCII byte: no white space to find, and no character
        // to make (the search cost 2,000 instructions a name). Such a byte
        // is a character's first scalar, and no white space; a character
        // that ends with one is no white space either.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return self }
        var text = self
        if let trimmed = text.withUTF8(Self.asciiTrimmed) { return trimmed }
        return trimmingWhitespaceByCharacters()
    }

    /// The text trimmed on its bytes where its ends are ASCII: white
    /// space there is tab to carriage return and the space, each byte
    /// (or CR LF) a Character. Nil where an end is not ASCII: a white
    /// space byte and the combining mark after it are one Character
    /// (and white space), read as Characters (`ASCIIFastPathTests`).
    private static func asciiTrimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        guard let start = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let end = bytes.lastIndex(where: { !isSpace($0) }), bytes[start] < 0x80, bytes[end] < 0x80 else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
    }

    /// The same read as Characters, ends of any kind.
    package func trimmingWhitespaceByCharacters() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
