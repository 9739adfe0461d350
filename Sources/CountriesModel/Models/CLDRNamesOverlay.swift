/// Countries with their CLDR names in a language REST Countries does not
/// translate into (`el`), under that language's code as a translation key:
/// so every screen, the sort and the lookup find them as they find `deu`;
/// or, `fillsGaps`, CLDR's names where a REST Countries language lacks one.
package struct CLDRNamesOverlay: CountryRecords {
    package let base: any CountryRecords
    /// The language's code, the key the names are found under: "el".
    package let key: String
    /// By cca3.
    let names: [String: String]
    /// A country's (cca2) CLDR name, asked only where the base has no
    /// translation under `key` (REST Countries' `zho` has none of China):
    /// nil for an overlay of `names`.
    let gapName: (@Sendable (String) -> String?)?

    package init(base: any CountryRecords, key: String, names: [String: String]) {
        self.base = base
        self.key = key
        self.names = names
        gapName = nil
    }

    /// The base's translations under `key`, and `gapName`'s where it has none.
    package init(base: any CountryRecords, key: String, gapName: @escaping @Sendable (String) -> String?) {
        self.base = base
        self.key = key
        names = [:]
        self.gapName = gapName
    }

    private var fillsGaps: Bool { gapName != nil }

    package var overlay: (base: any CountryRecords, memberships: MembershipOverlay?)? { (base, nil) }

    package var all: [Country] { base.all }

    package func country(cca3 code: String) -> Country? { base.country(cca3: code) }

    package func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        base.firstCountry(withCode: code, in: field)
    }

    package var englishNameOrder: [Int]? { base.englishNameOrder }

    package func country(at position: Int) -> Country { base.country(at: position) }

    package func position(cca3 code: String) -> Int? { base.position(cca3: code) }

    /// The base's stored tables, with a part of this language's names
    /// beside them; nil (the lookup makes them all) where the base keeps none.
    package var lookupTables: [LookupTables]? {
        // Gaps' names are CLDR's, which a lookup finds in the world data anyway.
        guard let stored = base.lookupTables, !fillsGaps else { return base.lookupTables }
        let laid = names.compactMap { code, name in base.position(cca3: code).map { (position: $0, name: CountryName(common: name, official: name)) } }
        return stored + [LookupTables(LookupTables.make(language: key, names: laid), countries: stored[0].countries)]
    }

    package func translations(cca3 code: String) -> [String: CountryName] {
        var translations = base.translations(cca3: code)
        if let name = translation(cca3: code, key: key), !fillsGaps || translations[key] == nil { translations[key] = name }
        return translations
    }

    /// CLDR gives one name: it stands for the official one too.
    package func translation(cca3 code: String, key: String) -> CountryName? {
        guard key == self.key else { return base.translation(cca3: code, key: key) }
        if let gapName {
            if let own = base.translation(cca3: code, key: key) { return own }
            return base.country(cca3: code).flatMap { gapName($0.cca2) }.map { CountryName(common: $0, official: $0) }
        }
        // A search's overlay names a few countries: the others keep theirs.
        guard let name = names[code.uppercased()] else { return base.translation(cca3: code, key: key) }
        return CountryName(common: name, official: name)
    }
}
