/// What the list shows: a filter, an order and a length.
public struct ListQuery: Sendable, Equatable {
    public var search: String?
    public var region: Region?
    /// Every one must admit a country (`--capital`, `--landlocked`, ...).
    public var filters: [CountryFilter]
    /// nil: best match first when searching, else by name.
    public var sort: SortOrder?
    public var limit: Int?
    /// `--reverse`: the order turned round, before `limit` cuts it.
    public var reverse: Bool

    public init(
        search: String? = nil, region: Region? = nil, filters: [CountryFilter] = [], sort: SortOrder? = nil, limit: Int? = nil,
        reverse: Bool = false
    ) {
        self.search = search
        self.region = region
        self.filters = filters
        self.sort = sort
        self.limit = limit
        self.reverse = reverse
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
