import CountriesModel

/// Every call the mocked interactors received, in the order received, across
/// all of them: a test of which intents a command line or a browse line
/// becomes compares the whole list.
@MainActor
package final class InteractorCalls {
    package enum Call: Equatable, Sendable {
        case countries(MockedCountriesInteractor.Action)
        case screens(MockedScreensInteractor.Action)
        case navigation(MockedNavigationInteractor.Action)
        case settings(MockedSettingsInteractor.Action)
        case map(MockedMapInteractor.Action)
        case subdivisions(MockedSubdivisionsInteractor.Action)
        case memberships(MockedMembershipsInteractor.Action)
        case history(MockedHistoryInteractor.Action)
        case resolve(MockedResolveInteractor.Action)
        case time(MockedTimeInteractor.Action)
        case points(MockedPointsInteractor.Action)
    }

    package private(set) var calls: [Call] = []

    package init() {}

    func append(_ call: Call) {
        calls.append(call)
    }
}
