import CountriesModel

/// What Tab offers at `browse`'s prompt for the text before the cursor: the
/// commands, country names in the language on screen, and cca3 codes, each
/// as the whole text it would become. Pure: the line editor asks, the store
/// answers through the composition root.
package enum BrowseCompletion {
    static let commands = ["back", "neighbors", "time", "next", "prev", "refresh", "locale ", "help", "quit"]

    package static func candidates(_ typed: String, catalog: CountryCatalog?, locale: NameLocale) -> [String] {
        let lowered = typed.lowercased()
        if lowered.hasPrefix("locale ") {
            let code = lowered.dropFirst("locale ".count)
            return NameLocale.completableCodes.filter { $0.hasPrefix(code) }.map { "locale " + $0 }
        }
        let commands = commands.filter { $0.hasPrefix(lowered) }
        guard !typed.isEmpty, let catalog else { return commands }
        let folded = SearchFolding.fold(typed)
        // A hint is printed and a completion put in the line: never a control character from the data.
        let names = catalog.countries.map { PlainText.of(catalog.name(of: $0, in: locale).common) }
            .filter { SearchFolding.fold($0).hasPrefix(folded) }
            .sorted { SearchFolding.fold($0) < SearchFolding.fold($1) }
        let code = typed.uppercased()
        let codes = typed.count <= 3 && typed.allSatisfy(\.isLetter)
            ? catalog.countries.map { PlainText.of($0.cca3) }.filter { $0.hasPrefix(code) }.sorted() : []
        var seen = Set<String>()
        return (commands + names + codes).filter { seen.insert($0).inserted }
    }
}
