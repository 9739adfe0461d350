import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Testing

/// `memberships`, as TCA's `TestStore` checks a reducer: each change of the
/// whole store stated in order, from an empty store and from one whose
/// every field holds something, and any change not stated fails.
@MainActor
@Suite struct MembershipsInteractorTests {
    static let g7 = WorldMembershipList(
        key: "g7", name: "Group of Seven", source: "https://www.g7germany.de", asOf: "2026-01-01", note: nil,
        members: [WorldMembershipList.Member(cca2: "DE", cca3: "DEU", role: .member), WorldMembershipList.Member(cca2: "FR", cca3: "FRA", role: .member)],
        nonCountryMembers: []
    )

    private func memberships(_ state: AppState, _ world: MockedWorldDataRepository) -> any MembershipsInteractor {
        TestContainer.real(state, files: MockedCountriesFileRepository(result: .success(.snapshot)), world: world).interactors.memberships
    }

    @Test func showMembershipLists_opensTheLists_andReadsThemOnce() {
        let state = AppState()
        let world = MockedWorldDataRepository(lists: [FullStore.eu, Self.g7])
        let store = StoreRecorder(state)
        memberships(state, world).showMembershipLists()
        #expect(store.mismatch(
            { $0.routing.screen = .membershipLists },
            { $0.userData.membershipLists = .isLoading(last: nil) },
            { $0.userData.membershipLists = .loaded([FullStore.eu, Self.g7]) }
        ) == nil)
        #expect(world.actions == [.membershipLists], "no data, no names: the lists alone")
    }

    /// Found by a new user: `memberships` printed `asean` before
    /// `african_union`, in the order of the data's own key (`au`). The lists
    /// come in the order of the keys shown, numbers as numbers.
    @Test func theLists_comeInTheOrderOfTheKeysShown() throws {
        let state = AppState()
        memberships(state, MockedWorldDataRepository(lists: try RealWorldDataRepository().membershipLists())).showMembershipLists()
        let keys = try #require(state.userData.membershipLists.value).map { Membership.key(builtIn: $0.key) }
        #expect(keys == [
            "african_union", "asean", "brics", "commonwealth", "eea", "efta", "eu", "eurozone", "g7", "g20", "mercosur", "nato", "oecd", "opec", "schengen", "un",
        ])
    }

    @Test func damagedWorldData_isAFailureInTheStore() {
        let state = AppState()
        let store = StoreRecorder(state)
        memberships(state, MockedWorldDataRepository(damage: WorldDataError.damaged("memberships"))).showMembershipLists()
        #expect(store.mismatch(
            { $0.routing.screen = .membershipLists },
            { $0.userData.membershipLists = .isLoading(last: nil) },
            { $0.userData.membershipLists = .failed(WorldDataError.damaged("memberships")) }
        ) == nil)
    }

    /// The routing starts anew (nothing to go back to, no notice from
    /// before), the screen and the lists change; the data and everything
    /// else stay as they were.
    @Test func fromAFullStore_changesTheScreenAndTheListsAlone() {
        let state = FullStore.state()
        let store = StoreRecorder(state)
        memberships(state, MockedWorldDataRepository(lists: [Self.g7])).showMembershipLists()
        #expect(store.mismatch(
            StoreRecorder.commandStarts,
            { $0.routing.screen = .membershipLists },
            { $0.userData.membershipLists = .isLoading(last: nil) },
            { $0.userData.membershipLists = .loaded([Self.g7]) }
        ) == nil)
    }
}
