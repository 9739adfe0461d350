/// Words as a sentence lists them: `list, show and compare` (or `show or
/// compare`), for a message made from a table.
func listed(_ words: [String], or: Bool = false) -> String {
    guard let last = words.last, words.count > 1 else { return words.joined() }
    return words.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
}
