import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// `list --member` and `show` answer from the built-in lists where the data
/// has no memberships; refreshed data's own win, and a difference is said.
@MainActor
@Suite struct BuiltInMembershipsTests {
    private static let eu = WorldMembershipList(
        key: "eu", name: "European Union", source: "https://europa.eu", asOf: "2026-01-01", note: nil,
        members: [.init(cca2: "DE", cca3: "DEU", role: .member), .init(cca2: "FR", cca3: "FRA", role: .member)],
        nonCountryMembers: []
    )
    private static let efta = WorldMembershipList(
        key: "efta", name: "European Free Trade Association", source: "https://efta.int", asOf: "2026-01-01", note: nil,
        members: [.init(cca2: "NO", cca3: "NOR", role: .member)], nonCountryMembers: []
    )

    private func run(_ records: [CountryRecord], _ intent: @MainActor (any ScreensInteractor) async -> Void) async -> (AppState, MockedWorldDataRepository) {
        let catalog = CountryCatalog(records: records)
        let state = AppState()
        let world = MockedWorldDataRepository(lists: [Self.eu, Self.efta])
        let container = TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(catalog)), world: world)
        await intent(container.interactors.screens)
        return (state, world)
    }

    /// The rows of the list on show.
    private func listed(_ state: AppState) -> [String] {
        state.userData.countries.value?.list?.rows.map(\.country.cca3) ?? []
    }

    private let snapshotLike: [CountryRecord] = [.fixture("DEU", common: "Germany"), .fixture("FRA", common: "France"), .fixture("NOR", common: "Norway")]

    @Test func member_overDataWithoutMemberships_isAnsweredByTheBuiltInList() async {
        let query = ListQuery(filters: [.member("eu")])
        let (state, _) = await run(snapshotLike) { await $0.showList(query, refresh: false) }
        #expect(listed(state) == ["FRA", "DEU"])
        #expect(state.routing.notice == nil)
    }

    @Test func aListWithoutMember_readsNoMembershipData() async {
        let (_, world) = await run(snapshotLike) { await $0.showList(ListQuery(), refresh: false) }
        #expect(world.actions.isEmpty)
    }

    @Test func refreshedMemberships_win_andADifferenceIsSaid() async {
        let v5: [CountryRecord] = [
            .fixture("DEU", common: "Germany", memberships: ["eu"]), .fixture("FRA", common: "France", memberships: []),
            .fixture("NOR", common: "Norway", memberships: ["eu"]),
        ]
        let query = ListQuery(filters: [.member("eu")])
        let (state, _) = await run(v5) { await $0.showList(query, refresh: false) }
        #expect(listed(state) == ["DEU", "NOR"])
        #expect(state.routing.notice == .membershipsDiffer(MembershipDifference(subject: "EU", asOf: "2026-01-01", onlyInData: ["NOR"], onlyBuiltIn: ["FRA"])))
    }

    @Test func refreshedData_gainsOnlyTheListsV5HasNot() async {
        let v5: [CountryRecord] = [.fixture("NOR", common: "Norway", memberships: ["nato"])]
        let query = ListQuery(filters: [.member("efta")])
        let (state, _) = await run(v5) { await $0.showList(query, refresh: false) }
        // A row holds what the list shows: the memberships are the details'.
        #expect(listed(state) == ["NOR"])
        #expect(state.routing.notice == nil)
        let (details, _) = await run(v5) { await $0.showCountry("nor", refresh: false) }
        #expect(details.userData.countries.value?.country(cca3: "NOR")?.memberships == ["nato", "efta"])
    }

    @Test func show_givesTheCountryItsBuiltInMemberships() async {
        let (state, world) = await run(snapshotLike) { await $0.showCountry("france", refresh: false) }
        #expect(state.userData.countries.value?.country(cca3: "FRA")?.memberships == ["eu"])
        #expect(world.actions == [.membershipKeys(ofCountry: "FR")])
    }

    @Test func membershipKeys_ofTheEmbeddedData_areFullMembershipsOnly() throws {
        let memberships = try WorldMemberships(bytes: WorldDataFixtures.membershipsBytes)
        #expect(try memberships.memberKeys(of: "fr") == ["eu", "eurozone", "g20", "g7", "nato", "oecd", "schengen", "un", "eea"].sorted())
        // The Holy See observes the UN; Venezuela's Mercosur membership is suspended.
        #expect(try !memberships.memberKeys(of: "VA").contains("un"))
        #expect(try !memberships.memberKeys(of: "VE").contains("mercosur"))
    }
}
