import CountriesModel
import CountriesStore

/// A store with something other than its default in every field of
/// `userData`, `routing` and `system` (`StoreOwnershipTests` checks it,
/// field by field, by reflection): the store a whole-store test starts
/// from, so that an intent that writes a field it does not own, or drops
/// one, is seen. State bugs hide where tests start from an empty store: a
/// refresh rebuilt `userData` field by field and dropped the history and a
/// `resolve` batch, and no test saw it.
enum FullStore {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the server is down" }
    }

    static let bavaria = WorldSubdivision(code: "DE-BY", type: "Land", parent: nil, isoName: "Bayern", otherISOName: nil, englishName: "Bavaria")
    static let eu = WorldMembershipList(
        key: "eu", name: "European Union", source: "https://european-union.europa.eu", asOf: "2026-01-01", note: nil,
        members: [WorldMembershipList.Member(cca2: "FR", cca3: "FRA", role: .member)], nonCountryMembers: []
    )

    static let french = NameLocale(code: "fr")!

    @MainActor
    static func state() -> AppState {
        var system = SystemState(
            width: 123, height: 45, isTerminal: true, colorEnabled: true, locale: french, format: .tsv,
            fields: CountryField.listDefault, subdivisionFields: [.code, .isoName], timeFields: [.zone, .local], cityFields: [.name, .country],
            pointFields: [.zone], showsProgress: true, startedAt: Timestamp(secondsSince1970: 1_782_907_200)
        )
        system.isDumbTerminal = true
        system.stderrWidth = 77
        system.server = ServerSettings(api: .v31, baseURL: "http://127.0.0.1:9", key: nil)
        return AppState(
            userData: UserData(
                countries: .loaded(.screen(Routing(screen: .details(cca3: "FRA")), system: system)), records: .loaded(.read(RecordTexts(["FRA": #"{"cca3": "FRA"}"#]))),
                refresh: .failed(Broken()), mapShapes: .loaded(MapInteractorTests.square),
                subdivisions: .loaded([LocalizedSubdivision(subdivision: bavaria, name: "Bavaria, as read before")]),
                membershipLists: .failed(Broken()), history: LineHistory(lines: ["fra", "jpn"], isKept: true),
                resolved: ResolvedBatch(fields: CountryField.listDefault, header: ["name"]),
                times: .loaded(TimeCommandTests.table),
                cities: .failed(Broken()),
                points: .loaded(PointBatch(fields: [.zone], header: ["lat", "lng"], zones: [AnsweredZone(name: "Europe/Paris", cca3: "FRA")]))
            ),
            routing: Routing(screen: .details(cca3: "FRA"), backStack: [.list(ListQuery(search: "fr"))], firstRow: 3, isPaged: true, notice: .nothingToGoBackTo),
            system: system
        )
    }
}
