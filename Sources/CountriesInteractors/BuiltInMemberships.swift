import CountriesData
import CountriesModel
import CountriesStore

/// The built-in membership lists laid over the data in the store, for what
/// asks about memberships (`list --member`, `show`): data without
/// memberships (the v3.1 snapshot) takes them; refreshed v5 data keeps its
/// own, and where they differ a notice says so. Not an interactor: the
/// navigation intents that need it hold it.
@MainActor
package struct BuiltInMemberships {
    let worldData: any WorldDataRepository
    let appState: AppState

    package init(worldData: any WorldDataRepository, appState: AppState) {
        self.worldData = worldData
        self.appState = appState
    }

    /// Every country's memberships, when the query asks for members of a
    /// list the built-in data has; nothing is read for another query.
    func apply(for query: ListQuery) {
        let keys = query.filters.compactMap { filter -> String? in if case let .member(key) = filter { key } else { nil } }
        guard !keys.isEmpty, let catalog = appState.userData.countries.value else { return }
        do {
            let lists = try worldData.membershipLists().filter { list in keys.contains(Membership.key(builtIn: list.key)) }
            guard !lists.isEmpty else { return }
            var byCountry: [String: [String]] = [:]
            for list in lists {
                for member in list.members where member.role == .member {
                    byCountry[member.cca3, default: []].append(Membership.key(builtIn: list.key))
                }
            }
            if catalog.countries.contains(where: { $0.memberships != nil }) {
                for list in lists { compare(list, with: catalog) }
            }
            appState.userData.countries = .loaded(CountryCatalog(records: MembershipOverlay(base: catalog.records, memberships: byCountry), source: catalog.source))
        } catch {
            appState.userData.countries = .failed(error)
        }
    }

    /// One country's memberships, for `show`: a search in each list, not the
    /// lists read. The country as the lookup found it: read again, it would
    /// be decoded again.
    func apply(to country: Country?) {
        guard let catalog = appState.userData.countries.value, let country else { return }
        do {
            let keys = try worldData.membershipKeys(ofCountry: country.cca2).map(Membership.key(builtIn:))
            if let own = country.memberships {
                let shared = keys.filter { key in !Membership.builtInOnly.contains { $0.key == key } }
                let known = Set(Membership.names.map(\.key)).subtracting(Membership.builtInOnly.map(\.key))
                // Only lists both have: v5's arab_league has no built-in list.
                let builtInKeys = Set(try worldData.membershipLists().map { Membership.key(builtIn: $0.key) })
                let ownCompared = own.filter { known.contains($0) && builtInKeys.contains($0) }
                if Set(ownCompared) != Set(shared) {
                    appState.routing.notice = .membershipsDiffer(MembershipDifference(
                        subject: catalog.name(of: country, in: appState.system.locale).common,
                        asOf: try worldData.membershipLists().first?.asOf ?? "",
                        onlyInData: ownCompared.filter { !shared.contains($0) }.map(Membership.name),
                        onlyBuiltIn: shared.filter { !ownCompared.contains($0) }.map(Membership.name)
                    ))
                }
            }
            guard !keys.isEmpty else { return }
            appState.userData.countries = .loaded(CountryCatalog(records: MembershipOverlay(base: catalog.records, cca3: country.cca3, keys: keys), source: catalog.source))
        } catch {
            appState.userData.countries = .failed(error)
        }
    }

    /// A list whose members in the refreshed data are not the built-in ones.
    private func compare(_ list: WorldMembershipList, with catalog: CountryCatalog) {
        let key = Membership.key(builtIn: list.key)
        guard !Membership.builtInOnly.contains(where: { $0.key == key }) else { return }
        let inData = Set(catalog.countries.filter { $0.memberships?.contains(key) == true }.map(\.cca3))
        let builtIn = Set(list.members.filter { $0.role == .member }.map(\.cca3))
        guard inData != builtIn else { return }
        appState.routing.notice = .membershipsDiffer(MembershipDifference(
            subject: Membership.name(key), asOf: list.asOf,
            onlyInData: inData.subtracting(builtIn).sorted(), onlyBuiltIn: builtIn.subtracting(inData).sorted()
        ))
    }
}
