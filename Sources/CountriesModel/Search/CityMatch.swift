/// The city a name was read as, where a place was asked for and no country
/// has the name (issue 41): the city, or the cities of one country the name
/// fits equally well, and where it is in words ("Austin, Texas"), which
/// `resolve` gives as its reason ("city: Austin, Texas").
package struct CityMatch: Equatable, Sendable {
    /// One city, or several of one country, most populous first.
    package var cities: [City]
    /// "Austin, Texas": the city and its subdivision (else its country), in
    /// English; several: "Springfield (3 cities)".
    package var place: String

    package init(cities: [City], place: String) {
        self.cities = cities
        self.place = place
    }

    /// The one city; nil where several fit.
    package var city: City? { cities.count == 1 ? cities[0] : nil }

    /// The text of a field `resolve --to` takes of a city (`city`,
    /// `subdivision`, `zone`): the one city's, or the value every city
    /// that fits shares; nil where they differ.
    package func text(_ field: CityAnswerField) -> String? {
        let values = cities.map { city -> String? in
            switch field {
            case .city: city.name
            case .subdivision: city.subdivisionCode
            case .zone: city.zone
            }
        }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}

/// What `resolve --to` gives of a place beside its country's fields: the
/// city a name was read as, its subdivision (ISO 3166-2), its time zone.
/// A subdivision's name (Scotland) gives its code too.
package enum CityAnswerField: String, CaseIterable, Sendable {
    case city, subdivision, zone
}
