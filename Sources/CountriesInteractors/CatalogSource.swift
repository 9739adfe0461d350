import CountriesData
import CountriesModel
import CountriesStore

/// Where the countries come from, asked for values: the data with the world
/// data laid over it, the records an output prints, the map's shapes, and a
/// refresh's fetches. It writes nothing: each interactor writes what it
/// returns into the store, so the only writers are interactors, and none
/// calls another.
///
/// It alone decides between the web and the file repository; they never
/// call each other.
package struct CatalogSource: Sendable {
    let webRepository: any CountriesWebRepository
    let fileRepository: any CountriesFileRepository
    /// The data at hand, opened once: held here, never by the store.
    let catalogs: any CatalogRepository
    package let worldData: any WorldDataRepository
    let now: @Sendable () -> Timestamp
    /// The map's shapes; nil: no maps (a test's data, as a rule).
    let mapShapes: (any MapShapesRepository)?
    /// GeoNames' cities, built in.
    package let cities: any CitiesRepository

    package init(
        webRepository: any CountriesWebRepository, fileRepository: any CountriesFileRepository,
        worldData: any WorldDataRepository, now: @escaping @Sendable () -> Timestamp = Timestamp.now,
        mapShapes: (any MapShapesRepository)? = nil, cities: any CitiesRepository = RealCitiesRepository()
    ) {
        self.webRepository = webRepository
        self.fileRepository = fileRepository
        catalogs = RealCatalogRepository(files: fileRepository)
        self.worldData = worldData
        self.now = now
        self.mapShapes = mapShapes
        self.cities = cities
    }

    /// The data at hand (the cache, or the embedded snapshot when there is
    /// no cache), with the world data laid over it for `locale`.
    package func catalog(in locale: NameLocale) throws -> CountryCatalog {
        try laidOver(catalogs.catalog(), in: locale)
    }

    /// The data as every screen reads it: `stored`, the repository's
    /// records as it made them, with, in a language only CLDR names
    /// countries in, those names (`CLDRNames`). Laid over the stored records
    /// (`CountryCatalog.stored`, for data laid over before), so laying it
    /// again in another language gives the same data, never a list of both.
    /// The built-in memberships are laid by the screen that needs them
    /// (`memberships(for:)`).
    func laidOver(_ stored: CountryCatalog, in locale: NameLocale) throws -> CountryCatalog {
        try CLDRNames(worldData: worldData).laid(over: stored, in: locale)
    }

    /// The data with the built-in memberships `screen` shows or filters by
    /// laid over it (as it was when it needs none, or has them already),
    /// and the notice of a world data that cannot be read.
    func memberships(for screen: Screen, in catalog: CountryCatalog, system: SystemState) -> (countries: CountryCatalog, notice: Notice?) {
        guard let scope = BuiltInMemberships.scope(of: screen, system: system) else { return (catalog, nil) }
        do {
            return (try BuiltInMemberships(worldData: worldData).laid(over: catalog, for: scope) ?? catalog, nil)
        } catch {
            return (catalog, .worldDataDamaged(String(describing: error)))
        }
    }

    /// The one resolver of names every entry point asks (`show`, `compare`,
    /// `map`, `subdivisions`, `--route`, browse, `resolve`): the catalog's
    /// names, by the tables the data layer keeps with them, then the world
    /// data's (CLDR's languages, subdivisions). A value made for the intent
    /// that asks: the store holds no resolver.
    func resolver(of catalog: CountryCatalog, in locale: NameLocale) -> CountryResolver {
        CountryResolver(catalog: catalog, locale: locale, world: WorldNameReading(worldData: worldData))
    }

    /// The own records of these countries (by cca3) of the data at hand, for
    /// output that prints them: read from the cache file, where that is the
    /// data, and read into values as far as `reading` needs.
    func records(_ cca3s: [String], of catalog: CountryCatalog, reading: RecordReading) -> Loadable<CountryRecordValues> {
        Loadable(Result {
            try CountryRecordReader.values(of: fileRepository.loadRecordTexts(cca3s, of: catalog), from: catalog.source, reading: reading)
        })
    }

    /// What of the records the output needs: `--json` with no `--fields`
    /// prints their texts; everything else walks their values.
    static func recordReading(for system: SystemState) -> RecordReading {
        system.format == .json && system.fields == nil ? .text : .values
    }

    /// Why the data read since it was opened is not to be shown
    /// (`CatalogRepository.confirmReads`); nil while it held.
    func readFailure() -> (any Error)? {
        do {
            try catalogs.confirmReads()
            return nil
        } catch {
            return error
        }
    }

    /// Whether `screen` reads its countries' records: where the output
    /// prints them (`SystemState.showsRecords`), or shows facts only v5
    /// records hold (`RecordFacts`: a country's details or a comparison from
    /// the cache; the snapshot has none).
    func readsRecords(on screen: Screen, in catalog: CountryCatalog, system: SystemState) -> Bool {
        switch (screen, catalog.source) {
        case (.details, .cache), (.commandLine(.comparison), .cache): true
        default: system.showsRecords
        }
    }

    /// Every country from the web, written through to the cache and laid
    /// over as every load is. `progress`: each page answered.
    @MainActor
    func refreshAll(in locale: NameLocale, progress: @escaping @MainActor @Sendable (RefreshProgress) -> Void) async -> Result<CountryCatalog, any Error> {
        let pages = PagesAnswered()
        do {
            let records = try await webRepository.loadAllCountries { answered, requests in
                pages.count = answered
                progress(RefreshProgress(source: server, answered: answered, requests: requests))
            }
            // What it cost, as its progress last counted (a list of one page
            // reports none): `--version` tells it.
            let fetch = Fetch(server: server, api: webRepository.api, fetchedAt: now(), requests: max(pages.count, 1))
            return .success(try laidOver(kept(fileRepository.saveCountries(records, origin: .everyCountry(fetch))), in: locale))
        } catch {
            return .failure(error)
        }
    }

    /// One country from the web, written through to the cache; the other
    /// records of the data at hand, and where they came from, stay as they are.
    @MainActor
    func refresh(cca3: String, in locale: NameLocale) async -> Result<CountryCatalog, any Error> {
        do {
            let record = try await webRepository.loadCountry(cca3: cca3)
            let catalog = try catalogs.catalog()
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
            return .success(try laidOver(kept(fileRepository.saveCountries(records, origin: origin.updating(record.country.cca3, with: fetch))), in: locale))
        } catch {
            return .failure(error)
        }
    }

    /// The data a refresh saved, kept as the data at hand.
    private func kept(_ saved: CountryCatalog) -> CountryCatalog {
        catalogs.keep(saved)
        return saved
    }

    /// The server a refresh asks.
    var server: String { webRepository.server }
}

/// How many pages a refresh has had answered, counted as they come.
@MainActor
private final class PagesAnswered {
    var count = 0
}
