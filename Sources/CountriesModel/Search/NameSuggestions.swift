/// The names a query that fits no country may have meant, for "did you
/// mean": the country whose capital it names (`paris`: France, whose capital
/// is Paris), countries whose name holds its words but that `CountryLookup`
/// will not pick on those alone (`africa`), and names a typo or two away
/// (`frnace`) or that it begins (`bosn`). Only asked when a lookup fails.
package enum NameSuggestions {
    static let most = 5

    /// `Name (CCA3)` each, with `, whose capital is X` where the capital
    /// matched; best first, each country once.
    static func suggestions(for query: String, in catalog: CountryCatalog, locale: NameLocale) -> [String] {
        guard !SearchLimits.isTooLong(query.trimmingWhitespace()) else { return [] }
        let key = NameKey(query)
        guard !key.isEmpty else { return [] }
        var seen = Set<String>()
        var suggestions: [String] = []
        func add(_ country: Country, capital: String? = nil) {
            guard suggestions.count < most, seen.insert(country.cca3).inserted else { return }
            let name = "\(catalog.name(of: country, in: locale).common) (\(country.cca3))"
            suggestions.append(PlainText.of(capital.map { "\(name), whose capital is \($0)" } ?? name))
        }
        let queryText = PunctuationFree.text(query)
        for country in catalog.countries {
            // Punctuation aside, and its leading words: `washington` is "Washington, D.C.".
            if let capital = country.capitals.first(where: { NameKey($0) == key || PunctuationFree.begins($0, withText: queryText) }) {
                add(country, capital: capital)
            }
        }
        // The countries whose English or `locale` names (common, official,
        // aliases) hold every word of the query, then those a typo or two
        // away: each name keyed once for both.
        let typed = key.bytes
        let limit = typoLimit(forLength: typed.count)
        var holdingTheWords: [Country] = [], nearInSpelling: [Country] = []
        for country in catalog.countries {
            let names = CountryLookup.wordMatchNames(of: country, in: catalog, locale: locale).map(NameKey.init)
            if names.contains(where: { key.isWordSubset(of: $0) }) { holdingTheWords.append(country) }
            if limit > 0, names.contains(where: { editDistance(typed, $0.bytes, atMost: limit) <= limit }) { nearInSpelling.append(country) }
        }
        (holdingTheWords + nearInSpelling).forEach { add($0) }
        if typed.count >= 3 {
            let prefix = SearchFolding.fold(query.trimmingWhitespace())
            for country in catalog.countries where SearchFolding.fold(catalog.name(of: country, in: locale).common).hasPrefix(prefix) || SearchFolding.fold(country.name.common).hasPrefix(prefix) {
                add(country)
            }
        }
        return suggestions
    }

    /// Short words are too near each other to guess at: `iran` is one edit
    /// from `iraq`, but a suggestion is only a question, so one edit is
    /// still offered from four letters on.
    static func typoLimit(forLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4...5: 1
        case 6...9: 2
        default: 3
        }
    }

    /// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`,
    /// on bytes of folded text; stops early past `atMost`.
    package static func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int {
        editDistance(Array(a.utf8), Array(b.utf8), atMost: limit)
    }

    /// The same on bytes already taken out of their strings: the lookup's
    /// typo step compares one name with some hundreds.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int {
        a.withUnsafeBytes { a in b.withUnsafeBytes { b in editDistance(a, b, atMost: limit) } }
    }

    /// The same on bytes in place: the tables' names, read where they lie.
    static func editDistance(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer, atMost limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Three rows on the stack, not three arrays on the heap: a `resolve`
        // of names of no country compares each with hundreds of names.
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            // swiftlint:disable:next force_unwrapping
            var beforeLast = rows.baseAddress!, last = beforeLast + width, current = last + width
            for j in 0..<width {
                beforeLast[j] = 0
                last[j] = j
            }
            for i in 1...a.count {
                current[0] = i
                var best = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    current[j] = min(last[j] + 1, current[j - 1] + 1, last[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        current[j] = min(current[j], beforeLast[j - 2] + 1)
                    }
                    best = min(best, current[j])
                }
                if best > limit { return limit + 1 }
                (beforeLast, last, current) = (last, current, beforeLast)
            }
            return last[b.count]
        }
    }
}
