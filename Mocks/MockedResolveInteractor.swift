import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intents `resolve` makes, in which batches.
@MainActor
package final class MockedResolveInteractor: ResolveInteractor {
    package enum Action: Equatable, Sendable {
        case begin(ResolveRequest, header: [String]?)
        case resolve([NameToResolve])
        case finish
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .resolve(action) = $0 { action } else { nil } }
    }

    package func beginResolving(_ request: ResolveRequest, header: [String]?) { log.append(.resolve(.begin(request, header: header))) }
    package func resolve(_ names: NameBatch) { log.append(.resolve(.resolve(Array(names)))) }
    package func finishResolving() { log.append(.resolve(.finish)) }
}
