/// `countries distance <a> <b>`: the great-circle distance between two
/// places, each as the one lookup answers its name: a city at its
/// coordinates, a country at its capital (`capitalInfo.latlng`), else at
/// the point the data gives the country itself (`latlng`). A value the
/// interactor decides and the screen holds (`CommandLineScreen.distance`).
package struct PlaceDistance: Sendable, Equatable {
    /// The two places, in the order asked.
    package var from: End
    package var to: End

    package init(from: End, to: End) {
        self.from = from
        self.to = to
    }

    /// On a sphere of the Earth's mean radius (`GeoPoint.kilometres(to:)`).
    package var kilometres: Double { from.point.kilometres(to: to.point) }

    /// The international mile, 1,609.344 m.
    package var miles: Double { kilometres / 1.609344 }

    /// One place: what was typed, the country it is in, where it was
    /// measured from, and why there.
    package struct End: Sendable, Equatable {
        /// As typed.
        package var text: String
        /// The country's cca3: the country named, or the city's.
        package var cca3: String
        /// The city's name and GeoNames id (its link, `/cities/<id>`); nil for a country.
        package var city: String?
        package var geonameid: Int?
        package var point: GeoPoint
        package var measuredAt: MeasuredAt

        package init(text: String, cca3: String, city: String? = nil, geonameid: Int? = nil, point: GeoPoint, measuredAt: MeasuredAt) {
            self.text = text
            self.cca3 = cca3
            self.city = city
            self.geonameid = geonameid
            self.point = point
            self.measuredAt = measuredAt
        }
    }

    /// Which point of a place the distance is measured from.
    package enum MeasuredAt: String, Sendable, Equatable {
        case city, capital, centre

        /// The point of `country` the data gives: its capital's, else its own; nil where it gives neither.
        package static func point(of country: Country) -> (point: GeoPoint, at: MeasuredAt)? {
            if let capital = country.capitalLocation { return (capital, .capital) }
            return country.location.map { ($0, .centre) }
        }
    }
}
