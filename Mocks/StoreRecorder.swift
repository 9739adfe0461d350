import CountriesData
import CountriesModel
import CountriesStore
import Observation

/// Records every state the whole store takes, through Observation (the
/// store's own change notifications, not a hook in the code under test), so
/// a test can state each change it expects, action by action, as TCA's
/// `TestStore` does, and fail on any change it did not state:
///
///     let store = StoreRecorder(state)
///     interactor.loadCountries()
///     #expect(store.mismatch(
///         { $0.userData.countries = .isLoading(last: nil) },
///         { $0.userData.countries = .loaded(catalog) }
///     ) == nil)
///     navigation.open("beta")
///     #expect(store.mismatch({ $0.routing = Routing(screen: .details(cca3: "BBB"), backStack: [.list(ListQuery())]) }) == nil)
///
/// Each `mismatch` states the changes since the one before (or since the
/// recorder began), so a change is tied to the action that made it; an
/// action that changes nothing is stated as `mismatch()`.
///
/// Observation calls back just before each write (willSet), when the store
/// still holds the old value; so the recorder keeps that state and re-arms,
/// and `states` ends with the state the store holds now. A write that leaves
/// the store as it was is no change.
@MainActor
package final class StoreRecorder {
    /// The whole store as plain values.
    package struct State: Equatable {
        package var userData: UserData
        package var routing: Routing
        package var system: SystemState
    }

    /// One change of the whole store, as a test states it.
    package typealias Change = (inout State) -> Void

    private let appState: AppState
    /// The states before each write since the last check, the last checked first.
    private var before: [State] = []

    package init(_ appState: AppState) {
        self.appState = appState
        track()
    }

    /// The state at the last check (or the start), then the state after
    /// each change since, ending with the current one.
    package var states: [State] {
        (before + [current]).reduce(into: []) { states, state in
            if states.last != state { states.append(state) }
        }
    }

    /// nil when the store went through exactly these changes since the last
    /// check, in order, each applied to the state before it; else the first
    /// difference. Either way the next check starts from the current state.
    package func mismatch(_ changes: Change...) -> String? {
        mismatch(changes)
    }

    /// The same, of changes gathered in an array (steps shared by several
    /// tests, such as a reload of the data, followed by a test's own).
    package func mismatch(_ changes: [Change]) -> String? {
        let actual = states
        before = []
        var expected = [actual[0]]
        for change in changes {
            var next = expected[expected.count - 1]
            change(&next)
            expected.append(next)
        }
        for index in 1..<max(expected.count, actual.count) {
            switch (index < expected.count ? expected[index] : nil, index < actual.count ? actual[index] : nil) {
            case let (wanted?, got?) where wanted != got:
                return "change \(index): " + Self.difference(expected: wanted, actual: got)
            case (_?, nil):
                return "change \(index) did not happen; \(actual.count - 1) did: " + Self.difference(expected: expected[index], actual: expected[index - 1])
            case (nil, let got?):
                return "change \(index) was not expected: " + Self.difference(expected: actual[index - 1], actual: got)
            default:
                continue
            }
        }
        return nil
    }

    /// Each part that differs, by its name: a test that starts from a
    /// store whose every field holds something sees which one moved.
    private static func difference(expected: State, actual: State) -> String {
        var parts: [String] = []
        func compare<Part: Equatable>(_ name: String, _ wanted: Part, _ got: Part, _ show: (Part) -> String = { "\($0)" }) {
            if wanted != got { parts.append("\(name): expected \(show(wanted)), got \(show(got))") }
        }
        let (wanted, got) = (expected.userData, actual.userData)
        compare("userData.countries", wanted.countries, got.countries, brief)
        compare("userData.records", wanted.records, got.records)
        compare("userData.refresh", wanted.refresh, got.refresh)
        compare("userData.mapShapes", wanted.mapShapes, got.mapShapes)
        compare("userData.subdivisions", wanted.subdivisions, got.subdivisions)
        compare("userData.membershipLists", wanted.membershipLists, got.membershipLists)
        compare("userData.history", wanted.history, got.history)
        compare("userData.resolved", wanted.resolved, got.resolved)
        compare("userData.times", wanted.times, got.times)
        compare("userData.cities", wanted.cities, got.cities)
        compare("routing", expected.routing, actual.routing)
        compare("system", expected.system, actual.system)
        return parts.joined(separator: "; ")
    }

    /// Countries by their codes, not their whole records.
    private static func brief(_ countries: Loadable<ShownCountries>) -> String {
        switch countries {
        case .notRequested: "notRequested"
        case let .isLoading(last): "isLoading(last: \(last.map(brief) ?? "nil"))"
        case let .loaded(shown): "loaded(\(brief(shown)))"
        case let .failed(error): "failed(\(error))"
        }
    }

    private static func brief(_ shown: ShownCountries) -> String {
        let codes = { (codes: [String]) in
            codes.prefix(5).joined(separator: ",") + (codes.count > 5 ? ",…(\(codes.count))" : "")
        }
        let rows = shown.list.map { list in " rows [\(codes(list.rows.map(\.country.cca3)))] page \(list.page)" } ?? ""
        let places = shown.places.isEmpty ? "" : " \(shown.places.count) places"
        return "[\(codes(shown.countries.map(\.cca3)))]\(rows)\(places) from \(shown.source)" + (shown.count.map { ", \($0) counted" } ?? "")
    }

    private var current: State {
        State(userData: appState.userData, routing: appState.routing, system: appState.system)
    }

    private func track() {
        withObservationTracking {
            _ = (appState.userData, appState.routing, appState.system)
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.before.append(self.current)
                self.track()
            }
        }
    }
}
