import CountriesData
import CountriesModel
import CountriesStore

/// The intents about the built-in membership lists. Each is one call that
/// writes its whole outcome into the store and returns nothing.
@MainActor
package protocol MembershipsInteractor {
    /// `memberships`: every built-in list, with its source and date.
    func showMembershipLists()
}

// MARK: - Real

package struct RealMembershipsInteractor: MembershipsInteractor {
    let appState: AppState
    let worldData: any WorldDataRepository

    package init(appState: AppState, worldData: any WorldDataRepository) {
        self.appState = appState
        self.worldData = worldData
    }

    package func showMembershipLists() {
        appState.routing.screen = .membershipLists
        appState.userData.membershipLists = .isLoading(last: nil)
        do {
            appState.userData.membershipLists = .loaded(try worldData.membershipLists())
        } catch {
            appState.userData.membershipLists = .failed(error)
        }
    }
}
