/// Countries with the built-in lists' memberships where the data has none
/// (the v3.1 snapshot). A country whose data has memberships (v5) keeps its
/// own, and gains only the lists v5 does not have (EEA, EFTA, Mercosur): no
/// list is ever made of both. Everything else is the base's.
package struct MembershipOverlay: CountryRecords, RecordsOverlay {
    package let base: any CountryRecords
    /// v5 keys by cca3.
    let memberships: @Sendable (String) -> [String]?

    package init(base: any CountryRecords, memberships: [String: [String]]) {
        self.base = base
        self.memberships = { memberships[$0] }
    }

    /// One country's: what `show` needs, without a dictionary made for it.
    package init(base: any CountryRecords, cca3: String, keys: [String]) {
        self.base = base
        memberships = { $0 == cca3 ? keys : nil }
    }

    package var all: [Country] { base.all.map(overlaid) }

    package func country(cca3 code: String) -> Country? { base.country(cca3: code).map(overlaid) }

    package func firstCountry(withCode code: String, in field: CountryCatalog.CodeField) -> Country? {
        base.firstCountry(withCode: code, in: field).map(overlaid)
    }

    package var englishNameOrder: [Int]? { base.englishNameOrder }

    package func country(at position: Int) -> Country { overlaid(base.country(at: position)) }

    package func position(cca3 code: String) -> Int? { base.position(cca3: code) }

    /// Memberships are no names: the base's, as they are.
    package var nameTable: NameTable? { base.nameTable }

    package func translations(cca3 code: String) -> [String: CountryName] { base.translations(cca3: code) }

    package func translation(cca3 code: String, key: String) -> CountryName? { base.translation(cca3: code, key: key) }

    private func overlaid(_ country: Country) -> Country {
        var country = country
        let builtIn = memberships(country.cca3) ?? []
        guard let own = country.memberships else {
            country.memberships = builtIn
            return country
        }
        country.memberships = own + builtIn.filter { key in !own.contains(key) && Membership.builtInOnly.contains { $0.key == key } }
        return country
    }
}

extension CountryCatalog {
    /// The catalog as its repository made it, without built-in memberships
    /// laid over it: what its records' own texts are read from.
    package var stored: CountryCatalog {
        var records = records
        while let overlay = records as? any RecordsOverlay { records = overlay.base }
        return CountryCatalog(records: records, source: source)
    }
}

/// Records laid over a repository's own: unwrapped to read their texts.
package protocol RecordsOverlay {
    var base: any CountryRecords { get }
}
