/// How long a text a name search reads. No country's name, capital or
/// translation comes near it (the longest, a translated official name, is
/// 145 bytes of UTF-8; a test keeps the margin), so a longer text matches
/// nothing and is answered at once: the readings and folds a text is searched by grow faster than the
/// text does, and fuzzing found a 70 KB browse line took 8 s.
package enum SearchLimits {
    /// In UTF-8 bytes, the text trimmed.
    package static let longestText = 512

    /// Whether `text` (trimmed) is too long to be any country's name or fact.
    package static func isTooLong(_ text: String) -> Bool {
        text.utf8.count > longestText
    }
}
