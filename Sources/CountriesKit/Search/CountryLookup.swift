/// Finds the one country a user means by a code or a name, as `show` takes it.
public enum CountryLookup {
    public enum Result: Equatable {
        case found(Country)
        case notFound
        /// Several countries fit equally well; by name in the chosen locale.
        case ambiguous([Country])
    }

    /// Codes first (cca3, cca2, ccn3, cioc, any case); then names in tiers,
    /// the first tier with any match deciding: the common name in `locale` or
    /// English, the official names, every other translation, then alternative
    /// spellings. So `guyana` is Guyana although French calls French Guiana
    /// "Guyane", and `kongo` fits both Congos in the translations tier.
    public static func resolve(_ query: String, in catalog: CountryCatalog, locale: NameLocale) -> Result {
        let code = query.trimmingWhitespace().uppercased()
        guard !code.isEmpty else { return .notFound } // Kosovo's ccn3, among others, is ""
        for codeOf in codeFields {
            if let country = catalog.countries.first(where: { codeOf($0) == code }) {
                return .found(country)
            }
        }
        let name = SearchFolding.foldedUTF8(query.trimmingWhitespace())
        for tier in nameTiers {
            let matches = catalog.countries.filter { country in
                tier(country, locale).contains { SearchFolding.foldedUTF8($0) == name }
            }
            switch matches.count {
            case 0: continue
            case 1: return .found(matches[0])
            default: return .ambiguous(matches.sorted { $0.name(in: locale).common < $1.name(in: locale).common })
            }
        }
        return .notFound
    }

    /// The one country `query` means, or a `LookupError` that says why not.
    public static func country(_ query: String, in catalog: CountryCatalog, locale: NameLocale) throws -> Country {
        switch resolve(query, in: catalog, locale: locale) {
        case let .found(country):
            return country
        case .notFound:
            throw LookupError.notFound(query)
        case let .ambiguous(countries):
            throw LookupError.ambiguous(query, candidates: countries.map { PlainText.of("\($0.name(in: locale).common) (\($0.cca3))") })
        }
    }

    private static let codeFields: [@Sendable (Country) -> String] = [\.cca3, \.cca2, \.ccn3, \.cioc]

    private static let nameTiers: [@Sendable (Country, NameLocale) -> [String]] = [
        { country, locale in [country.name(in: locale).common, country.name.common] },
        { country, locale in [country.name(in: locale).official, country.name.official] },
        { country, _ in country.translations.all.values.flatMap { [$0.common, $0.official] } },
        { country, _ in country.altSpellings },
    ]
}
