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

    /// `anyLanguage`: the names, in any language the world data knows, of
    /// the countries one of whose names holds the text (`Γερ` in an
    /// English session: Γερμανία); asked only when no name in the session's
    /// language and no code begins with it.
    package static func candidates(
        _ typed: String, catalog: CountryCatalog?, locale: NameLocale, anyLanguage: (String) -> [String] = { _ in [] }
    ) -> [String] {
        let lowered = typed.lowercased()
        if let value = valueCandidates(typed, catalog: catalog) { return value }
        let commands = commands.filter { $0.hasPrefix(lowered) }
        guard !typed.isEmpty, let catalog else { return commands }
        let codes = codes(typed, in: catalog)
        // A code typed in capitals is a code first: `DE` is Germany's, not
        // the start of Denmark.
        if !codes.isEmpty, typed.count > 1, typed.allSatisfy({ $0.isUppercase }) { return codes }
        let folded = SearchFolding.fold(typed)
        // A hint is printed and a completion put in the line: never a control character from the data.
        var names = catalog.countries.map { PlainText.of(catalog.name(of: $0, in: locale).common) }
            .filter { SearchFolding.fold($0).hasPrefix(folded) }
            .sorted { SearchFolding.fold($0) < SearchFolding.fold($1) }
        if names.isEmpty, codes.isEmpty, commands.isEmpty {
            names = anyLanguage(typed).map(PlainText.of).filter { SearchFolding.fold($0).hasPrefix(folded) }.sorted { SearchFolding.fold($0) < SearchFolding.fold($1) }
        }
        var seen = Set<String>()
        return (commands + names + codes).filter { seen.insert($0).inserted }
    }

    /// The cca3 codes that begin with `typed` (up to three letters, any
    /// case), the country whose cca2 it is first: `DE` is Germany's, DEU.
    private static func codes(_ typed: String, in catalog: CountryCatalog) -> [String] {
        guard typed.count <= 3, typed.allSatisfy(\.isLetter) else { return [] }
        let code = typed.uppercased()
        let byCCA2 = typed.count == 2 ? catalog.countries.first { $0.cca2 == code }.map { [PlainText.of($0.cca3)] } ?? [] : []
        var seen = Set<String>()
        return (byCCA2 + catalog.countries.map { PlainText.of($0.cca3) }.filter { $0.hasPrefix(code) }.sorted()).filter { seen.insert($0).inserted }
    }

    /// After a command's word and a space, the values it takes that begin
    /// with what follows (any case): those its option lists (`region eu`),
    /// else those the data holds (`capital par`, `language fr`); nil: no
    /// such command, or one with no values to offer.
    private static func valueCandidates(_ typed: String, catalog: CountryCatalog?) -> [String]? {
        guard let space = typed.firstIndex(of: " "), let name = BrowseCommandName(rawValue: typed[..<space].lowercased()) else { return nil }
        let value = String(typed[typed.index(after: space)...])
        if let listed = name.spec.option?.values, !listed.isEmpty {
            let lowered = value.lowercased()
            return listed.filter { $0.lowercased().hasPrefix(lowered) }.map { name.rawValue + " " + $0 }
        }
        guard let held = name.spec.dataValues, let catalog else { return nil }
        return held.values(beginning: value, in: catalog).map { name.rawValue + " " + $0 }
    }
}
