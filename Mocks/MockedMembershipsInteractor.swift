import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedMembershipsInteractor: MembershipsInteractor {
    package enum Action: Equatable, Sendable {
        case showMembershipLists
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .memberships(action) = $0 { action } else { nil } }
    }

    package func showMembershipLists() { log.append(.memberships(.showMembershipLists)) }
}
