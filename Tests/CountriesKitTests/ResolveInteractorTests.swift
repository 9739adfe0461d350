@testable import CountriesInteractors
import CountriesMocks
import CountriesModel
import CountriesStore
import CountriesUI
import Testing

/// `resolve`'s three intents (begin, a batch, the end), as TCA's
/// `TestStore` checks a reducer: each change of the whole store stated in
/// order, from an empty store and from one whose every field holds
/// something, and any change not stated fails.
@MainActor
@Suite struct ResolveInteractorTests {
    private static let texts = RecordTexts(["FRA": #"{"cca3": "FRA"}"#, "DEU": #"{"cca3": "DEU"}"#])

    private func resolve(_ state: AppState, world: MockedWorldDataRepository = MockedWorldDataRepository()) -> any ResolveInteractor {
        TestContainer.real(
            state, files: MockedCountriesFileRepository(result: .success(.snapshot), texts: .success(Self.texts)), world: world
        ).interactors.resolve
    }

    private static let names = [
        NameToResolve(line: 1, name: "fra"), NameToResolve(line: 2, name: ""), NameToResolve(line: 3, name: "DE"),
        NameToResolve(line: 4, name: "fra"), NameToResolve(line: 5, name: "Wakanda"),
    ]

    /// The batch the store holds after `names`: each name's answer stated,
    /// not asked of the resolver under test.
    private static func answered(_ fields: [CountryField], header: [String]? = nil) throws -> ResolvedBatch {
        let france = try #require(CountryCatalog.snapshot.country(cca3: "FRA"))
        let germany = try #require(CountryCatalog.snapshot.country(cca3: "DEU"))
        let answers: [String: NameResolution] = [
            "fra": NameResolution(outcome: .found(france), reason: .code(.cca3)),
            "DE": NameResolution(outcome: .found(germany), reason: .code(.cca2)),
            "Wakanda": NameResolution(outcome: .unknown),
        ]
        var batch = ResolvedBatch(fields: fields, header: header)
        batch.answer(names) { answers[$0] ?? NameResolution(outcome: .unknown) }
        return batch
    }

    @Test func aRun_loadsTheData_answersEachBatch_andEnds() throws {
        let state = AppState()
        let resolve = resolve(state)
        let store = StoreRecorder(state)
        resolve.beginResolving(ResolveRequest(), header: nil)
        // In English the answers need no country's name but their own.
        #expect(store.mismatch(
            { $0.userData.countries = .loaded(ShownCountries()) },
            { $0.userData.resolved = ResolvedBatch(fields: ResolveRequest.defaultFields) }
        ) == nil)
        resolve.resolve(Self.names)
        let answered = try Self.answered(ResolveRequest.defaultFields)
        #expect(answered.countryCodes == ["FRA", "DEU"] && answered.given == 4 && answered.unresolved == 1)
        // The batch is taken out of the store while it grows, so that it is
        // the one copy; only codes are asked: no record is read.
        #expect(store.mismatch({ $0.userData.resolved = nil }, { $0.userData.resolved = answered }) == nil)
        resolve.finishResolving()
        var finished = answered
        finished.finish()
        #expect(store.mismatch({ $0.userData.resolved = finished }) == nil)
    }

    /// `--to population`: the records of the countries found, read for the batch.
    @Test func fieldsOfTheRecords_readTheRecordsOfTheCountriesFound() throws {
        let state = AppState()
        let resolve = resolve(state)
        let fields = try #require(CountryField("population").map { [$0] })
        resolve.beginResolving(ResolveRequest(fields: fields), header: ["country"])
        let store = StoreRecorder(state)
        resolve.resolve(Self.names)
        #expect(store.mismatch(
            { $0.userData.resolved = nil },
            { $0.userData.records = .isLoading(last: nil) },
            { $0.userData.records = .loaded(.read(Self.texts)) },
            { $0.userData.resolved = try? Self.answered(fields, header: ["country"]) }
        ) == nil)
    }

    /// `--to memberships`: every country's built-in memberships laid over
    /// the data before the first name, as `list` gives them.
    @Test func memberships_areLaidOverTheData_atTheStart() throws {
        let state = AppState()
        let world = MockedWorldDataRepository(lists: [FullStore.eu])
        let laid = try #require(try BuiltInMemberships(worldData: world).laid(over: .snapshot, for: .every))
        let france = try #require(laid.country(cca3: "FRA")?.memberships?.first)
        let fields = try #require(CountryField("memberships").map { [$0] })
        let store = StoreRecorder(state)
        let resolve = resolve(state, world: world)
        resolve.beginResolving(ResolveRequest(fields: fields), header: nil)
        #expect(store.mismatch(
            { $0.userData.countries = .loaded(ShownCountries()) },
            { $0.userData.resolved = ResolvedBatch(fields: fields) }
        ) == nil)
        // Names resolve to the countries with their memberships.
        resolve.resolve(NameBatch([NameToResolve(line: 1, name: "France")]))
        #expect(ResolvedNamesView.text(state)?.uppercased().contains("\t" + france.uppercased()) == true, "\(ResolvedNamesView.text(state) ?? "")")
    }

    @Test func aBatchBeforeTheStart_orAnEndWithNone_changesNothing() {
        let state = AppState()
        let resolve = resolve(state)
        let store = StoreRecorder(state)
        resolve.resolve(Self.names)
        resolve.finishResolving()
        #expect(store.mismatch() == nil)
    }

    /// From a store whose every field holds something: the data loaded
    /// again, a new batch, the records of its countries; the history, the
    /// screen, the settings and all else stay.
    @Test func fromAFullStore_changesTheDataTheBatchAndItsRecordsAlone() throws {
        let state = FullStore.state()
        let records = state.userData.records.value
        let resolve = resolve(state)
        let store = StoreRecorder(state)
        resolve.beginResolving(ResolveRequest(fields: CountryField.listDefault), header: ["country", "code"])
        #expect(store.mismatch(
            { $0.userData.countries = .loaded(ShownCountries()) },
            { $0.userData.resolved = ResolvedBatch(fields: CountryField.listDefault, header: ["country", "code"]) }
        ) == nil)
        resolve.resolve(Self.names)
        let answered = try Self.answered(CountryField.listDefault, header: ["country", "code"])
        #expect(store.mismatch(
            { $0.userData.resolved = nil },
            { $0.userData.records = .isLoading(last: records) },
            { $0.userData.records = .loaded(.read(Self.texts)) },
            { $0.userData.resolved = answered }
        ) == nil)
        resolve.finishResolving()
        var finished = answered
        finished.finish()
        #expect(store.mismatch({ $0.userData.resolved = finished }) == nil)
    }
}
