import CountriesData
import CountriesModel
import CountriesStore

/// The built-in membership lists as values: laid over the data (data
/// without memberships, the v3.1 snapshot, takes them; refreshed v5 data
/// keeps its own and gains only the lists v5 has not), and the differences
/// between refreshed data and the lists, for a notice. It writes nothing:
/// the interactor that asks writes what it returns.
package struct BuiltInMemberships: Sendable {
    let worldData: any WorldDataRepository

    /// Every country's memberships of every built-in list (full members
    /// only), over the stored records: the same data for every screen, so a
    /// list narrowed to one organisation never hides the others.
    func laid(over catalog: CountryCatalog) throws -> CountryCatalog {
        let lists = try worldData.membershipLists()
        guard !lists.isEmpty else { return catalog }
        var byCountry: [String: [String]] = [:]
        for list in lists {
            for member in list.members where member.role == .member {
                byCountry[member.cca3, default: []].append(Membership.key(builtIn: list.key))
            }
        }
        return CountryCatalog(records: MembershipOverlay(base: catalog.records, memberships: byCountry), source: catalog.source)
    }

    /// Where refreshed data's own members of a list the query asks about
    /// are not the built-in list's: the first such list. Nil for data
    /// without memberships of its own, which shows the built-in lists.
    func difference(for query: ListQuery, in catalog: CountryCatalog) throws -> MembershipDifference? {
        let keys = query.filters.compactMap { filter -> String? in if case let .member(key) = filter { key } else { nil } }
        let stored = catalog.stored.countries
        guard !keys.isEmpty, stored.contains(where: { $0.memberships != nil }) else { return nil }
        for list in try worldData.membershipLists() {
            let key = Membership.key(builtIn: list.key)
            guard keys.contains(key), !Membership.builtInOnly.contains(where: { $0.key == key }) else { continue }
            let inData = Set(stored.filter { $0.memberships?.contains(key) == true }.map(\.cca3))
            let builtIn = Set(list.members.filter { $0.role == .member }.map(\.cca3))
            guard inData != builtIn else { continue }
            return MembershipDifference(
                subject: Membership.name(key), asOf: list.asOf,
                onlyInData: inData.subtracting(builtIn).sorted(), onlyBuiltIn: builtIn.subtracting(inData).sorted()
            )
        }
        return nil
    }

    /// Where one country's own memberships (refreshed v5 data) are not the
    /// built-in lists' of the organisations both know; nil where they agree,
    /// or the data has none of its own.
    func difference(of cca3: String, in catalog: CountryCatalog, locale: NameLocale) throws -> MembershipDifference? {
        guard let country = catalog.stored.country(cca3: cca3), let own = country.memberships else { return nil }
        let lists = try worldData.membershipLists()
        let keys = try worldData.membershipKeys(ofCountry: country.cca2).map(Membership.key(builtIn:))
        let shared = keys.filter { key in !Membership.builtInOnly.contains { $0.key == key } }
        let known = Set(Membership.names.map(\.key)).subtracting(Membership.builtInOnly.map(\.key))
        // Only lists both have: v5's arab_league has no built-in list.
        let builtInKeys = Set(lists.map { Membership.key(builtIn: $0.key) })
        let ownCompared = own.filter { known.contains($0) && builtInKeys.contains($0) }
        guard Set(ownCompared) != Set(shared) else { return nil }
        return MembershipDifference(
            subject: catalog.name(of: country, in: locale).common, asOf: lists.first?.asOf ?? "",
            onlyInData: ownCompared.filter { !shared.contains($0) }.map(Membership.name),
            onlyBuiltIn: shared.filter { !ownCompared.contains($0) }.map(Membership.name)
        )
    }
}
