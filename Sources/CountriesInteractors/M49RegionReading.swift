import CountriesData
import CountriesModel

/// `--region` values that name no data region (`419`, `Sub-Saharan
/// Africa`) read as UN M49 regions from the built-in data, wherever a list
/// filter is given (`list`, `--route`, `map`'s highlight, browse's
/// `region`). It writes nothing: the interactor that asks writes the query
/// it returns, or the notice of a region that is none. A query without
/// such a value reads nothing.
package struct M49RegionReading: Sendable {
    let worldData: any WorldDataRepository

    /// What reading a query's regions gave.
    enum Reading: Equatable {
        /// The query, its M49 regions read (the query itself when it has none).
        case read(ListQuery)
        /// A value that names no region.
        case unknownRegion(String)
    }

    func read(_ query: ListQuery) throws -> Reading {
        guard query.filters.contains(where: { if case .m49Region(_, nil) = $0 { true } else { false } }) else { return .read(query) }
        var query = query
        for (index, filter) in query.filters.enumerated() {
            guard case let .m49Region(text, nil) = filter else { continue }
            guard let region = try worldData.region(text) else { return .unknownRegion(text) }
            query.filters[index] = .m49Region(text, resolved: M49Region(code: region.code, name: region.name, members: Set(region.members)))
        }
        return .read(query)
    }
}
