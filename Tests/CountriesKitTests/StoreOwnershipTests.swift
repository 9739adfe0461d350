import CountriesApp
import CountriesData
import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import Foundation
import Testing

/// Each intent, run from a store whose every field holds something, changes
/// only the parts of the store it owns and keeps every other exactly as it
/// was. State bugs hide where tests start from an empty store: a refresh
/// rebuilt `userData` field by field and dropped the history and a
/// `resolve` batch, and no test saw it.
@MainActor
@Suite struct StoreOwnershipTests {
    /// The parts of the store, as an intent owns them.
    enum Part: CaseIterable, Sendable {
        case countries, records, refresh, mapShapes, subdivisions, membershipLists, history, resolved, times, cities, points, routing, system

        @MainActor
        func value(in state: AppState) -> String {
            let data = state.userData
            return switch self {
            case .countries: "\(data.countries.value.map { $0.countries.map(\.cca3) } ?? [])"
            case .records: "\(data.records)"
            case .refresh: "\(data.refresh)"
            case .mapShapes: "\(data.mapShapes)"
            case .subdivisions: "\(data.subdivisions)"
            case .membershipLists: "\(data.membershipLists)"
            case .history: "\(data.history)"
            case .resolved: "\(String(describing: data.resolved))"
            case .times: "\(data.times)"
            case .cities: "\(data.cities)"
            case .points: "\(data.points)"
            case .routing: "\(state.routing)"
            case .system: "\(state.system)"
            }
        }
    }

    struct Broken: Error, CustomStringConvertible {
        var description: String { "the server is down" }
    }

    static let bavaria = WorldSubdivision(code: "DE-BY", type: "Land", parent: nil, isoName: "Bayern", otherISOName: nil, englishName: "Bavaria")
    static let eu = WorldMembershipList(
        key: "eu", name: "European Union", source: "https://european-union.europa.eu", asOf: "2026-01-01", note: nil,
        members: [WorldMembershipList.Member(cca2: "FR", cca3: "FRA", role: .member)], nonCountryMembers: []
    )

    /// A store with something other than its default in every field.
    static func fullStore() -> AppState {
        var system = SystemState(width: 123, height: 45, colorEnabled: true, format: .tsv, showsProgress: false)
        system.server = ServerSettings(api: .v31, baseURL: "http://127.0.0.1:9", key: nil)
        return AppState(
            userData: UserData(
                countries: .loaded(.screen(Routing(screen: .details(cca3: "FRA")))), records: .loaded(.read(RecordTexts(["FRA": #"{"cca3": "FRA"}"#]))),
                refresh: .failed(Broken()), mapShapes: .loaded(MapInteractorTests.square),
                subdivisions: .loaded([LocalizedSubdivision(subdivision: bavaria, name: "Bavaria")]),
                membershipLists: .loaded([eu]), history: LineHistory(lines: ["fra", "jpn"], isKept: true),
                resolved: ResolvedBatch(fields: CountryField.listDefault, header: ["name"]),
                cities: .failed(Broken()),
                points: .loaded(PointBatch(fields: [.zone], header: ["lat", "lng"], zones: [AnsweredZone(name: "Europe/Paris", cca3: "FRA")]))
            ),
            routing: Routing(screen: .details(cca3: "FRA"), backStack: [.list(ListQuery(search: "fr"))], firstRow: 3, notice: .nothingToGoBackTo),
            system: system
        )
    }

    typealias Intent = (name: String, owns: Set<Part>, run: @MainActor (DIContainer.Interactors) async -> Void)

    /// Every intent, and the parts of the store it may change.
    static let intents: [Intent] = [
        ("refreshCountries (fails)", [.countries, .refresh, .routing], { await $0.countries.refreshCountries() }),
        ("showList", [.times, .countries, .routing, .records], { await $0.screens.showList(ListQuery(search: "ger"), refresh: false) }),
        ("showCountry", [.countries, .routing, .records, .times], { await $0.screens.showCountry("germany", refresh: false) }),
        ("showCountry (subdivision)", [.countries, .routing, .subdivisions], { await $0.screens.showCountry("DE-BY", refresh: false) }),
        ("compareCountries", [.countries, .routing, .records, .times], { await $0.screens.compareCountries(["fra", "deu"], refresh: false) }),
        ("showRoute", [.countries, .routing, .records, .times], { await $0.screens.showRoute("/countries/jp", narrowedBy: ListQuery(), refresh: false) }),
        ("showRoute (point)", [.countries, .routing, .points], { await $0.screens.showRoute("/at/48.85,2.35", narrowedBy: ListQuery(), refresh: false) }),
        ("showAbout", [.countries, .routing, .times], { $0.screens.showAbout() }),
        ("showCities", [.countries, .routing, .cities], { $0.screens.showCities(["Paris, TX"]) }),
        ("startBrowsing", [.times, .countries, .routing, .records], { $0.screens.startBrowsing(ListQuery(), route: nil) }),
        ("open", [.countries, .times, .routing, .records], { $0.navigation.open("jpn") }),
        ("open (subdivision)", [.countries, .routing, .subdivisions], { $0.navigation.open("DE-BY") }),
        ("openRow", [.times, .routing, .records], { $0.navigation.openRow(250) }),
        ("openRoute", [.countries, .times, .routing, .records], { $0.navigation.openRoute("/countries/de") }),
        ("openRoute (city)", [.countries, .routing, .cities], { $0.navigation.openRoute("/cities/5419384") }),
        ("openRoute (point)", [.countries, .routing, .points], { $0.navigation.openRoute("/at/48.85,2.35") }),
        ("back", [.countries, .times, .routing, .records], { $0.navigation.back() }),
        ("showNeighbours", [.countries, .times, .routing, .records], { $0.navigation.showNeighbours() }),
        ("showHelp", [.countries, .times, .routing, .records], { $0.navigation.showHelp() }),
        ("turnPage (next)", [.routing], { $0.navigation.turnPage(.next, screenLines: 200) }),
        ("turnPage (previous)", [.routing], { $0.navigation.turnPage(.previous, screenLines: 200) }),
        ("narrow", [.countries, .times, .routing, .records], { $0.navigation.narrow(by: ListQuery(filters: [.member("eu")])) }),
        ("clearFilters", [.countries, .times, .routing, .records], { $0.navigation.clearFilters() }),
        ("refuse", [.routing], { $0.navigation.refuse("no") }),
        ("changeLocale", [.system, .routing, .countries], { $0.settings.changeLocale("de") }),
        ("resize", [.system], { $0.settings.resize(columns: 40, lines: 12) }),
        ("showMap", [.countries, .routing, .mapShapes], { $0.map.showMap(MapQuery(country: "fra")) }),
        ("showSubdivisions", [.countries, .routing, .subdivisions], { $0.subdivisions.showSubdivisions(of: "germany") }),
        ("showMembershipLists", [.routing, .membershipLists], { $0.memberships.showMembershipLists() }),
        ("loadHistory", [.history], { $0.history.loadHistory() }),
        ("remember", [.history], { $0.history.remember("korea") }),
        ("showTimes", [.countries, .routing, .times], { $0.time.showTimes(TimeQuery(places: ["jp"])) }),
        ("showTimesOfOpenCountry", [.countries, .routing, .times], { $0.time.showTimesOfOpenCountry() }),
        ("beginResolving", [.countries, .resolved], { $0.resolve.beginResolving(ResolveRequest(), header: nil) }),
        ("resolve", [.resolved, .records], { $0.resolve.resolve([NameToResolve(line: 1, name: "France")]) }),
        ("finishResolving", [.resolved], { $0.resolve.finishResolving() }),
        ("showPlace", [.countries, .points, .routing], { $0.points.showPlace(at: GeoPoint(longitude: 2.35, latitude: 48.85)) }),
        ("beginPoints", [.countries, .points], { $0.points.beginPoints(PointRequest(column: .two(latitude: .number(1), longitude: .number(2))), header: ["lat", "lng"]) }),
        ("answer", [.points], { $0.points.answer([PointInput(line: 2, point: .success(GeoPoint(longitude: 2.35, latitude: 48.85)))]) }),
        ("finishPoints", [.points], { $0.points.finishPoints() }),
        ("showDistance", [.countries, .routing], { $0.points.showDistance(between: "fr", and: "Paris, TX") }),
    ]

    nonisolated static let intentNames = [
        "refreshCountries (fails)", "showList", "showCountry",
        "showCountry (subdivision)", "compareCountries", "showRoute", "showRoute (point)", "showAbout", "showCities", "startBrowsing", "open", "open (subdivision)",
        "openRow", "openRoute", "openRoute (city)", "openRoute (point)", "back", "showNeighbours", "showHelp", "turnPage (next)", "turnPage (previous)", "narrow", "clearFilters", "refuse",
        "changeLocale", "resize", "showMap", "showSubdivisions", "showMembershipLists", "loadHistory", "remember",
        "showTimes", "showTimesOfOpenCountry", "beginResolving", "resolve", "finishResolving",
        "showPlace", "beginPoints", "answer", "finishPoints", "showDistance",
    ]

    @Test func everyIntentIsTried() {
        #expect(Self.intents.map(\.name) == Self.intentNames)
    }

    @Test(arguments: intentNames)
    func anIntent_changesOnlyThePartsItOwns(_ name: String) async throws {
        let intent = try #require(Self.intents.first { $0.name == name })
        let state = Self.fullStore()
        let before = Dictionary(uniqueKeysWithValues: Part.allCases.map { ($0, $0.value(in: state)) })
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(.snapshot), texts: .success(RecordTexts(["DEU": "{}"]))),
            web: MockedCountriesWebRepository(all: .failure(Broken()), country: .failure(Broken())),
            world: MockedWorldDataRepository(subdivisions: [Self.bavaria], lists: [Self.eu]),
            history: StubHistoryRepository(["peru"])
        )
        await intent.run(container.interactors)
        let changed = Part.allCases.filter { !intent.owns.contains($0) && $0.value(in: state) != before[$0] }
        #expect(changed.isEmpty, "\(name) changed \(changed), which it does not own")
    }

    /// The bug that slipped through: a failed refresh in browse, and the
    /// lines typed next were never kept.
    @Test func aFailedRefresh_keepsTheHistory_andTheLinesTypedNextAreKept() async {
        let state = Self.fullStore()
        let history = StubHistoryRepository()
        let container = TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(.snapshot)),
            web: MockedCountriesWebRepository(all: .failure(Broken())), history: history
        )
        await container.interactors.countries.refreshCountries()
        #expect(state.userData.history == LineHistory(lines: ["fra", "jpn"], isKept: true))
        container.interactors.history.remember("korea")
        #expect(state.userData.history.lines == ["fra", "jpn", "korea"])
    }
}
