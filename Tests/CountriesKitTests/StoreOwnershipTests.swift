import CountriesApp
import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Foundation
import Testing

/// Every intent of every interactor, run from a store whose every field
/// holds something (`FullStore`), changes exactly the fields its trial
/// names and no other, TCA-style: the store after is the store before with
/// the stated change applied, field by field, and each field the intent
/// reads out of the data (a screen's countries, records, zones) changed.
/// A field the new screen does not show (the subdivisions under a list,
/// the clocks beside a country's neighbours) is left as it was.
///
/// Neither list is kept by hand. The intents are `InteractorCalls.Call.Intent`,
/// which the compiler keeps in step with the interactors' protocols (through
/// their mocks), and `trials(of:)` switches over it, so a new intent does not
/// compile until it is tried here. The fields are the store's own, read by
/// reflection (`StoreRecorder.State.parts`), so a new field is checked in
/// every trial without being listed.
@MainActor
@Suite struct StoreOwnershipTests {
    typealias State = StoreRecorder.State
    typealias Intent = InteractorCalls.Call.Intent

    /// One way to run an intent, and what it changes.
    struct Trial {
        var name: String
        /// The fields the intent reads out of the data: each must change
        /// (its value is the interactor's own tests' to state).
        var read: Set<String> = []
        /// The rest of the change, stated exactly.
        var change: (inout State) -> Void = { _ in }
        /// The cache's reads did not hold (`confirmReads`): after a screen
        /// of Germany was read, before the store is taken as it was.
        var readsFail = false
        var run: @MainActor (DIContainer.Interactors) async -> Void
    }

    /// Each intent's trials. A switch over every intent, so the compiler
    /// keeps it complete. The full store is on France's details, scrolled
    /// to its fourth line, paged, with a notice, and a list to go back to.
    static func trials(of intent: Intent) -> [Trial] {
        let countries = "userData.countries", records = "userData.records", times = "userData.times"
        let subdivisions = "userData.subdivisions", cities = "userData.cities", points = "userData.points", resolved = "userData.resolved"
        let paris = GeoPoint(longitude: 2.35, latitude: 48.85)
        switch intent {
        case .refreshCountries:
            return [Trial(name: "refreshCountries (fails)", change: { $0.routing.notice = .refreshFailed("the server is down") }) {
                await $0.countries.refreshCountries()
            }]
        case .confirmReads:
            return [
                Trial(name: "confirmReads (they held)") { $0.countries.confirmReads() },
                Trial(name: "confirmReads (they did not)", read: [countries], readsFail: true) { $0.countries.confirmReads() },
            ]
        case .showList:
            return [Trial(name: "showList", read: [countries, records], change: started(.list(ListQuery(search: "ger")))) {
                await $0.screens.showList(ListQuery(search: "ger"), refresh: false)
            }]
        case .showCountry:
            return [
                Trial(name: "showCountry", read: [countries, records, times], change: started(.details(cca3: "DEU"))) {
                    await $0.screens.showCountry("germany", refresh: false)
                },
                Trial(name: "showCountry (subdivision)", read: [countries, subdivisions], change: started(.subdivision(code: "DE-BY"))) {
                    await $0.screens.showCountry("DE-BY", refresh: false)
                },
            ]
        case .compareCountries:
            return [Trial(name: "compareCountries", read: [countries, records, times], change: started(.comparison(cca3s: ["FRA", "DEU"]))) {
                await $0.screens.compareCountries(["fra", "deu"], refresh: false)
            }]
        case .showRoute:
            return [
                Trial(name: "showRoute", read: [countries, records, times], change: started(.details(cca3: "JPN"))) {
                    await $0.screens.showRoute("/countries/jp", narrowedBy: ListQuery(), refresh: false)
                },
                Trial(name: "showRoute (point)", read: [countries, points], change: started(.place(paris))) {
                    await $0.screens.showRoute("/at/48.85,2.35", narrowedBy: ListQuery(), refresh: false)
                },
            ]
        case .showCities:
            return [Trial(name: "showCities", read: [countries, cities], change: started(.cities)) { $0.screens.showCities(["Paris, TX"]) }]
        case .showAbout:
            return [Trial(name: "showAbout", read: [countries, times], change: started(.about)) { $0.screens.showAbout() }]
        case .startBrowsing:
            return [Trial(name: "startBrowsing", read: [countries, records], change: started(.list(ListQuery()))) {
                $0.screens.startBrowsing(ListQuery(), route: nil)
            }]
        case .open:
            return [
                Trial(name: "open", read: [countries, records, times], change: pushed(.details(cca3: "JPN"))) { $0.navigation.open("jpn") },
                Trial(name: "open (subdivision)", read: [countries, subdivisions], change: pushed(.subdivision(code: "DE-BY"))) { $0.navigation.open("DE-BY") },
            ]
        case .openRow:
            // 250 is no row of a details screen: France's code, the country on
            // show, opened again at its top (its records read again: this
            // repository answers any codes with Germany's).
            return [Trial(name: "openRow", read: [countries, records, times], change: { $0.routing.firstRow = 0; $0.routing.notice = .tookCode(250, name: "France") }) {
                $0.navigation.openRow(250)
            }]
        case .openRoute:
            return [
                Trial(name: "openRoute", read: [countries, records, times], change: pushed(.details(cca3: "DEU"))) { $0.navigation.openRoute("/countries/de") },
                Trial(name: "openRoute (city)", read: [countries, cities], change: pushed(.city(geonameid: 5419384))) {
                    $0.navigation.openRoute("/cities/5419384")
                },
                Trial(name: "openRoute (point)", read: [countries, points], change: pushed(.place(paris))) { $0.navigation.openRoute("/at/48.85,2.35") },
            ]
        case .back:
            return [Trial(name: "back", read: [countries, records], change: { $0.routing = Routing(screen: .list(ListQuery(search: "fr")), isPaged: true) }) {
                $0.navigation.back()
            }]
        case .showNeighbours:
            return [Trial(name: "showNeighbours", read: [countries, records], change: pushed(.neighbors(cca3: "FRA"))) { $0.navigation.showNeighbours() }]
        case .showHelp:
            return [Trial(name: "showHelp", read: [countries], change: pushed(.help)) { $0.navigation.showHelp() }]
        case .turnPage:
            return [
                Trial(name: "turnPage (next)", change: { $0.routing.firstRow = 44; $0.routing.notice = nil }) { $0.navigation.turnPage(.next, screenLines: 200) },
                Trial(name: "turnPage (previous)", change: { $0.routing.firstRow = 0; $0.routing.notice = nil }) {
                    $0.navigation.turnPage(.previous, screenLines: 200)
                },
            ]
        case .narrow:
            return [Trial(name: "narrow", read: [countries, records], change: pushed(.list(ListQuery(filters: [.member("eu")])))) {
                $0.navigation.narrow(by: ListQuery(filters: [.member("eu")]))
            }]
        case .refuse:
            return [Trial(name: "refuse", change: { $0.routing.notice = .refused("no") }) { $0.navigation.refuse("no") }]
        case .clearFilters:
            return [Trial(name: "clearFilters", read: [countries, records], change: pushed(.list(ListQuery()))) { $0.navigation.clearFilters() }]
        case .changeLocale:
            // The screen is made anew in the language, its records read again
            // (this repository answers any codes with Germany's).
            return [Trial(name: "changeLocale", read: [countries, records], change: { $0.system.locale = NameLocale(code: "de")!; $0.routing.notice = nil }) {
                $0.settings.changeLocale("de")
            }]
        case .resize:
            return [Trial(name: "resize", change: { $0.system.width = 40; $0.system.height = 12 }) { $0.settings.resize(columns: 40, lines: 12) }]
        case .showMap:
            // The shapes in the store are France's and Japan's already: none is decoded again.
            return [Trial(name: "showMap", read: [countries], change: started(.map(MapScreen(focus: "FRA")))) { $0.map.showMap(MapQuery(country: "fra")) }]
        case .showSubdivisions:
            return [Trial(name: "showSubdivisions", read: [countries, subdivisions], change: started(.subdivisions(cca3: "DEU"))) {
                $0.subdivisions.showSubdivisions(of: "germany")
            }]
        case .showMembershipLists:
            return [Trial(name: "showMembershipLists", read: ["userData.membershipLists"], change: started(.membershipLists)) {
                $0.memberships.showMembershipLists()
            }]
        case .loadHistory:
            return [Trial(name: "loadHistory", change: { $0.userData.history.lines = ["peru"] }) { $0.history.loadHistory() }]
        case .remember:
            return [Trial(name: "remember", change: { $0.userData.history.lines.append("korea") }) { $0.history.remember("korea") }]
        case .showTimes:
            return [Trial(name: "showTimes", read: [countries, times], change: started(.time)) { $0.time.showTimes(TimeQuery(places: ["jp"])) }]
        case .showTimesOfOpenCountry:
            // As `changeLocale`: the screen's records read again.
            return [Trial(name: "showTimesOfOpenCountry", read: [countries, records, times], change: pushed(.localTime(cca3: "FRA"))) {
                $0.time.showTimesOfOpenCountry()
            }]
        case .beginResolving:
            return [Trial(name: "beginResolving", read: [countries, resolved]) { $0.resolve.beginResolving(ResolveRequest(), header: nil) }]
        case .resolve:
            return [Trial(name: "resolve", read: [resolved, records]) { $0.resolve.resolve([NameToResolve(line: 1, name: "France")]) }]
        case .finishResolving:
            return [Trial(name: "finishResolving", read: [resolved]) { $0.resolve.finishResolving() }]
        case .showPlace:
            return [Trial(name: "showPlace", read: [countries, points], change: started(.place(paris))) { $0.points.showPlace(at: paris) }]
        case .beginPoints:
            return [Trial(name: "beginPoints", read: [countries, points]) {
                $0.points.beginPoints(PointRequest(column: .two(latitude: .number(1), longitude: .number(2))), header: ["lat", "lng"])
            }]
        case .answer:
            return [Trial(name: "answer", read: [points]) { $0.points.answer([PointInput(line: 2, point: .success(paris))]) }]
        case .finishPoints:
            return [Trial(name: "finishPoints", read: [points]) { $0.points.finishPoints() }]
        }
    }

    /// A command's screen, the first of its run: nothing from before in the
    /// routing but the paging.
    static func started(_ screen: Screen) -> (inout State) -> Void {
        { $0.routing = Routing(screen: screen, isPaged: $0.routing.isPaged) }
    }

    /// A screen opened in browse over France's details: France, where it
    /// was left, on the way back, the new screen at its top, the notice gone.
    static func pushed(_ screen: Screen) -> (inout State) -> Void {
        {
            $0.routing.backStack.append(Routing.Place(.details(cca3: "FRA"), firstRow: 3))
            $0.routing.screen = screen
            $0.routing.firstRow = 0
            $0.routing.notice = nil
        }
    }

    /// nil when `after` is `before` with exactly the trial's change: its
    /// stated fields as stated, its read fields changed, no other field
    /// changed; else each field that is not.
    static func mismatch(of trial: Trial, before: State, after: State) -> String? {
        var expected = before
        trial.change(&expected)
        let fields = Set(before.parts.map(\.name))
        let values = { (state: State, name: String) in
            String("\(state.parts.first { $0.name == name }?.value ?? "none")".prefix(400))
        }
        var problems = trial.read.subtracting(fields).sorted().map { "\($0) is no field of the store" }
        problems += expected.partsDiffering(from: after).filter { !trial.read.contains($0) }.map {
            "\($0): expected \(values(expected, $0)), got \(values(after, $0))"
        }
        problems += trial.read.intersection(fields).sorted().filter { !after.partsDiffering(from: before).contains($0) }.map {
            "\($0) was left as it was: \(values(after, $0))"
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    private func run(_ trial: Trial) async -> (before: State, after: State) {
        let store = FullStore.state()
        let files = MockedCountriesFileRepository(result: .success(.snapshot), texts: .success(RecordTexts(["DEU": "{}"])))
        let container = TestContainer.real(
            store, files: files,
            web: MockedCountriesWebRepository(all: .failure(FullStore.Broken()), country: .failure(FullStore.Broken())),
            world: MockedWorldDataRepository(subdivisions: [FullStore.bavaria], lists: [FullStore.eu]),
            history: StubHistoryRepository(["peru"]), zonesInBrowse: true
        )
        if trial.readsFail {
            container.interactors.navigation.open("deu")
            files.failReads(with: FullStore.Broken())
        }
        let before = State(store)
        await trial.run(container.interactors)
        return (before, State(store))
    }

    @Test(arguments: Intent.allCases)
    func anIntent_fromAFullStore_changesExactlyWhatItsTrialsSay(_ intent: Intent) async {
        for trial in Self.trials(of: intent) {
            let (before, after) = await run(trial)
            let mismatch = Self.mismatch(of: trial, before: before, after: after)
            #expect(mismatch == nil, "\(trial.name): \(mismatch ?? "")")
        }
    }

    /// Each trial runs the intent it is filed under, and that one alone:
    /// run over the recording interactors, it makes exactly that call.
    @Test(arguments: Intent.allCases)
    func eachTrial_runsItsIntent(_ intent: Intent) async {
        let trials = Self.trials(of: intent)
        #expect(!trials.isEmpty)
        for trial in trials {
            let log = InteractorCalls()
            await trial.run(TestContainer.recording(FullStore.state(), log: log).interactors)
            #expect(log.calls.map(\.intent) == [intent], "\(trial.name)")
        }
    }

    /// Every field of the full store holds something other than its default.
    @Test func everyFieldOfTheFullStore_holdsSomething() {
        let (full, empty) = (State(FullStore.state()), State(AppState()))
        let alike = Set(full.parts.map(\.name)).subtracting(full.partsDiffering(from: empty))
        #expect(alike.isEmpty, "fields of the full store at their defaults: \(alike.sorted())")
    }

    /// The check is not blind: a field changed that a trial does not
    /// state, one stated that does not change, one read that is left as
    /// it was, and a field the store has not, are each found.
    @Test func theCheck_findsEveryFieldNotAsStated() async throws {
        let resize = try #require(Self.trials(of: .resize).first)
        let (before, after) = await run(resize)
        #expect(Self.mismatch(of: resize, before: before, after: after) == nil)
        var half = resize
        half.change = { $0.system.width = 40 }
        #expect(Self.mismatch(of: half, before: before, after: after)?.hasPrefix("system.height: expected 45, got 12") == true)
        var more = resize
        more.change = { resize.change(&$0); $0.routing.notice = nil }
        #expect(Self.mismatch(of: more, before: before, after: after)?.hasPrefix("routing.notice: expected nil") == true)
        var stale = resize
        stale.read = ["userData.times", "userData.nothing"]
        #expect(Self.mismatch(of: stale, before: before, after: after)?.hasPrefix(
            "userData.nothing is no field of the store; userData.times was left as it was: loaded(CountriesModel.TimeTable(instant: 1782907200"
        ) == true)
    }

    /// At most ten intents an interactor (issue 44): counted from the
    /// intents, not listed.
    @Test func theNavigationInteractor_hasAtMostTenIntents() async {
        var navigation: [Intent] = []
        for intent in Intent.allCases {
            let log = InteractorCalls()
            await Self.trials(of: intent)[0].run(TestContainer.recording(log: log).interactors)
            if case .navigation = log.calls.first { navigation.append(intent) }
        }
        #expect(navigation.count <= 10, "\(navigation)")
    }

    /// The bug that slipped through: a failed refresh in browse, and the
    /// lines typed next were never kept.
    @Test func aFailedRefresh_keepsTheHistory_andTheLinesTypedNextAreKept() async {
        let state = FullStore.state()
        let history = StubHistoryRepository()
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(.snapshot)),
            web: MockedCountriesWebRepository(all: .failure(FullStore.Broken())), history: history
        )
        await container.interactors.countries.refreshCountries()
        #expect(state.userData.history == LineHistory(lines: ["fra", "jpn"], isKept: true))
        container.interactors.history.remember("korea")
        #expect(state.userData.history.lines == ["fra", "jpn", "korea"])
    }
}
