/// `show` was given a code or name that picks out no single country.
package enum LookupError: Error, Equatable, CustomStringConvertible {
    /// `suggestions`: the names it may have meant, `Name (CCA3)` each, with
    /// why where it is not the name (a capital).
    case notFound(String, suggestions: [String] = [])
    case ambiguous(String, candidates: [String])
    /// A subdivision's name, which is never taken for its country.
    case notACountry(String, places: [PlaceInCountry])
    /// A subdivision code ISO withdrew, or its name: what became of it
    /// (`former` on `date`, into `successors`).
    case withdrawn(String, former: PlaceInCountry, date: String, successors: [PlaceInCountry])
    /// Not found in a cache that holds too few countries to be whole (`[]`,
    /// a hand-cut file): the cache, not the name, is the likely cause.
    case notInShrunkenCache(String, path: String, countries: Int)
    /// `city`: no city of the built-in ones has the name (or none the place after it keeps).
    case noCity(String)
    /// A city, named where a country is asked for (`compare paris`): no
    /// country, but whose city it is. `place`: "Paris, Île-de-France";
    /// `country`: "France (FRA)".
    case city(String, place: String, country: String, geonameid: Int)
    /// Several cities fit, none clearly: each with where it is.
    case cities(String, candidates: [String])
    /// A country the data gives no point for, neither its capital's nor its own (`distance`).
    case noPoint(String, country: String)

    package var description: String {
        switch self {
        case let .notFound(query, suggestions) where !suggestions.isEmpty:
            "no country has the code or name \(quoted(query)); did you mean \(Self.alternatives(suggestions))?"
        case let .notFound(query, _):
            "no country has the code or name \(quoted(query))"
        case let .ambiguous(query, candidates) where candidates.count > Self.mostCandidatesListed:
            "\(quoted(query)) fits \(candidates.count) countries: \(candidates.prefix(Self.mostCandidatesListed).joined(separator: ", ")) and \(candidates.count - Self.mostCandidatesListed) more; give a code or more of the name"
        case let .notACountry(query, places):
            "\(quoted(query)) is no country: " + places.map { "\($0.name) is \($0.description)" }.joined(separator: "; ")
                + "; show " + Self.alternatives(places.flatMap { [$0.code, "\($0.cca3) (\($0.countryName))"] }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } })
        case let .withdrawn(query, former, date, successors):
            "\(quoted(query)) is no longer a subdivision: \(former.name), \(former.description), "
                + (successors.count == 1 ? "became " : "was split into ")
                + Self.alternatives(successors.map { "\($0.name) (\($0.code))" }, joinedBy: "and")
                + " on \(date); show " + Self.alternatives(successors.map(\.code))
        case let .ambiguous(query, candidates):
            "\(quoted(query)) fits \(candidates.count) countries: \(candidates.joined(separator: ", ")); give a code"
        case let .notInShrunkenCache(query, path, count):
            "no country has the code or name \(quoted(query)) in the cache \(path), which holds only \(count) "
                + "\(count == 1 ? "country" : "countries") (whole data has about 250): "
                + "delete it to use the built-in data, or run countries --refresh"
        case let .noPoint(query, country):
            "the data gives no point for \(quoted(query)) (\(country)): neither its capital's nor its own"
        case let .noCity(query):
            "no city of 15,000 people or more has the name \(quoted(query))"
        case let .city(query, place, country, _):
            "\(quoted(query)) is no country: \(place) is a city of \(country); show \(quoted(query)) shows the city"
        case let .cities(query, candidates) where candidates.count > Self.mostCandidatesListed:
            "\(quoted(query)) fits \(candidates.count) cities: \(candidates.prefix(Self.mostCandidatesListed).joined(separator: "; ")) and \(candidates.count - Self.mostCandidatesListed) more; give its country or subdivision after a comma"
        case let .cities(query, candidates):
            "\(quoted(query)) fits \(candidates.count) cities: \(candidates.joined(separator: "; ")); give its country or subdivision after a comma"
        }
    }

    /// A line of an error stays readable: `island` fits dozens.
    static let mostCandidatesListed = 10

    /// "A", "A or B", "A, B or C" (or "A, B and C").
    private static func alternatives(_ items: [String], joinedBy word: String = "or") -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " \(word) " + items[items.count - 1]
    }
}
