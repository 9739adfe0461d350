/// What a list shows: the countries a query selects, or one country's
/// neighbours.
package enum Listing: Sendable, Equatable {
    case query(ListQuery)
    /// By the country's cca3.
    case neighbours(of: String)
}
