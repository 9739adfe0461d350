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

    /// In the order of the keys shown (`african_union` before `asean`, not
    /// the data's `au` after it), a number as a number (`g7` before `g20`).
    package func showMembershipLists() {
        appState.routing.startCommand()
        appState.routing.screen = .membershipLists
        appState.userData.membershipLists = .isLoading(last: nil)
        do {
            let lists = try worldData.membershipLists()
            let keys = lists.map { Self.sortKey(Membership.key(builtIn: $0.key)) }
            appState.userData.membershipLists = .loaded(lists.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { lists[$0] })
        } catch {
            appState.userData.membershipLists = .failed(error)
        }
    }

    /// A key's runs of letters as they are, and of digits by their value:
    /// `g7` is ("g", 7), before `g20`, ("g", 20).
    static func sortKey(_ key: String) -> [Run] {
        var runs: [Run] = []
        for character in key {
            let digit = character.wholeNumberValue ?? -1
            switch (runs.last, digit >= 0 && character.isASCII) {
            case let (.number(value)?, true): runs[runs.count - 1] = .number(value * 10 + digit)
            case (_, true): runs.append(.number(digit))
            case let (.text(text)?, false): runs[runs.count - 1] = .text(text + String(character))
            case (_, false): runs.append(.text(String(character)))
            }
        }
        return runs
    }

    /// A piece of a key: a number before any text, as in a dictionary.
    enum Run: Comparable {
        case number(Int)
        case text(String)
    }
}
