extension CountryLookup {
    /// The country a line typed in `browse` names outright, where any other
    /// text is a search: a code, or its common or official name in `locale`
    /// or English (case, accents and punctuation aside: `cote d'ivoire`), or
    /// in its own official languages where the data has that translation
    /// (`Deutschland`, `日本`). Not a translation into another language:
    /// `island` is German for Iceland, and searches. Nil too when several
    /// countries have the name: the search lists them.
    package static func namedOutright(_ text: String, in catalog: CountryCatalog, locale: NameLocale) -> Country? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        let code = NumericCode.ccn3(trimmed) ?? trimmed.uppercased()
        for field in CountryCatalog.CodeField.allCases {
            if let country = catalog.firstCountry(withCode: code, in: field) { return country }
        }
        let folded = SearchFolding.foldedUTF8(trimmed)
        let key = NameKey(trimmed)
        let named = catalog.countries.filter { country in
            let local = catalog.name(of: country, in: locale)
            let own = country.languages.compactMap { catalog.records.translation(cca3: country.cca3, key: $0.code) }
            return ([local, country.name] + own).flatMap { [$0.common, $0.official] }
                .contains { SearchFolding.folds($0, to: folded) || (!key.isEmpty && NameKey($0) == key) }
        }
        return named.count == 1 ? named[0] : nil
    }
}
