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

extension InteractorCalls.Call {
    /// Every intent of every interactor, one case each, for the tests that
    /// walk them all (`StoreOwnershipTests`). Kept by the compiler, not by
    /// hand: a method added to an interactor's protocol does not compile
    /// until its mock records it as a case of its `Action`, and that case
    /// does not compile until `intent` names it here, nor the new case
    /// until the tests that switch over `Intent` try it.
    package enum Intent: String, CaseIterable, Sendable {
        case refreshCountries, confirmReads
        case showList, showCountry, compareCountries, showRoute, showCities, showAbout, startBrowsing
        case open, openRow, openRoute, back, showNeighbours, showHelp, turnPage, narrow, refuse, clearFilters
        case changeLocale, resize
        case showMap
        case showSubdivisions
        case showMembershipLists
        case loadHistory, remember
        case beginResolving, resolve, finishResolving
        case showTimes, showTimesOfOpenCountry
        case showPlace, beginPoints, answer, finishPoints
    }

    /// The intent this call is.
    package var intent: Intent {
        switch self {
        case let .countries(action):
            switch action {
            case .refreshCountries: .refreshCountries
            case .confirmReads: .confirmReads
            }
        case let .screens(action):
            switch action {
            case .showList: .showList
            case .showCountry: .showCountry
            case .compareCountries: .compareCountries
            case .showRoute: .showRoute
            case .showCities: .showCities
            case .showAbout: .showAbout
            case .startBrowsing: .startBrowsing
            }
        case let .navigation(action):
            switch action {
            case .open: .open
            case .openRow: .openRow
            case .openRoute: .openRoute
            case .back: .back
            case .showNeighbours: .showNeighbours
            case .showHelp: .showHelp
            case .turnPage: .turnPage
            case .narrow: .narrow
            case .refuse: .refuse
            case .clearFilters: .clearFilters
            }
        case let .settings(action):
            switch action {
            case .changeLocale: .changeLocale
            case .resize: .resize
            }
        case let .map(action):
            switch action {
            case .showMap: .showMap
            }
        case let .subdivisions(action):
            switch action {
            case .showSubdivisions: .showSubdivisions
            }
        case let .memberships(action):
            switch action {
            case .showMembershipLists: .showMembershipLists
            }
        case let .history(action):
            switch action {
            case .loadHistory: .loadHistory
            case .remember: .remember
            }
        case let .resolve(action):
            switch action {
            case .begin: .beginResolving
            case .resolve: .resolve
            case .finish: .finishResolving
            }
        case let .time(action):
            switch action {
            case .showTimes: .showTimes
            case .showTimesOfOpenCountry: .showTimesOfOpenCountry
            }
        case let .points(action):
            switch action {
            case .showPlace: .showPlace
            case .beginPoints: .beginPoints
            case .answer: .answer
            case .finishPoints: .finishPoints
            }
        }
    }
}
