import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedSubdivisionsInteractor: SubdivisionsInteractor {
    package enum Action: Equatable, Sendable {
        case showSubdivisions(of: String)
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .subdivisions(action) = $0 { action } else { nil } }
    }

    package func showSubdivisions(of country: String) { log.append(.subdivisions(.showSubdivisions(of: country))) }
}
