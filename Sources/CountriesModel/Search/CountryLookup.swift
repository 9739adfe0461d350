/// Finds the one country a user means by a code or a name, as `show` and
/// browse take it. When unsure it asks (`ambiguous`, `notFound` with
/// suggestions) rather than guess: it never answers a wrong country.
package enum CountryLookup {
    package enum Result: Equatable {
        case found(Country)
        case notFound
        /// Several countries fit equally well; by name in the chosen locale.
        case ambiguous([Country])
    }

    /// In order, the first step with any match deciding:
    /// 1. codes (cca3, cca2, ccn3, cioc, any case);
    /// 2. the country's own names as written (case and accents aside), in
    ///    tiers: the common name in `locale` or English, the official names,
    ///    the alternative spellings. So `guyana` is Guyana although French
    ///    calls French Guiana "Guyane";
    /// 3. former and colloquial names (`NameAliases`): Zaire, Holland;
    /// 4. the tiers of step 2 compared by `NameKey` (punctuation, short
    ///    forms, articles and word order aside): "Korea, Rep.", "Bahamas, The";
    /// 5. every translation, as written, then by `NameKey`: `kongo` fits both
    ///    Congos. Last, because decoding 26 languages of every country is
    ///    most of the cost of a name (`show zaire`: 146 M instructions when
    ///    the translations came before the former names), and no name in the
    ///    snapshot is one country's own and another's translation;
    /// 6. every word of the query in one country's English or `locale` name:
    ///    `bosnia`, `korea` (both). Not for a region's name or a capital's
    ///    ("Africa" is no more South Africa than "Bissau" is Guinea-Bissau):
    ///    those get suggestions instead.
    /// The work beyond step 2 is done only for a name that step 2 misses.
    package static func resolve(_ query: String, in catalog: CountryCatalog, locale: NameLocale) -> Result {
        let trimmed = query.trimmingWhitespace()
        let code = NumericCode.ccn3(trimmed) ?? trimmed.uppercased()
        guard !code.isEmpty else { return .notFound } // Kosovo's ccn3, among others, is ""
        for field in CountryCatalog.CodeField.allCases {
            if let country = catalog.firstCountry(withCode: code, in: field) {
                return .found(country)
            }
        }
        let folded = SearchFolding.foldedUTF8(trimmed)
        let asWritten: (String) -> Bool = { SearchFolding.folds($0, to: folded) }
        if let result = firstDecidingTier(of: ownNameTiers, in: catalog, locale: locale, where: asWritten) {
            return result
        }
        let key = NameKey(trimmed)
        guard !key.isEmpty else { return .notFound }
        // The table before the rules: it is small and names no country's
        // current name, and a hit there saves keying every translation.
        let aliased = NameAliases.all.filter { NameKey($0.name) == key }.compactMap { catalog.country(cca3: $0.cca3) }
        if let result = decision(aliased, in: catalog, locale: locale) {
            return result
        }
        let keyed: (String) -> Bool = { NameKey($0) == key }
        if let result = firstDecidingTier(of: ownNameTiers, in: catalog, locale: locale, where: keyed) {
            return result
        }
        // Last, 26 languages of every country: decoded only for a name the
        // country's own names, spellings and former names all miss.
        for matches in [asWritten, keyed] {
            if let result = firstDecidingTier(of: [translationTier], in: catalog, locale: locale, where: matches) {
                return result
            }
        }
        guard !isRegionOrCapital(key, in: catalog) else { return .notFound }
        return decision(wordMatches(key, in: catalog, locale: locale), in: catalog, locale: locale) ?? .notFound
    }

    /// The one country `query` means, or a `LookupError` that says why not,
    /// with the names it may have meant.
    package static func country(_ query: String, in catalog: CountryCatalog, locale: NameLocale) throws -> Country {
        switch resolve(query, in: catalog, locale: locale) {
        case let .found(country):
            return country
        case .notFound:
            if case let .cache(path, _) = catalog.source, catalog.countries.count < CountryCatalog.fewestWhole {
                throw LookupError.notInShrunkenCache(query, path: path, countries: catalog.countries.count)
            }
            throw LookupError.notFound(query, suggestions: NameSuggestions.suggestions(for: query, in: catalog, locale: locale))
        case let .ambiguous(countries):
            throw LookupError.ambiguous(query, candidates: countries.map { PlainText.of("\(catalog.name(of: $0, in: locale).common) (\($0.cca3))") })
        }
    }

    /// The countries one of whose English or `locale` names (common,
    /// official, aliases) holds every word of `key`. Not the alternative
    /// spellings: they hold words of other languages ("Land Curaçao") that
    /// people type meaning something else (`land` is a search).
    static func wordMatches(_ key: NameKey, in catalog: CountryCatalog, locale: NameLocale) -> [Country] {
        catalog.countries.filter { country in
            wordMatchNames(of: country, in: catalog, locale: locale).contains { key.isWordSubset(of: NameKey($0)) }
        }
    }

    static func wordMatchNames(of country: Country, in catalog: CountryCatalog, locale: NameLocale) -> [String] {
        let local = catalog.name(of: country, in: locale)
        return [country.name.common, country.name.official, local.common, local.official]
            + NameAliases.all.lazy.filter { $0.cca3 == country.cca3 }.map(\.name)
    }

    /// A region, a subregion or a continent, or a capital: names a country's
    /// name may contain without meaning that country.
    static func isRegionOrCapital(_ key: NameKey, in catalog: CountryCatalog) -> Bool {
        if continents.contains(where: { NameKey($0) == key }) { return true }
        return catalog.countries.contains { country in
            NameKey(country.region) == key || NameKey(country.subregion) == key || country.capitals.contains { NameKey($0) == key }
        }
    }

    private static func firstDecidingTier(
        of tiers: [Tier], in catalog: CountryCatalog, locale: NameLocale, where matches: (String) -> Bool
    ) -> Result? {
        for tier in tiers {
            if let result = decision(catalog.countries.filter { tier($0, catalog, locale).contains(where: matches) }, in: catalog, locale: locale) {
                return result
            }
        }
        return nil
    }

    /// nil when nothing matched, so the next step is tried.
    private static func decision(_ matches: [Country], in catalog: CountryCatalog, locale: NameLocale) -> Result? {
        var seen = Set<String>()
        let distinct = matches.filter { seen.insert($0.cca3).inserted }
        switch distinct.count {
        case 0: return nil
        case 1: return .found(distinct[0])
        default: return .ambiguous(distinct.sorted { catalog.name(of: $0, in: locale).common < catalog.name(of: $1, in: locale).common })
        }
    }

    /// The name in `locale` and the English one; once when they are the
    /// same (always in English), as comparing it twice tells nothing more.
    private static let ownNameTiers: [Tier] = [
        { country, catalog, locale in distinct(catalog.name(of: country, in: locale).common, country.name.common) },
        { country, catalog, locale in distinct(catalog.name(of: country, in: locale).official, country.name.official) },
        { country, _, _ in country.altSpellings },
    ]

    /// The names of a country one step of the lookup compares.
    private typealias Tier = @Sendable (Country, CountryCatalog, NameLocale) -> [String]

    private static func distinct(_ local: String, _ english: String) -> [String] {
        local == english ? [local] : [local, english]
    }

    private static let translationTier: Tier = { country, catalog, _ in
        catalog.translations(of: country.cca3).values.flatMap { [$0.common, $0.official] }
    }

    /// Beyond the data's regions and subregions, which name none of these.
    private static let continents = [
        "America", "North America", "South America", "Central America", "Latin America",
        "Arctic", "Middle East", "Scandinavia", "Balkans", "Pacific", "Atlantic", "Indian Ocean",
    ]
}
