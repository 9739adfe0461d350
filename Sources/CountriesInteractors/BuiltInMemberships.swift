import CountriesData
import CountriesModel
import CountriesStore

/// The built-in membership lists as values: laid over the data for the
/// screen that shows or filters by them (data without memberships, the
/// v3.1 snapshot, takes them; refreshed v5 data keeps its own and gains
/// only the lists v5 has not), and the differences between refreshed data
/// and the lists, for a notice. It writes nothing: the interactor that asks
/// writes what it returns.
package struct BuiltInMemberships: Sendable {
    let worldData: any WorldDataRepository

    /// Which countries' memberships a screen needs: every country's for a
    /// list narrowed to an organisation's members (or printing the field),
    /// those a country's details or a comparison shows, or none: a list
    /// that asks nothing of them reads nothing.
    enum Scope: Equatable {
        case every
        case countries([String])
    }

    static func scope(of screen: Screen, system: SystemState) -> Scope? {
        let printsThem = system.fields?.contains { $0.components.first == "memberships" } ?? false
        switch screen {
        case let .details(cca3): return .countries([cca3])
        case let .commandLine(.comparison(cca3s)): return .countries(cca3s)
        case let .commandLine(.map(map)) where printsThem: return map.focus.map { .countries([$0]) }
        case let .list(query): return printsThem || query.filters.contains(where: \.isMember) ? .every : nil
        case .neighbors: return printsThem ? .every : nil
        case .help, .subdivision, .localTime, .city, .place, .commandLine: return nil
        }
    }

    /// `catalog` with the built-in lists' memberships of `scope` laid over
    /// it, full members only, from every list: a list narrowed to one
    /// organisation never hides the others. Nil when it has them already.
    /// A screen's countries are looked up in each list without reading the
    /// lists (`show` pays next to nothing); every country's, from the lists read.
    func laid(over catalog: CountryCatalog, for scope: Scope) throws -> CountryCatalog? {
        let laid = catalog.builtInMemberships
        if laid?.isComplete == true { return nil }
        let base = laid?.base ?? catalog.records
        switch scope {
        case .every:
            let lists = try worldData.membershipLists()
            guard !lists.isEmpty else { return nil }
            var byCountry: [String: [String]] = [:]
            for list in lists {
                for member in list.members where member.role == .member {
                    byCountry[member.cca3, default: []].append(Membership.key(builtIn: list.key))
                }
            }
            return CountryCatalog(records: MembershipOverlay(base: base, memberships: byCountry, isComplete: true), source: catalog.source)
        case let .countries(cca3s):
            var byCountry = laid?.memberships ?? [:]
            let wanted = cca3s.filter { byCountry[$0] == nil }
            guard !wanted.isEmpty else { return nil }
            var found = false
            for cca3 in wanted {
                guard let country = base.country(cca3: cca3) else { continue }
                let keys = try worldData.membershipKeys(ofCountry: country.cca2).map(Membership.key(builtIn:))
                // A member of no list keeps what it had: the lists name no country twice over.
                guard !keys.isEmpty else { continue }
                byCountry[country.cca3] = keys
                found = true
            }
            guard found else { return nil }
            return CountryCatalog(records: MembershipOverlay(base: base, memberships: byCountry, isComplete: false), source: catalog.source)
        }
    }

    /// Where refreshed data's own members of a list the query asks about
    /// are not the built-in list's: the first such list. Nil for data
    /// without memberships of its own, which shows the built-in lists.
    func difference(for query: ListQuery, in catalog: CountryCatalog) throws -> MembershipDifference? {
        let keys = query.filters.compactMap { filter -> String? in if case let .member(key) = filter { key } else { nil } }
        // A query of no list reads no country: `list` would make every one.
        guard !keys.isEmpty else { return nil }
        let stored = catalog.withoutBuiltInMemberships.countries
        guard stored.contains(where: { $0.memberships != nil }) else { return nil }
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
        guard let country = catalog.withoutBuiltInMemberships.country(cca3: cca3), let own = country.memberships else { return nil }
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
