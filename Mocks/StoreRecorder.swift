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

        /// The store's state now.
        @MainActor package init(_ appState: AppState) {
            userData = appState.userData
            routing = appState.routing
            system = appState.system
        }
    }

    /// One change of the whole store, as a test states it.
    package typealias Change = (inout State) -> Void

    /// What a command's start writes (`Routing.startCommand`): the
    /// routing set aside but for its screen and its paging, so that all
    /// the command writes of it after is its own.
    package static let commandStarts: Change = { $0.routing = Routing(screen: $0.routing.screen, isPaged: $0.routing.isPaged) }

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
        let (wanted, got) = (expected.parts, actual.parts)
        return zip(wanted, got).filter { !Part.same($0.value, $1.value) }.map { wanted, got in
            "\(wanted.name): expected \(Part.show(wanted.value)), got \(Part.show(got.value))"
        }.joined(separator: "; ")
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
        State(appState)
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

extension StoreRecorder.State {
    /// Every field of the store's three parts, each by its path
    /// (`userData.countries`, `routing.notice`, `system.width`), read by
    /// reflection: a field added to the store is a part here, in every
    /// difference and every whole-store test, without being listed.
    package var parts: [StoreRecorder.Part] {
        StoreRecorder.Part.fields(of: userData, in: "userData") + StoreRecorder.Part.fields(of: routing, in: "routing")
            + StoreRecorder.Part.fields(of: system, in: "system")
    }

    /// The names of the parts whose values differ between the two.
    package func partsDiffering(from other: Self) -> [String] {
        zip(parts, other.parts).filter { !StoreRecorder.Part.same($0.value, $1.value) }.map(\.0.name)
    }
}

extension StoreRecorder {
    /// One field of the store, by its path, and its value.
    package struct Part {
        package let name: String
        package let value: Any

        fileprivate static func fields(of value: Any, in path: String) -> [Part] {
            Mirror(reflecting: value).children.enumerated().map { index, child in
                Part(name: path + "." + (child.label ?? String(index)), value: child.value)
            }
        }

        /// Two values of one field alike, by the field's own `==` (every
        /// field of the store is `Equatable`).
        package static func same(_ one: Any, _ other: Any) -> Bool {
            if let one = one as? any Equatable { return one.isEqual(to: other) }
            return String(reflecting: one) == String(reflecting: other)
        }

        @MainActor fileprivate static func show(_ value: Any) -> String {
            if let countries = value as? Loadable<ShownCountries> { return brief(countries) }
            return "\(value)"
        }
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
