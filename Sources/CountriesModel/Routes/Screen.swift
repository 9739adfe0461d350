/// What is on screen. Deep links (`Route`) lead to every case but `about`.
package enum Screen: Sendable, Equatable {
    case list(ListQuery)
    /// One country's details, by cca3.
    case details(cca3: String)
    /// The countries that border one, by its cca3.
    case neighbors(cca3: String)
    /// Countries side by side, by cca3, in the order asked (`compare`).
    case comparison(cca3s: [String])
    /// The version and which data is in use (`--version`).
    case about
    /// A country's ISO 3166-2 subdivisions (`subdivisions us`), by cca3.
    case subdivisions(cca3: String)
    /// One subdivision (`show US-CA`), by its code.
    case subdivision(code: String)
    /// The built-in membership lists, each with its source and date.
    case membershipLists
    /// `browse`'s commands and keys: a screen of its own, left with `back`.
    case help
    /// `countries map`.
    case map(MapScreen)
    /// `countries time`: the clocks of `userData.times`.
    case time
    /// One country's clocks (`userData.times`): `time` typed on its details
    /// in browse, or its link (`/countries/FRA/time`).
    case localTime(cca3: String)
    /// `countries city <name>...`: the cities of `userData.cities`.
    case cities
    /// One city (`userData.cities`), by its GeoNames id: its link (`/cities/2988507`).
    case city(geonameid: Int)
    /// What is at a point (`at 48.8566,2.3522`, `/at/48.8566,2.3522`): `userData.points`.
    case place(GeoPoint)
}

extension Screen {
    /// The list this screen shows; nil for a screen that is not a list.
    package var listing: Listing? {
        switch self {
        case let .list(query): .query(query)
        case let .neighbors(cca3): .neighbours(of: cca3)
        case .details, .comparison, .about, .help, .map, .subdivisions, .subdivision, .membershipLists, .time, .localTime, .cities, .city, .place: nil
        }
    }

    /// A screen of clocks (`userData.times`): `countries time`'s, or one country's.
    package var showsClocks: Bool {
        switch self {
        case .time, .localTime: true
        default: false
        }
    }
}
