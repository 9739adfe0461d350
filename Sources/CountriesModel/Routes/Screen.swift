/// What is on screen. Deep links (`Route`) lead to every case but `help`'s
/// and some of the command line's. A screen browse can show is a case of
/// its own; one only the command line shows is a `CommandLineScreen`, so
/// browse, which never shows one, has one arm for them all, and a new one
/// is the command line's to handle alone: the compiler says so.
package enum Screen: Sendable, Equatable {
    case list(ListQuery)
    /// One country's details, by cca3.
    case details(cca3: String)
    /// The countries that border one, by its cca3.
    case neighbors(cca3: String)
    /// One subdivision (`show US-CA`), by its code.
    case subdivision(code: String)
    /// `browse`'s commands and keys: a screen of its own, left with `back`.
    case help
    /// One country's clocks (`userData.times`): `time` typed on its details
    /// in browse, or its link (`/countries/FRA/time`).
    case localTime(cca3: String)
    /// One city (`userData.cities`), by its GeoNames id: its link (`/cities/2988507`).
    case city(geonameid: Int)
    /// What is at a point (`at 48.8566,2.3522`, `/at/48.8566,2.3522`): `userData.points`.
    case place(GeoPoint)
    /// A screen only the command line shows.
    case commandLine(CommandLineScreen)
}

/// A screen only the command line shows: no link, no typed line leads
/// browse to one.
package enum CommandLineScreen: Sendable, Equatable {
    /// Countries side by side, by cca3, in the order asked (`compare`).
    case comparison(cca3s: [String])
    /// The version and which data is in use (`--version`).
    case about
    /// A country's ISO 3166-2 subdivisions (`subdivisions us`), by cca3.
    case subdivisions(cca3: String)
    /// The built-in membership lists, each with its source and date.
    case membershipLists
    /// `countries map`.
    case map(MapScreen)
    /// `countries time`: the clocks of `userData.times`.
    case time
    /// `countries city <name>...`: the cities of `userData.cities`.
    case cities
    /// `countries distance <a> <b>`: the two places and how far apart.
    case distance(PlaceDistance)
}

extension Screen {
    // The command line's screens, written as the screens they are
    // (`routing.screen = .about`, `screen == .membershipLists`).
    package static func comparison(cca3s: [String]) -> Screen { .commandLine(.comparison(cca3s: cca3s)) }
    package static let about = Screen.commandLine(.about)
    package static func subdivisions(cca3: String) -> Screen { .commandLine(.subdivisions(cca3: cca3)) }
    package static let membershipLists = Screen.commandLine(.membershipLists)
    package static func map(_ screen: MapScreen) -> Screen { .commandLine(.map(screen)) }
    package static let time = Screen.commandLine(.time)
    package static let cities = Screen.commandLine(.cities)

    /// The list this screen shows; nil for a screen that is not a list.
    package var listing: Listing? {
        switch self {
        case let .list(query): .query(query)
        case let .neighbors(cca3): .neighbours(of: cca3)
        case .details, .help, .subdivision, .localTime, .city, .place, .commandLine: nil
        }
    }

    /// A screen of clocks (`userData.times`): `countries time`'s, or one country's.
    package var showsClocks: Bool {
        switch self {
        case .localTime, .commandLine(.time): true
        default: false
        }
    }
}
