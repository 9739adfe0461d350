/// Which screen is showing, and the way back.
public struct Routing: Sendable, Equatable {
    public var screen: Screen
    /// Earlier screens, most recent last: `back` returns to the last.
    public var backStack: [Screen]
    /// The first row shown of a list longer than a page, counted from 0.
    public var firstRow: Int
    /// One line about the last command (a failed refresh, no match, help),
    /// shown under the screen until the next command.
    public var notice: String?

    public init(screen: Screen = .list(ListQuery()), backStack: [Screen] = [], firstRow: Int = 0, notice: String? = nil) {
        self.screen = screen
        self.backStack = backStack
        self.firstRow = firstRow
        self.notice = notice
    }
}

public enum Screen: Sendable, Equatable {
    case list(ListQuery)
    /// One country's details, by cca3.
    case details(cca3: String)
    /// The countries that border one, by its cca3.
    case neighbors(cca3: String)
    /// The version and which data is in use (`--version`).
    case about
}

/// What the list shows: a filter, an order and a length.
public struct ListQuery: Sendable, Equatable {
    public var search: String?
    public var region: Region?
    public var sort: SortOrder
    public var limit: Int?

    public init(search: String? = nil, region: Region? = nil, sort: SortOrder = .name, limit: Int? = nil) {
        self.search = search
        self.region = region
        self.sort = sort
        self.limit = limit
    }

    public enum SortOrder: String, Sendable, CaseIterable {
        /// By name in the chosen locale.
        case name
        /// Largest first.
        case population
        /// Largest first.
        case area
    }
}

/// REST Countries' regions, spelled as the data spells them.
public enum Region: String, Sendable, CaseIterable {
    case africa = "Africa"
    case americas = "Americas"
    case antarctic = "Antarctic"
    case asia = "Asia"
    case europe = "Europe"
    case oceania = "Oceania"

    /// Any case: `europe`, `EUROPE`.
    public init?(name: String) {
        guard let region = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else { return nil }
        self = region
    }
}
