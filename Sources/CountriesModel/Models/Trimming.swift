extension String {
    /// Without white space at either end: one slice between the first and the
    /// last other character, found from each end (a 10 MB line typed in
    /// `browse` took seconds when the string was reversed and rebuilt).
    package func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
