/// The best `SearchMatch` of a country for a search: a pure function of the
/// country, the folded search text and the language names are shown in.
enum SearchRanking {
    /// `search` as typed (currency symbols are compared as typed), folded,
    /// and with its punctuation set aside (`punctuationFree`, made once a
    /// search, not once a capital).
    static func bestMatch(
        of country: Country, search: String, folded: [UInt8], punctuationFree: [UInt8], in catalog: CountryCatalog, locale: NameLocale
    ) -> SearchMatch? {
        if [country.cca3, country.cca2, country.ccn3, country.cioc].contains(where: { !$0.isEmpty && SearchFolding.foldedUTF8($0) == folded }) {
            return SearchMatch(.code)
        }
        // A search that starts with a dot is a top-level domain, and only
        // that: `.fr` is France's (and Saint Martin's), not Freetown's Sierra
        // Leone, whose capital begins with the letters once the dot is set aside.
        if folded.first == UInt8(ascii: ".") {
            return country.topLevelDomains.first { SearchFolding.foldedUTF8($0) == folded }.map { SearchMatch(.topLevelDomain, reason: "domain: \($0)") }
        }
        let common = [catalog.name(of: country, in: locale).common, country.name.common]
        let commonStrength = strongest(common, folded)
        if let commonStrength, commonStrength != .beginning {
            return SearchMatch(commonStrength == .whole ? .commonName : .commonNameWord)
        }
        let others = otherNames(of: country, in: catalog, locale: locale)
        let other = strongest(others, folded)
        // Another name that is the search, whole (`uk`: the United Kingdom's
        // "UK"), says more than the common name's first letters (Ukraine).
        if let (strength, other) = other, strength == .whole {
            return SearchMatch(.otherName, reason: other.reason)
        }
        if commonStrength == .beginning {
            return SearchMatch(.commonNameBeginning)
        }
        if let (_, other) = other {
            return SearchMatch(.otherNameWord, reason: other.reason)
        }
        if let capital = country.capitals.first(where: { strength(of: $0, folded) != nil || strength(of: PunctuationFree.text($0), punctuationFree) != nil }) {
            return SearchMatch(.capital, reason: "capital: \(capital)")
        }
        if let currency = country.currencies.first(where: {
            SearchFolding.foldedUTF8($0.code) == folded || (!$0.symbol.isEmpty && $0.symbol == search) || strength(of: $0.name, folded) != nil
        }) {
            return SearchMatch(.currency, reason: "currency: \(currency.name) (\(currency.code))")
        }
        if let language = country.languages.first(where: { SearchFolding.foldedUTF8($0.code) == folded || strength(of: $0.name, folded) != nil }) {
            return SearchMatch(.language, reason: "language: \(language.name)")
        }
        if let demonym = country.demonyms.first(where: { strength(of: $0, folded) != nil }) {
            return SearchMatch(.demonym, reason: "people: \(demonym)")
        }
        let digits = folded.first == UInt8(ascii: "+") ? Array(folded.dropFirst()) : folded
        if !digits.isEmpty, let code = country.callingCode.codes.first(where: { Array($0.utf8.dropFirst()) == digits }) {
            return SearchMatch(.callingCode, reason: "calling code: \(code)")
        }
        if common.contains(where: { SearchFolding.contains($0, folded: folded) }) {
            return SearchMatch(.insideAWord)
        }
        if let other = others.first(where: { SearchFolding.contains($0.name, folded: folded) }) {
            return SearchMatch(.insideAWord, reason: other.reason)
        }
        return nil
    }

    /// Strongest first.
    enum Strength: Comparable { case whole, word, beginning }

    /// `whole`: the name is the search; `word`: the name has it as whole
    /// words ("guinea" in "Papua New Guinea"); `beginning`: the name only
    /// begins with it ("uk" in "Ukraine").
    static func strength(of name: String, _ folded: [UInt8]) -> Strength? {
        let text = SearchFolding.foldedUTF8(name)
        guard !folded.isEmpty, text.count >= folded.count else { return nil }
        if text == folded { return .whole }
        var found: Strength?
        var start = 0
        while start + folded.count <= text.count {
            let atWordStart = start == 0 || !isLetterOrDigit(text[start - 1])
            if atWordStart, text[start..<(start + folded.count)].elementsEqual(folded) {
                let end = start + folded.count
                if end == text.count || !isLetterOrDigit(text[end]) { return .word }
                if start == 0 { found = .beginning }
            }
            start += 1
        }
        return found
    }

    /// The form a capital and the search are compared in with punctuation
    /// set aside: `washington dc` finds "Washington, D.C.".
    static func punctuationFree(_ search: String) -> [UInt8] {
        Array(PunctuationFree.text(search).utf8)
    }

    private static func strongest(_ names: [String], _ folded: [UInt8]) -> Strength? {
        strongest(names.map { OtherName(name: $0, kind: "") }, folded)?.strength
    }

    /// The strongest match among `names`, and the first name that has it.
    private static func strongest(_ names: [OtherName], _ folded: [UInt8]) -> (strength: Strength, name: OtherName)? {
        var best: (strength: Strength, name: OtherName)?
        for name in names {
            guard let found = strength(of: name.name, folded) else { continue }
            if found == .whole { return (.whole, name) }
            if best.map({ found < $0.strength }) ?? true { best = (found, name) }
        }
        return best
    }

    /// A name that is not the one shown, and what it is: the reason a
    /// terminal gives for a match on it (`--search usa` lists Brunei for
    /// its Indonesian name, "Brunei Darusalam").
    struct OtherName {
        let name: String
        /// `official name`, `also`, or a translation's key (`ind`).
        let kind: String

        var reason: String { "\(kind): \(name)" }
    }

    /// Official names, every translation (by key, for a stable reason),
    /// alternative spellings.
    private static func otherNames(of country: Country, in catalog: CountryCatalog, locale: NameLocale) -> [OtherName] {
        var names = [catalog.name(of: country, in: locale).official, country.name.official].map { OtherName(name: $0, kind: "official name") }
        for (key, translation) in catalog.translations(of: country.cca3).sorted(by: { $0.key < $1.key }) {
            names.append(OtherName(name: translation.common, kind: key))
            names.append(OtherName(name: translation.official, kind: key))
        }
        return names + country.altSpellings.map { OtherName(name: $0, kind: "also") }
    }

    /// Bytes of other scripts count as letters: a word boundary is only ever
    /// ASCII punctuation or space.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
