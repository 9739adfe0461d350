import CountriesData
import CountriesModel
import CountriesStore

/// List filters read as `list` reads them, wherever a filter is given
/// (`map`'s highlight, browse's `region`/`member` words): a UN M49 region
/// (`419`) resolved to its countries, and the built-in membership lists laid
/// over the data the filter asks about. Without the world data, the data's
/// own regions and memberships only.
@MainActor
struct ListFilterReading {
    private let regions: M49RegionReading?
    private let memberships: BuiltInMemberships?

    init(worldData: (any WorldDataRepository)?, appState: AppState) {
        regions = worldData.map { M49RegionReading(worldData: $0, appState: appState) }
        memberships = worldData.map { BuiltInMemberships(worldData: $0, appState: appState) }
    }

    /// The filters ready to apply; nil when a region is none (its notice is
    /// in the store).
    func read(_ filters: ListQuery) -> ListQuery? {
        var filters = filters
        if let regions {
            guard let resolved = regions.resolved(filters) else { return nil }
            filters = resolved
        }
        memberships?.apply(for: filters)
        return filters
    }
}
