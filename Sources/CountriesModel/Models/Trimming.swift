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
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
