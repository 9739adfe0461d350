/// Countries with their names in a language laid over the data, under that
/// language's key (`deu`, `el`, `en_001`): CLDR's names (`CLDRNames` in the
/// interactors says which), so every screen, the sort and the lookup find
/// them as the records' own, with the language's words for the records'
/// languages, currencies and regions (`terms`). The records' own
/// translations stay under them, for a search to find.
package struct CLDRNamesOverlay: CountryRecords {
    package let base: any CountryRecords
    /// The language's key, the one the names are found under: "el", "deu".
    package let key: String
    /// By cca3.
    let names: [String: CountryName]
    package let terms: LocalizedTerms?
    /// Whether these are the language's names, every one: a country CLDR
    /// does not name in it has none (and shows its English), never the
    /// base's own translation under `key` (REST Countries' `deu`).
    let isWhole: Bool

    /// A language's names, every one.
    package init(base: any CountryRecords, key: String, names: [String: CountryName], terms: LocalizedTerms) {
        (self.base, self.key, self.names, self.terms, isWhole) = (base, key, names, terms, true)
    }

    /// Names alone of a few countries, each standing for the official one
    /// too: a search's finds in another language; the others keep theirs.
    package init(base: any CountryRecords, key: String, names: [String: String]) {
        (self.base, self.key, self.terms, isWhole) = (base, key, nil, false)
        self.names = names.mapValues { CountryName(common: $0, official: $0) }
    }

    package var overlay: (base: any CountryRecords, memberships: MembershipOverlay?)? { (base, nil) }

    package var all: [Country] { base.all }

    package func country(cca3 code: String) -> Country? { base.country(cca3: code) }

    package func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        base.firstCountry(withCode: code, in: field)
    }

    package var englishNameOrder: [Int]? { base.englishNameOrder }

    /// The base's: a row shows neither the names laid (`ShownCountries.name(of:)` does).
    package var listed: [ListedCountry] { base.listed }

    package func country(at position: Int) -> Country { base.country(at: position) }

    package func position(cca3 code: String) -> Int? { base.position(cca3: code) }

    /// The base's stored tables, with a part of this language's names
    /// beside them; nil (the lookup makes them all) where the base keeps none.
    package var lookupTables: [LookupTables]? {
        guard let stored = base.lookupTables else { return nil }
        let laid = names.compactMap { code, name in base.position(cca3: code).map { (position: $0, name: name) } }
        return stored + [LookupTables(LookupTables.make(language: key, names: laid), countries: stored[0].countries)]
    }

    /// The base's translations, and this language's name where the base has
    /// none under `key`: REST Countries' own, found by a search, are kept.
    package func translations(cca3 code: String) -> [String: CountryName] {
        var translations = base.translations(cca3: code)
        if translations[key] == nil, let name = names[code.uppercased()] { translations[key] = name }
        return translations
    }

    /// The name shown in this language.
    package func translation(cca3 code: String, key: String) -> CountryName? {
        guard key == self.key else { return base.translation(cca3: code, key: key) }
        return names[code.uppercased()] ?? (isWhole ? nil : base.translation(cca3: code, key: key))
    }
}
