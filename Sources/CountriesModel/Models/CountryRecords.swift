/// Countries read as they are asked for, from storage the repository
/// chose: `show fra` then makes one `Country`, not all of them, however
/// large the data. Implemented in the data layer over memory it holds (the
/// binary's own data, or the cache's index): asking makes values, and
/// never reads a file. The model knows nothing of how they are stored.
package protocol CountryRecords: Sendable {
    /// Every country, in source order.
    var all: [Country] { get }
    /// Every country as a list's row shows it, in source order: read
    /// without making a `Country` where the storage can.
    var listed: [ListedCountry] { get }
    /// The last country whose cca3, upper-cased, is `code` upper-cased.
    func country(cca3 code: String) -> Country?
    /// The first country in source order whose `field` is exactly `code`.
    func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country?
    /// Every position in `all`, in the order `CountryListing` lists them by
    /// English name, when the storage keeps it made; nil when it does not
    /// (then the list sorts the names itself). Asked after `all`.
    var englishNameOrder: [Int]? { get }
    /// The names of the country with this cca3 (as `country(cca3:)` finds
    /// it) by REST Countries translation key (`deu`, `jpn`, ...).
    func translations(cca3 code: String) -> [String: CountryName]
    /// One of them: what a list in one language asks for every country.
    func translation(cca3 code: String, key: String) -> CountryName?
    /// Every country's place, in source order: what a map marks, read
    /// without making every `Country` where the storage can.
    var places: [MapPlace] { get }
    /// The country at `position` in `all`.
    func country(at position: Int) -> Country
    /// Where in `all` the country `country(cca3:)` finds stands.
    func position(cca3 code: String) -> Int?
    /// The lookup's tables of every country (`LookupTables`), in parts,
    /// when the storage keeps them made (an index does); nil when it does
    /// not (then the lookup makes them). Positions are those of `all`.
    var lookupTables: [LookupTables]? { get }
    /// Records laid over others (the built-in memberships, CLDR names): the
    /// records under them, and the memberships where those are what is
    /// laid; nil for a repository's own. Asked, never cast: a cast to a
    /// protocol or from an existential costs a start more than `show` does.
    var overlay: (base: any CountryRecords, memberships: MembershipOverlay?)? { get }
    /// The words of the language laid over (`CLDRNamesOverlay`) for the
    /// records' languages, currencies and regions; nil for any other.
    var terms: LocalizedTerms? { get }
}

extension CountryRecords {
    package func country(at position: Int) -> Country { all[position] }

    package var listed: [ListedCountry] { all.map(ListedCountry.init) }

    package func position(cca3 code: String) -> Int? {
        let code = code.uppercased()
        return all.lastIndex { $0.cca3.uppercased() == code }
    }

    package var lookupTables: [LookupTables]? { nil }
    package var overlay: (base: any CountryRecords, memberships: MembershipOverlay?)? { nil }
    package var terms: LocalizedTerms? { nil }

    package var places: [MapPlace] {
        all.compactMap { country in country.location.map { MapPlace(code: country.cca3, location: $0) } }
    }
}
