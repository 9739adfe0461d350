import CountriesData
import CountriesModel
import Foundation

/// A file repository that answers what the test gave it and records every
/// call, so a test can compare the whole list of calls with what it expects.
package final class MockedCountriesFileRepository: CountriesFileRepository, @unchecked Sendable {
    package enum Action: Equatable, Sendable {
        case loadCountries
        case loadRecordTexts([String])
        case loadRecords
        case saveCountries([String], origin: CacheOrigin)
    }

    private let lock = NSLock()
    private var recorded: [Action] = []
    private let loadResult: Result<CountryCatalog, any Error>
    private let saveError: (any Error)?
    private let textsResult: Result<RecordTexts, any Error>

    /// `texts`: what asking for records answers, whatever codes are asked.
    private var readFailure: (any Error)?

    /// `readFailure`: what asking whether the reads held throws (nil: they held).
    package init(
        result: Result<CountryCatalog, any Error>, saveError: (any Error)? = nil,
        texts: Result<RecordTexts, any Error> = .success(RecordTexts()), readFailure: (any Error)? = nil
    ) {
        self.loadResult = result
        self.saveError = saveError
        self.textsResult = texts
        self.readFailure = readFailure
    }

    /// The calls received, in order; saves by the cca3 codes they held.
    package var actions: [Action] {
        lock.withLock { recorded }
    }

    package func loadCountries() throws -> CountryCatalog {
        lock.withLock { recorded.append(.loadCountries) }
        return try loadResult.get()
    }

    package func loadRecordTexts(_ cca3s: [String], of catalog: CountryCatalog) throws -> RecordTexts {
        lock.withLock { recorded.append(.loadRecordTexts(cca3s)) }
        return try textsResult.get()
    }

    /// The catalog's countries and names, each record's text `{}`.
    package func loadRecords(of catalog: CountryCatalog) throws -> [CountryRecord] {
        lock.withLock { recorded.append(.loadRecords) }
        return catalog.countries.map { CountryRecord(country: $0, translations: catalog.translations(of: $0.cca3), text: "{}") }
    }

    /// Not recorded: asked after every screen, it changes nothing.
    package func confirmReads(of catalog: CountryCatalog) throws {
        if let failure = lock.withLock({ readFailure }) { throw failure }
    }

    /// From now on the reads did not hold, as when another program changes
    /// the cache while a session runs.
    package func failReads(with failure: any Error) {
        lock.withLock { readFailure = failure }
    }

    package func saveCountries(_ records: [CountryRecord], origin: CacheOrigin) throws -> CountryCatalog {
        lock.withLock { recorded.append(.saveCountries(records.map(\.country.cca3), origin: origin)) }
        if let saveError { throw saveError }
        return CountryCatalog(records: records, source: .cache(path: "/mock/countries.json", origin: origin))
    }
}
