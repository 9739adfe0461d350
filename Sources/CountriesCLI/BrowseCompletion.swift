import CountriesModel

/// What Tab offers at `browse`'s prompt for the text before the cursor: the
/// commands of the browse command table, the values a command's option
/// takes (`region eu` → `region Europe`, `locale d` → `locale de`, as the
/// shell completion scripts offer them), country names in the language on
/// screen, and cca3 codes, each as the whole text it would become. Pure:
/// the line editor asks, the store answers through the composition root.
package enum BrowseCompletion {
    /// Each command's name, with a space after one that takes a value.
    static var commands: [String] {
        BrowseCommandName.allCases.map { name in
            if case .value = name.spec.argument { name.rawValue + " " } else { name.rawValue }
        }
    }

    package static func candidates(_ typed: String, catalog: CountryCatalog?, locale: NameLocale) -> [String] {
        let lowered = typed.lowercased()
        if let value = valueCandidates(lowered) { return value }
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

    /// After a command's word and a space, the values its option lists
    /// that begin with what follows (any case); nil: no such command, or
    /// one whose option lists none (`capital`), whose value may be a name.
    private static func valueCandidates(_ lowered: String) -> [String]? {
        guard let space = lowered.firstIndex(of: " "), let name = BrowseCommandName(rawValue: String(lowered[..<space])),
              let values = name.option?.values, !values.isEmpty else { return nil }
        let typed = lowered[lowered.index(after: space)...]
        return values.filter { $0.lowercased().hasPrefix(typed) }.map { name.rawValue + " " + $0 }
    }
}
