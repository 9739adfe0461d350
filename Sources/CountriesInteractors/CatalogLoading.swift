import CountriesData
import CountriesModel
import CountriesStore

/// Loading and refreshing the countries, written into `userData`: the one
/// piece of work that the data intents and the screen intents both need.
/// Not an interactor (no protocol, no intent of its own), so that no
/// interactor calls another: each that needs the data holds this.
///
/// It alone decides between the web and the file repository; they never
/// call each other.
@MainActor
package struct CatalogLoading {
    let webRepository: any CountriesWebRepository
    let fileRepository: any CountriesFileRepository
    let appState: AppState
    let now: @Sendable () -> Timestamp
    /// The map's shapes; nil: no maps (a test's data, as a rule).
    let mapShapes: (any MapShapesRepository)?

    package init(
        webRepository: any CountriesWebRepository, fileRepository: any CountriesFileRepository,
        appState: AppState, now: @escaping @Sendable () -> Timestamp = Timestamp.now,
        mapShapes: (any MapShapesRepository)? = nil
    ) {
        self.webRepository = webRepository
        self.fileRepository = fileRepository
        self.appState = appState
        self.now = now
        self.mapShapes = mapShapes
    }

    /// From the cache, or the embedded snapshot when there is no cache.
    /// On a terminal that can draw, the map's shapes too: a country's
    /// details there carry a locator map. A pipe's output never has one,
    /// nor a dumb terminal's transcript, so they load none.
    func load() {
        appState.userData.countries = .isLoading(last: appState.userData.countries.value)
        do {
            appState.userData.countries = .loaded(try fileRepository.loadCountries())
        } catch {
            appState.userData.countries = .failed(error)
        }
        if appState.system.isTerminal, !appState.system.isDumbTerminal { loadMapShapes() }
    }

    /// The shapes maps are drawn from, once a run.
    func loadMapShapes() {
        guard let mapShapes, appState.userData.mapShapes.value == nil else { return }
        appState.userData.mapShapes = .isLoading(last: nil)
        appState.userData.mapShapes = Loadable(Result { try mapShapes.loadShapes() })
    }

    /// The data at hand; when there is none (the cache failed), it tries
    /// once more, as each line of `browse` does.
    func catalogOrRetry() -> CountryCatalog? {
        if appState.userData.countries.value == nil { load() }
        return appState.userData.countries.value
    }

    /// The own records of these countries (by cca3) of the data at hand, for
    /// output that prints them: read from the cache file, where that is the
    /// data, so a failed read is a failure in the store.
    func loadRecordTexts(_ cca3s: [String]) {
        guard let catalog = appState.userData.countries.value else { return }
        appState.userData.recordTexts = .isLoading(last: appState.userData.recordTexts.value)
        do {
            appState.userData.recordTexts = .loaded(try fileRepository.loadRecordTexts(cca3s, of: catalog))
        } catch {
            appState.userData.recordTexts = .failed(error)
        }
    }

    /// Output that prints records (`SystemState.showsRecords`) has those of
    /// the countries on screen read; so do a country's details and a
    /// comparison from the cache, for the facts only v5 records hold
    /// (`V5Facts`: a few records, never a list's; the snapshot has none).
    /// Other output reads none.
    func loadRecordsShown() {
        guard let catalog = appState.userData.countries.value else { return }
        let readsFacts = switch (appState.routing.screen, catalog.source) {
        case (.details, .cache), (.comparison, .cache): true
        default: false
        }
        guard appState.system.showsRecords || readsFacts else { return }
        loadRecordTexts(CountryListing.codes(shownOn: appState.routing.screen, in: catalog, locale: appState.system.locale))
    }

    /// Every country from the web, written through to the cache.
    func refreshAll() async {
        // How many requests it takes, the web repository says (v5: after the first page).
        await refresh(requests: nil) { [webRepository, appState, now] in
            let source = webRepository.server
            let records = try await webRepository.loadAllCountries { answered, requests in
                appState.userData.refresh = .running(RefreshProgress(source: source, answered: answered, requests: requests))
            }
            // What it cost, as its progress last counted (a list of one page
            // reports none): `--version` tells it.
            let requests = max(appState.userData.refresh.progress?.answered ?? 0, 1)
            return (records, .everyCountry(Fetch(server: source, api: webRepository.api, fetchedAt: now(), requests: requests)))
        }
    }

    /// One country from the web; the other records, and where they came
    /// from, stay as they are.
    func refresh(cca3: String) async {
        let base = appState.userData.countries.value
        await refresh(requests: 1) { [webRepository, fileRepository, now] in
            let record = try await webRepository.loadCountry(cca3: cca3)
            let catalog = try base ?? fileRepository.loadCountries()
            var records = try fileRepository.loadRecords(of: catalog)
            if let index = records.firstIndex(where: { $0.country.cca3 == record.country.cca3 }) {
                records[index] = record
            } else {
                records.append(record)
            }
            let origin: CacheOrigin = switch catalog.source {
            case .snapshot: CacheOrigin(base: .snapshot)
            case let .cache(_, origin): origin
            }
            let fetch = Fetch(server: webRepository.server, api: webRepository.api, fetchedAt: now(), requests: 1)
            return (records, origin.updating(record.country.cca3, with: fetch))
        }
    }

    /// Loading with the last value kept, then the saved result; or, on any
    /// failure, the data as it was with the failure beside it. The cache is
    /// written only once every request has succeeded. Records read for the
    /// old data are read again from the new.
    private func refresh(requests: Int?, _ fetch: @escaping () async throws -> ([CountryRecord], CacheOrigin)) async {
        let before = appState.userData
        appState.userData = UserData(
            countries: .isLoading(last: before.countries.value), recordTexts: before.recordTexts,
            refresh: .running(RefreshProgress(source: webRepository.server, answered: 0, requests: requests)),
            mapShapes: before.mapShapes, subdivisions: before.subdivisions, membershipLists: before.membershipLists
        )
        do {
            let (records, origin) = try await fetch()
            let catalog = try fileRepository.saveCountries(records, origin: origin)
            let texts = before.recordTexts.value.map { shown in Result { try fileRepository.loadRecordTexts(shown.codes, of: catalog) } }
            appState.userData = UserData(
                countries: .loaded(catalog), recordTexts: texts.map(Loadable.init) ?? .notRequested, refresh: .idle,
                mapShapes: before.mapShapes, subdivisions: before.subdivisions, membershipLists: before.membershipLists
            )
        } catch {
            appState.userData = UserData(
                countries: before.countries, recordTexts: before.recordTexts, refresh: .failed(error), mapShapes: before.mapShapes,
                subdivisions: before.subdivisions, membershipLists: before.membershipLists
            )
        }
    }
}
