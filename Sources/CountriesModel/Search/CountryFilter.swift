/// One condition a list's countries must meet: the options `--capital`,
/// `--currency`, `--language`, `--calling-code`, `--subregion`,
/// `--independent`, `--landlocked` and `--member`. A query's filters all
/// apply, with `--region` and `--search`.
///
/// Names match as `--search` matches them: whole, or as whole words, case
/// and accents aside (`--capital city` finds Mexico City, not Pacific cities).
package enum CountryFilter: Sendable, Equatable {
    case capital(String)
    /// A code (`EUR`), a name or a word of one (`dollar`), or a symbol (`€`).
    case currency(String)
    /// A code (`fra`) or a name (`French`).
    case language(String)
    /// Digits, without the `+`, that a country's full code begins with:
    /// `33` is France, `1` every country dialled with +1, `1876` Jamaica.
    case callingCode(String)
    /// As the data spells it (see `Subregion`).
    case subregion(String)
    case independent
    case landlocked
    /// A v5 `memberships` key (`eu`, `african_union`).
    case member(String)
    /// A UN M49 region or intermediate region as typed (`419`, `Sub-Saharan
    /// Africa`), and once the built-in M49 data has read it, its name and
    /// the cca2 codes it contains; nil until then.
    case m49Region(String, resolved: M49Region? = nil)

    package func admits(_ country: Country) -> Bool {
        switch self {
        case let .capital(name):
            return country.capitals.contains { Self.names($0, name) }
        case let .currency(text):
            let folded = SearchFolding.foldedUTF8(text)
            return country.currencies.contains {
                SearchFolding.foldedUTF8($0.code) == folded || (!$0.symbol.isEmpty && $0.symbol == text) || Self.names($0.name, text)
            }
        case let .language(text):
            let folded = SearchFolding.foldedUTF8(text)
            return country.languages.contains { SearchFolding.foldedUTF8($0.code) == folded || Self.names($0.name, text) }
        case let .callingCode(digits):
            // Every suffix, not the shortened `codes`: +1201 is the United States.
            let code = "+" + digits
            let root = country.callingCode.root
            let suffixes = country.callingCode.suffixes
            return !root.isEmpty && (suffixes.isEmpty ? [root] : suffixes.map { root + $0 }).contains { $0.hasPrefix(code) }
        case let .subregion(name):
            return country.subregion == name
        case .independent:
            return country.independent
        case .landlocked:
            return country.landlocked
        case let .member(key):
            return country.memberships?.contains(key) == true
        case let .m49Region(_, region):
            return region?.members.contains(country.cca2) == true
        }
    }

    /// Whether the data can answer it at all: memberships come only with v5
    /// data, and no country of the snapshot has them.
    package func isAnswerable(by catalog: CountryCatalog) -> Bool {
        switch self {
        // Data with memberships of its own (v5) answers for all it knows;
        // else the lists laid over it answer for theirs only.
        case let .member(key):
            return catalog.stored.countries.contains { $0.memberships != nil } || catalog.countries.contains { $0.memberships?.contains(key) == true }
        // A region the M49 data does not have is a notice of its own (`unknownRegion`).
        default: return true
        }
    }

    private static func names(_ name: String, _ text: String) -> Bool {
        SearchRanking.strength(of: name, SearchFolding.foldedUTF8(text)) != nil
    }
}
