import CountriesData
import CountriesModel

/// What a text typed where a place is asked for means: the one lookup
/// `show`, `compare`, `map`, `subdivisions`, `time`, `--route` and browse's
/// typed line call (`resolve` reads the resolver it asks, line by line), as
/// a `PlaceAnswer` each turns into its screen or its refusal. A pure
/// function of the text, the data and the world data; it writes nothing.
///
/// In order: a subdivision's code (`US-CA`) or one ISO withdrew (`NO-30`),
/// read from nothing but its shape first; then the resolver's answer
/// (docs/SEARCH.md), whose subdivision, if it found one, is one of the
/// United Kingdom's four (the United Kingdom, with a note) or no country;
/// then, for a name no country has, a subdivision's name ISO withdrew.
package struct PlaceLookup: Sendable {
    let worldData: any WorldDataRepository

    package init(worldData: any WorldDataRepository) {
        self.worldData = worldData
    }

    private var subdivisions: SubdivisionReading { SubdivisionReading(worldData: worldData) }

    /// The answer; a world data that cannot be read throws its own error.
    func answer(_ text: String, in catalog: CountryCatalog, locale: NameLocale, resolver: CountryResolver) throws -> PlaceAnswer {
        if let subdivision = subdivisions.subdivision(code: text), let place = try subdivisions.place(subdivision, in: catalog, locale: locale) {
            return .subdivisionCode(subdivision.code, place)
        }
        if let withdrawn = subdivisions.withdrawn(code: text, in: catalog, locale: locale) { return .withdrawnSubdivision(withdrawn) }
        let resolution = resolver.resolve(text)
        if let place = resolution.place {
            let places = try subdivisions.places(named: resolution.country == nil ? text : place.name, in: catalog, locale: locale)
            if places.count == 1, let part = places.first, SubdivisionReading.partsOfTheUnitedKingdom.contains(part.code),
               let country = catalog.country(cca3: part.cca3) {
                return .partOfCountry(country, part: part)
            }
            if !places.isEmpty { return .subdivision(places, resolution) }
        }
        if case .unknown = resolution.outcome, !resolution.namesTheirCapital,
           let withdrawn = subdivisions.withdrawn(text, in: catalog, locale: locale) {
            return .withdrawnSubdivision(withdrawn)
        }
        return PlaceAnswer(resolution)
    }

    /// What `resolve` answers of a line: the resolver's resolution, a
    /// subdivision's code (`US-CA`) said as the subdivision it is, as every
    /// other entry point says it. Only the text's shape is read for that:
    /// a line of a long `resolve` pays nothing more.
    func resolution(_ text: String, resolver: CountryResolver) -> NameResolution {
        guard let subdivision = subdivisions.subdivision(code: text),
              let country = resolver.catalog.firstCountry(withCode: subdivision.country, in: .cca2) else { return resolver.resolve(text) }
        return NameResolution(outcome: .unknown, place: PlaceName(code: subdivision.code, name: subdivision.name, cca2: subdivision.country), suggestions: [country])
    }

    /// The one country the text means, or the refusal every command that
    /// takes a country gives (`PlaceAnswer.country(for:in:locale:)`).
    func country(_ text: String, in catalog: CountryCatalog, locale: NameLocale, resolver: CountryResolver) throws -> Country {
        try answer(text, in: catalog, locale: locale, resolver: resolver).country(for: text, in: catalog, locale: locale)
    }
}
