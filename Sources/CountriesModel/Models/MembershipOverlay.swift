/// Countries with the built-in lists' memberships where the data has none
/// (the v3.1 snapshot). A country whose data has memberships (v5) keeps its
/// own, and gains only the lists v5 does not have (EEA, EFTA, Mercosur): no
/// list is ever made of both. Everything else is the base's.
package struct MembershipOverlay: CountryRecords {
    package let base: any CountryRecords
    /// The built-in lists' keys by cca3, of every country (`isComplete`) or
    /// of those a screen shows.
    package let memberships: [String: [String]]
    /// Every country's are here: one that is not is a member of no list.
    /// Otherwise one that is not was not looked up, and keeps what it had.
    package let isComplete: Bool

    package init(base: any CountryRecords, memberships: [String: [String]], isComplete: Bool) {
        self.base = base
        self.memberships = memberships
        self.isComplete = isComplete
    }

    package var overlay: (base: any CountryRecords, memberships: MembershipOverlay?)? { (base, self) }

    package var all: [Country] { base.all.map(overlaid) }

    package func country(cca3 code: String) -> Country? { base.country(cca3: code).map(overlaid) }

    package func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        base.firstCountry(withCode: code, in: field).map(overlaid)
    }

    package var englishNameOrder: [Int]? { base.englishNameOrder }

    /// The base's: a row shows neither memberships.
    package var listed: [ListedCountry] { base.listed }

    package func country(at position: Int) -> Country { overlaid(base.country(at: position)) }

    package func position(cca3 code: String) -> Int? { base.position(cca3: code) }

    /// Memberships are no names: the base's, as they are.
    package var lookupTables: [LookupTables]? { base.lookupTables }

    package func translations(cca3 code: String) -> [String: CountryName] { base.translations(cca3: code) }

    package func translation(cca3 code: String, key: String) -> CountryName? { base.translation(cca3: code, key: key) }

    private func overlaid(_ country: Country) -> Country {
        guard let builtIn = memberships[country.cca3] ?? (isComplete ? [] : nil) else { return country }
        var country = country
        guard let own = country.memberships else {
            country.memberships = builtIn
            return country
        }
        country.memberships = own + builtIn.filter { key in !own.contains(key) && Membership.builtInOnly.contains { $0.key == key } }
        return country
    }
}

extension CountryCatalog {
    /// The built-in memberships laid over the catalog, if any.
    package var builtInMemberships: MembershipOverlay? { records.overlay?.memberships }

    /// The catalog without the built-in memberships laid over it: each
    /// country with the memberships of its own data (v5's), or none.
    package var withoutBuiltInMemberships: CountryCatalog {
        builtInMemberships.map { CountryCatalog(records: $0.base, source: source) } ?? self
    }

    /// The catalog as its repository made it, without built-in memberships
    /// or CLDR names laid over it: what its records' own texts are read from.
    package var stored: CountryCatalog {
        var records = records
        while let base = records.overlay?.base { records = base }
        return CountryCatalog(records: records, source: source)
    }
}
