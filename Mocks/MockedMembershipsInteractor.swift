import CountriesInteractors

/// Records the calls it received, and does nothing else.
@MainActor
package final class MockedMembershipsInteractor: MembershipsInteractor {
    package enum Action: Equatable, Sendable {
        case showMembershipLists
    }

    package private(set) var actions: [Action] = []

    package init() {}

    package func showMembershipLists() { actions.append(.showMembershipLists) }
}
