/// The best `SearchMatch` of a country for a search: a pure function of the
/// country, the folded search text and the language names are shown in.
enum SearchRanking {
    /// `search` as typed (currency symbols are compared as typed) and folded.
    static func bestMatch(of country: Country, search: String, folded: [UInt8], in catalog: CountryCatalog, locale: NameLocale) -> SearchMatch? {
        if [country.cca3, country.cca2, country.ccn3, country.cioc].contains(where: { !$0.isEmpty && SearchFolding.foldedUTF8($0) == folded }) {
            return SearchMatch(.code)
        }
        let common = [catalog.name(of: country, in: locale).common, country.name.common]
        if let strength = strongest(common, folded) {
            return SearchMatch(strength == .whole ? .commonName : .commonNameWord)
        }
        if let strength = strongest(otherNames(of: country, in: catalog, locale: locale), folded) {
            return SearchMatch(strength == .whole ? .otherName : .otherNameWord)
        }
        if let capital = country.capitals.first(where: { strength(of: $0, folded) != nil }) {
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
        if folded.first == UInt8(ascii: "."), let domain = country.topLevelDomains.first(where: { SearchFolding.foldedUTF8($0) == folded }) {
            return SearchMatch(.topLevelDomain, reason: "domain: \(domain)")
        }
        if (common + otherNames(of: country, in: catalog, locale: locale)).contains(where: { SearchFolding.contains($0, folded: folded) }) {
            return SearchMatch(.insideAWord)
        }
        return nil
    }

    enum Strength { case whole, word }

    /// `whole`: the name is the search; `word`: the name begins with it, or
    /// has it as whole words ("guinea" in "Papua New Guinea").
    static func strength(of name: String, _ folded: [UInt8]) -> Strength? {
        let text = SearchFolding.foldedUTF8(name)
        guard !folded.isEmpty, text.count >= folded.count else { return nil }
        if text == folded { return .whole }
        var start = 0
        while start + folded.count <= text.count {
            let atWordStart = start == 0 || !isLetterOrDigit(text[start - 1])
            if atWordStart, text[start..<(start + folded.count)].elementsEqual(folded) {
                let end = start + folded.count
                if start == 0 || end == text.count || !isLetterOrDigit(text[end]) { return .word }
            }
            start += 1
        }
        return nil
    }

    private static func strongest(_ names: [String], _ folded: [UInt8]) -> Strength? {
        var best: Strength?
        for name in names {
            switch strength(of: name, folded) {
            case .whole: return .whole
            case .word: best = .word
            case nil: continue
            }
        }
        return best
    }

    /// Official names, every translation, alternative spellings.
    private static func otherNames(of country: Country, in catalog: CountryCatalog, locale: NameLocale) -> [String] {
        var names = [catalog.name(of: country, in: locale).official, country.name.official]
        for translation in catalog.translations(of: country.cca3).values {
            names.append(translation.common)
            names.append(translation.official)
        }
        return names + country.altSpellings
    }

    /// Bytes of other scripts count as letters: a word boundary is only ever
    /// ASCII punctuation or space.
    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
