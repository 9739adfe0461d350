import CountriesInteractors
import CountriesModel

/// Records the calls it received, and does nothing else: for tests of which
/// intent a command line becomes.
@MainActor
package final class MockedPointsInteractor: PointsInteractor {
    package enum Action: Equatable, Sendable {
        case showPlace(GeoPoint)
        case beginPoints(PointRequest, header: [String]?)
        case answer([PointInput])
        case finishPoints
        case showDistance(String, String)
    }

    private let log: InteractorCalls

    package init(log: InteractorCalls = InteractorCalls()) {
        self.log = log
    }

    package var actions: [Action] {
        log.calls.compactMap { if case let .points(action) = $0 { action } else { nil } }
    }

    package func showPlace(at point: GeoPoint) { log.append(.points(.showPlace(point))) }
    package func beginPoints(_ request: PointRequest, header: [String]?) { log.append(.points(.beginPoints(request, header: header))) }
    package func answer(_ points: [PointInput]) { log.append(.points(.answer(points))) }
    package func finishPoints() { log.append(.points(.finishPoints)) }
    package func showDistance(between first: String, and second: String) { log.append(.points(.showDistance(first, second))) }
}
