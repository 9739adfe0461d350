/// Text shaped as an ISO 3166-2 code: two letters, a hyphen, one to three
/// letters or digits (`US-CA`, `gb-sct`, `FR-75C`, `JP-13`). No country's
/// code or name has this shape, so `show` takes such a word for a
/// subdivision, and its `--fields` for a subdivision's.
package enum SubdivisionCodeShape {
    package static func matches(_ text: String) -> Bool {
        let parts = text.trimmingWhitespace().split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].count == 2 && (1...3).contains(parts[1].count)
            && parts.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
    }
}
