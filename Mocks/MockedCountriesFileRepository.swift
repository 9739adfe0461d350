import CountriesData
import CountriesModel
import Foundation

/// A file repository that answers what the test gave it and records every
/// call, so a test can compare the whole list of calls with what it expects.
package final class MockedCountriesFileRepository: CountriesFileRepository, @unchecked Sendable {
    package enum Action: Equatable, Sendable {
        case loadCountries
        case saveCountries([String], origin: CacheOrigin)
    }

    private let lock = NSLock()
    private var recorded: [Action] = []
    private let loadResult: Result<CountryCatalog, any Error>
    private let saveError: (any Error)?

    package init(result: Result<CountryCatalog, any Error>, saveError: (any Error)? = nil) {
        self.loadResult = result
        self.saveError = saveError
    }

    /// The calls received, in order; saves by the cca3 codes they held.
    package var actions: [Action] {
        lock.withLock { recorded }
    }

    package func loadCountries() throws -> CountryCatalog {
        lock.withLock { recorded.append(.loadCountries) }
        return try loadResult.get()
    }

    package func saveCountries(_ countries: [Country], origin: CacheOrigin) throws -> CountryCatalog {
        lock.withLock { recorded.append(.saveCountries(countries.map(\.cca3), origin: origin)) }
        if let saveError { throw saveError }
        return CountryCatalog(countries, source: .cache(path: "/mock/countries.json", origin: origin))
    }
}
