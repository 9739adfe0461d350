import CountriesData
import CountriesModel

/// Subdivisions read from the world data as values, names in the chosen
/// language: what `subdivisions`, `show US-CA`, `show bavaria` and browse's
/// `US-CA` share. It writes nothing: the interactor that asks writes what
/// it returns.
package struct SubdivisionReading: Sendable {
    let worldData: any WorldDataRepository

    /// A country's subdivisions (cca2), names in `locale`.
    func subdivisions(ofCountry cca2: String, in catalog: CountryCatalog, locale: NameLocale) throws -> [LocalizedSubdivision] {
        try localized(worldData.subdivisions(ofCountry: cca2), withTranslations: false, in: catalog, locale: locale)
    }

    /// One subdivision with its names in other languages: what its screen shows.
    func details(of subdivision: WorldSubdivision, in catalog: CountryCatalog, locale: NameLocale) throws -> [LocalizedSubdivision] {
        try localized([subdivision], withTranslations: true, in: catalog, locale: locale)
    }

    /// The subdivisions a name names, each with its country: what a `show`
    /// that fits no country may mean.
    func places(named query: String, in catalog: CountryCatalog, locale: NameLocale) throws -> [PlaceInCountry] {
        try worldData.subdivisions(named: query.trimmingWhitespace()).compactMap { try place($0, in: catalog, locale: locale) }
    }

    /// The subdivision a query shaped as an ISO 3166-2 code names ("US-CA",
    /// "gb-sct"); nil for any other text, read from nothing. Asked before
    /// the countries: no country has such a code, and the name search that
    /// finds none costs a hundred times more than this.
    func subdivision(code query: String) -> WorldSubdivision? {
        guard SubdivisionCodeShape.matches(query) else { return nil }
        return try? worldData.subdivision(code: query.trimmingWhitespace())
    }

    /// `withdrawn(_:in:locale:)` for a query shaped as an ISO 3166-2 code
    /// only: any other text reads nothing.
    func withdrawn(code query: String, in catalog: CountryCatalog, locale: NameLocale) -> LookupError? {
        SubdivisionCodeShape.matches(query) ? withdrawn(query, in: catalog, locale: locale) : nil
    }

    /// A code ISO withdrew ("NO-30") or the name it had ("Viken"), where no
    /// country or subdivision fits: what became of it, as the failure to
    /// report. nil for any other text.
    func withdrawn(_ query: String, in catalog: CountryCatalog, locale: NameLocale) -> LookupError? {
        guard let former = try? worldData.formerSubdivision(query.trimmingWhitespace()),
              let country = catalog.firstCountry(withCode: former.country, in: .cca2) else { return nil }
        let countryName = catalog.name(of: country, in: locale).common
        let successors = former.successors.map { code in
            let subdivision = try? worldData.subdivision(code: code)
            return PlaceInCountry(
                code: code, name: subdivision.flatMap { try? name(of: $0, in: catalog, locale: locale) } ?? code,
                type: subdivision?.type ?? former.type, countryName: countryName, cca3: country.cca3
            )
        }
        let place = PlaceInCountry(code: former.code, name: former.name, type: former.type, countryName: countryName, cca3: country.cca3)
        return .withdrawn(query, former: place, date: former.date, successors: successors)
    }

    /// The name of the subdivision of `code` in `locale`; nil for a code the data lacks.
    func name(ofCode code: String, in catalog: CountryCatalog, locale: NameLocale) throws -> String? {
        try worldData.subdivision(code: code).map { try name(of: $0, in: catalog, locale: locale) }
    }

    /// The codes of the subdivisions whose English or ISO name is `name`, in any case.
    func codes(named name: String) throws -> [String] {
        try worldData.subdivisions(named: name.trimmingWhitespace()).map(\.code)
    }

    /// England, Scotland, Wales and Northern Ireland are called countries,
    /// and people mean the United Kingdom by them: CLI.md's one exception.
    static let partsOfTheUnitedKingdom: Set<String> = ["GB-ENG", "GB-SCT", "GB-WLS", "GB-NIR"]

    private func localized(
        _ subdivisions: [WorldSubdivision], withTranslations: Bool, in catalog: CountryCatalog, locale: NameLocale
    ) throws -> [LocalizedSubdivision] {
        let known = Dictionary(subdivisions.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        return try subdivisions.map { subdivision in
            let parent = try subdivision.parent.flatMap { code in try known[code] ?? worldData.subdivision(code: code) }
            return LocalizedSubdivision(
                subdivision: subdivision,
                name: try name(of: subdivision, in: catalog, locale: locale),
                parentName: try parent.map { try name(of: $0, in: catalog, locale: locale) },
                translations: withTranslations ? try worldData.subdivisionTranslations(subdivision.code) : []
            )
        }
    }

    private func name(of subdivision: WorldSubdivision, in catalog: CountryCatalog, locale: NameLocale) throws -> String {
        guard locale != .english else { return subdivision.name }
        if let name = try worldData.subdivisionName(subdivision.code, in: locale.languageCode) { return name }
        // The data keeps no translation equal to ISO's name, which is mostly
        // the local one: in a language of the country, that is the name.
        let country = catalog.firstCountry(withCode: subdivision.country, in: .cca2)
        let spoken = country?.languages.contains { $0.code == locale.translationKey } ?? false
        return spoken ? subdivision.isoName : subdivision.name
    }

    func place(_ subdivision: WorldSubdivision, in catalog: CountryCatalog, locale: NameLocale) throws -> PlaceInCountry? {
        guard let country = catalog.firstCountry(withCode: subdivision.country, in: .cca2) else { return nil }
        return PlaceInCountry(
            code: subdivision.code, name: try name(of: subdivision, in: catalog, locale: locale), type: subdivision.type,
            countryName: catalog.name(of: country, in: locale).common, cca3: country.cca3
        )
    }
}
