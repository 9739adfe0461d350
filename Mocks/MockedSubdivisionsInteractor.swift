import CountriesInteractors

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedSubdivisionsInteractor: SubdivisionsInteractor {
    package enum Action: Equatable, Sendable {
        case showSubdivisions(of: String)
    }

    package private(set) var actions: [Action] = []

    package init() {}

    package func showSubdivisions(of country: String) { actions.append(.showSubdivisions(of: country)) }
}
