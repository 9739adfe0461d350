import CountriesData
import CountriesModel

/// What a text typed where a place is asked for means: the one lookup
/// `show`, `compare`, `map`, `subdivisions`, `time`, `--route`, browse's
/// typed line and `resolve` call, as a `PlaceAnswer` each turns into its
/// screen or its refusal (`resolve`: its resolution, line by line). A pure
/// function of the text, the data, the world data and the cities; it
/// writes nothing.
///
/// In order: a subdivision's code (`US-CA`) or one ISO withdrew (`NO-30`),
/// read from nothing but its shape first; then the resolver's answer
/// (docs/SEARCH.md): a country's own name comes first; then, for a name no
/// country has, a city (`CityPlace.answer`: "Paris, TX", `paris`), unless
/// the name is also a capital or a subdivision of another country than the
/// city's, which makes it ambiguous; then the subdivision the resolver
/// found, one of the United Kingdom's four (the United Kingdom, with a
/// note) or no country; then a subdivision's name ISO withdrew.
package struct PlaceLookup: Sendable {
    let worldData: any WorldDataRepository
    let cities: any CitiesRepository

    package init(worldData: any WorldDataRepository, cities: any CitiesRepository) {
        self.worldData = worldData
        self.cities = cities
    }

    init(_ source: CatalogSource) {
        self.init(worldData: source.worldData, cities: source.cities)
    }

    private var subdivisions: SubdivisionReading { SubdivisionReading(worldData: worldData) }

    /// The answer; a world data or cities that cannot be read throw their own error.
    func answer(_ text: String, in catalog: CountryCatalog, locale: NameLocale, resolver: CountryResolver) throws -> PlaceAnswer {
        if let subdivision = subdivisions.subdivision(code: text), let place = try subdivisions.place(subdivision, in: catalog, locale: locale) {
            return .subdivisionCode(subdivision.code, place)
        }
        if let withdrawn = subdivisions.withdrawn(code: text, in: catalog, locale: locale) { return .withdrawnSubdivision(withdrawn) }
        let resolution = resolver.resolve(text)
        if let city = try city(text, resolution, resolver: resolver) { return city }
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
    /// other entry point says it, and a city its country's ("city: Austin,
    /// Texas"). Only the text's shape is read for a code: a line of a long
    /// `resolve` pays nothing more. Cities that cannot be read leave the
    /// resolver's answer.
    func resolution(_ text: String, resolver: CountryResolver) -> NameResolution {
        guard let subdivision = subdivisions.subdivision(code: text),
              let country = resolver.catalog.firstCountry(withCode: subdivision.country, in: .cca2) else {
            let resolution = resolver.resolve(text)
            switch try? city(text, resolution, resolver: resolver) {
            case let .city(_, cityResolution)?, let .cities(_, cityResolution)?, let .ambiguous(_, cityResolution)?: return cityResolution
            default: return resolution
            }
        }
        return NameResolution(outcome: .unknown, place: PlaceName(code: subdivision.code, name: subdivision.name, cca2: subdivision.country), suggestions: [country])
    }

    /// The one country the text means, or the refusal every command that
    /// takes a country gives (`PlaceAnswer.country(for:in:locale:)`).
    func country(_ text: String, in catalog: CountryCatalog, locale: NameLocale, resolver: CountryResolver) throws -> Country {
        try answer(text, in: catalog, locale: locale, resolver: resolver).country(for: text, in: catalog, locale: locale)
    }

    // MARK: - Cities

    /// The city (or cities) `text` names, where `resolution` found no
    /// country, or found the one country of a city and its place ("Paris,
    /// France": the city of France, as "Lyon, France" is); nil where no
    /// city fits. A city of one country whose name is also the capital or
    /// a subdivision of another (Victoria: a state of Australia, a city of
    /// Canada), or that the resolver read as another country with a tag
    /// set aside ("Norfolk, VA"), is either: ambiguous, never one of them
    /// alone.
    private func city(_ text: String, _ resolution: NameResolution, resolver: CountryResolver) throws -> PlaceAnswer? {
        switch resolution.outcome {
        case .unknown: break
        case .found: guard resolution.repairs.contains(where: Self.readsAPlaceBeside) else { return nil }
        case .ambiguous: return nil
        }
        // What never changes the resolver's answer never changes a city's
        // either: "Norfolk, VA," and "The Norfolk, VA" are "Norfolk, VA";
        // `Bali.` is still a subdivision's name, `Africa,` a continent's.
        let text = CountryResolver.withoutVariants(text.trimmingWhitespace())
        // Two or three letters of one case are read as a code, never as a
        // city's name, which is written with its capital (`CodeShape`).
        if CodeShape.holds(text.utf8) { return nil }
        let catalog = resolver.catalog
        let read = try CityPlace.answer(
            text,
            named: { try cities.cities(named: $0) },
            // The resolver's answer alone: no suggestions are made for a place that is no country (TX).
            country: { resolver.resolve($0).country?.cca2 },
            subdivisions: { try subdivisions.codes(named: $0) }
        )
        var found: [City]
        switch read {
        case .none: return nil
        case let .city(city): found = [city]
        case let .ambiguous(several): found = several
        }
        // A region or a continent (M49) is no city, as it is no country:
        // `Africa` is no old name of Mahdia. Asked only of a name some city
        // has, and with no comma: no region's name holds one
        // (WorldRegionsTests), and the regions are read one by one, which
        // a "Location" column's "Lyon, France" would pay for at each place.
        if !text.utf8.contains(UInt8(ascii: ",")) {
            guard try worldData.region(text) == nil else { return nil }
        }
        // A country read with a tag or qualifier set aside that is also a
        // city and its place in another country ("Norfolk, VA": Norfolk
        // Island, its tag set aside; a city of Virginia) is either.
        var readAlso: [Country] = []
        if let country = resolution.country {
            let inIt = found.filter { $0.cca2 == country.cca2 }
            if inIt.isEmpty {
                readAlso = [country]
            } else {
                found = inIt
                guard found.count == 1 else { return nil }
            }
        }
        var countries: [Country] = []
        for city in found {
            guard let country = catalog.firstCountry(withCode: city.cca2, in: .cca2) else { continue }
            if !countries.contains(country) { countries.append(country) }
        }
        // A city of a country the data at hand lacks (a cache cut by hand) is none.
        found = found.filter { city in countries.contains { $0.cca2 == city.cca2 } }
        guard !countries.isEmpty else { return nil }
        var elsewhere = resolution.namesTheirCapital ? resolution.suggestions : readAlso
        for subdivision in try worldData.subdivisions(named: text.trimmingWhitespace()) {
            if let country = catalog.firstCountry(withCode: subdivision.country, in: .cca2) { elsewhere.append(country) }
        }
        let others = elsewhere.reduce(into: [Country]()) { others, country in
            if !countries.contains(country), !others.contains(country) { others.append(country) }
        }
        if !others.isEmpty {
            let all = countries + others
            return .ambiguous(all, NameResolution(outcome: .ambiguous(all), repairs: resolution.repairs, place: resolution.place))
        }
        let matches = try found.map { CityMatch(cities: [$0], place: try place(of: $0, in: catalog)) }
        if matches.count == 1 {
            return .city(matches[0], NameResolution(outcome: .found(countries[0]), reason: .city(matches[0]), repairs: resolution.repairs))
        }
        let outcome: NameResolution.Outcome
        if countries.count == 1 {
            outcome = .found(countries[0])
        } else {
            outcome = .ambiguous(countries)
        }
        let together = CityMatch(cities: found, place: "\(found[0].name) (\(found.count) cities)")
        return .cities(matches, NameResolution(outcome: outcome, reason: countries.count == 1 ? .city(together) : nil, repairs: resolution.repairs))
    }

    /// A repair that read a place beside the country (a qualifier, a tag):
    /// the text may be a city and its country.
    private static func readsAPlaceBeside(_ repair: NameRepair) -> Bool {
        switch repair {
        case .qualifier, .tag: true
        default: false
        }
    }

    /// "Austin, Texas": the city and its subdivision's English name, else its country's.
    private func place(of city: City, in catalog: CountryCatalog) throws -> String {
        if let code = city.subdivisionCode, let name = try subdivisions.name(ofCode: code, in: catalog, locale: .english) {
            return "\(city.name), \(name)"
        }
        let country = catalog.firstCountry(withCode: city.cca2, in: .cca2).map { catalog.name(of: $0, in: .english).common }
        return country.map { "\(city.name), \($0)" } ?? city.name
    }
}
