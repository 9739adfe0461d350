/// The values of a list filter that the data holds, where its option lists
/// none of its own: capitals, currencies (code and name), languages (code
/// and name) and calling codes. Tab offers them after the filter's word in
/// browse (`capital par` → `capital Paris`, `calling-code +4` → `+44`...),
/// as it offers a region's or an organisation's.
package enum FilterValues: Sendable {
    case capitals, currencies, languages, callingCodes

    /// The values that begin with `typed` (case and accents aside), each
    /// once, as the data spells them, in the order names sort. A calling
    /// code comes with its `+` where one was typed, else without.
    package func values(beginning typed: String, in catalog: CountryCatalog) -> [String] {
        let bare = self == .callingCodes && !typed.hasPrefix("+")
        let folded = SearchFolding.fold(typed)
        var seen = Set<String>()
        return catalog.countries.flatMap(values(of:))
            // A value is put in the line: never a control character from the data.
            .map { bare && $0.hasPrefix("+") ? String(PlainText.of($0).dropFirst()) : PlainText.of($0) }
            .filter { !$0.isEmpty && SearchFolding.fold($0).hasPrefix(folded) && seen.insert($0).inserted }
            .sorted { (SearchFolding.fold($0), $0) < (SearchFolding.fold($1), $1) }
    }

    private func values(of country: Country) -> [String] {
        switch self {
        case .capitals: country.capitals
        case .currencies: country.currencies.flatMap { [$0.code, $0.name] }
        case .languages: country.languages.flatMap { [$0.code, $0.name] }
        case .callingCodes: country.callingCode.codes
        }
    }
}
