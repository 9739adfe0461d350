/// What a text typed where a place is asked for means: the one answer of the
/// one lookup (`PlaceLookup`) that `show`, `compare`, `map`, `subdivisions`,
/// `time`, `--route` and browse's typed line all ask, each turning it into
/// its screen or its refusal (`country(for:in:locale:)`, the table they
/// share), so none says of a name what another does not (issue 40).
/// `resolve` reads the same resolution (`NameResolution`), line by line.
package enum PlaceAnswer: Equatable, Sendable {
    /// One country, and how the name matched (a code, a name, a former
    /// name with one successor, a translation...).
    case country(Country, NameResolution)
    /// One of the United Kingdom's four countries: the United Kingdom,
    /// said with a note naming the part (CLI.md's one exception).
    case partOfCountry(Country, part: PlaceInCountry)
    /// A subdivision's ISO 3166-2 code (`US-CA`), and the subdivision.
    case subdivisionCode(String, PlaceInCountry)
    /// A subdivision's name (`Bavaria`): no country, but whose it is.
    case subdivision([PlaceInCountry], NameResolution)
    /// A subdivision ISO withdrew, by its code or name: what became of it.
    case withdrawnSubdivision(LookupError)
    /// A capital (`London`): no country, but whose capital it is.
    case capital(of: [Country], NameResolution)
    /// A former state now several countries (`USSR`): its successors.
    case formerState(successors: [Country], NameResolution)
    /// A city (issue 41): no country has the name, and one city does
    /// (`Paris`, "Paris, TX", "Lyon, France"); its resolution is its
    /// country's, by `MatchReason.city` ("city: Austin, Texas").
    case city(CityMatch, NameResolution)
    /// Several cities fit, none clearly (two of the name in one
    /// subdivision; a bare name shared by cities of like size), each with
    /// where it is: their one country's resolution, or an ambiguous one.
    case cities([CityMatch], NameResolution)
    /// Several countries fit equally well (`Korea`).
    case ambiguous([Country], NameResolution)
    /// No country: the names it may have meant are the refusal's.
    case unknown(NameResolution)

    /// The answer the resolver's resolution is, where no subdivision,
    /// withdrawn code, part of the United Kingdom or city was found first.
    package init(_ resolution: NameResolution) {
        switch resolution.outcome {
        case let .found(country): self = .country(country, resolution)
        case let .ambiguous(countries):
            if case .formerName? = resolution.reason { self = .formerState(successors: countries, resolution) } else { self = .ambiguous(countries, resolution) }
        case .unknown:
            self = resolution.namesTheirCapital ? .capital(of: resolution.suggestions, resolution) : .unknown(resolution)
        }
    }

    /// The one country, for a command that takes countries: a part of the
    /// United Kingdom is the United Kingdom.
    package var country: Country? {
        switch self {
        case let .country(country, _), let .partOfCountry(country, _): country
        default: nil
        }
    }

    /// The table every command that takes a country reads the answer by:
    /// the country, or the refusal that says why there is none, the same
    /// whichever command asked (`compare bavaria` says of Bavaria what
    /// `show bavaria` says).
    package func country(for query: String, in catalog: CountryCatalog, locale: NameLocale) throws -> Country {
        switch self {
        case let .country(country, _), let .partOfCountry(country, _):
            return country
        case let .subdivisionCode(_, place):
            throw LookupError.notACountry(query, places: [place])
        case let .subdivision(places, _):
            throw LookupError.notACountry(query, places: places)
        case let .withdrawnSubdivision(error):
            throw error
        case let .city(match, resolution):
            guard let city = match.city, let country = resolution.country else { throw LookupError.notFound(query) }
            throw LookupError.city(query, place: match.place, country: "\(catalog.name(of: country, in: locale).common) (\(country.cca3))", geonameid: city.geonameid)
        case let .cities(matches, _):
            throw LookupError.cities(query, candidates: matches.map { match in
                let cca3 = match.cities.first.flatMap { catalog.firstCountry(withCode: $0.cca2, in: .cca2)?.cca3 }
                return cca3.map { "\(match.place) (\($0))" } ?? match.place
            })
        case let .capital(_, resolution), let .formerState(_, resolution), let .ambiguous(_, resolution), let .unknown(resolution):
            return try CountryLookup.country(query, resolvedAs: resolution, in: catalog, locale: locale)
        }
    }
}
