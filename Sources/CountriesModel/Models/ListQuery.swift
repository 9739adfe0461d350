/// What the list shows: a filter, an order and a length.
package struct ListQuery: Sendable, Equatable {
    package var search: String?
    package var region: Region?
    /// Every one must admit a country (`--capital`, `--landlocked`, ...).
    package var filters: [CountryFilter]
    /// nil: best match first when searching, else by name.
    package var sort: SortOrder?
    package var limit: Int?
    /// `--reverse`: the order turned round, before `limit` cuts it.
    package var reverse: Bool

    package init(
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

    package enum SortOrder: String, Sendable, CaseIterable {
        /// By name in the chosen locale.
        case name
        /// Largest first.
        case population
        /// Largest first.
        case area
    }
}
