import CountriesData
import CountriesModel
import Foundation

/// A web repository that answers what the test gave it, reports progress as
/// a real one would, and records every call. `beforeAnswering` runs after the
/// last progress, before the answer: a test can wait there for the render
/// of that progress.
package final class MockedCountriesWebRepository: CountriesWebRepository, @unchecked Sendable {
    package enum Action: Equatable, Sendable {
        case loadAllCountries
        case loadCountry(cca3: String)
    }

    package let baseURL: URL
    package var server: String { baseURL.absoluteString }
    package let api: APIVersion
    private let lock = NSLock()
    private var recorded: [Action] = []
    private let allResult: Result<[Country], any Error>
    private let countryResult: Result<Country, any Error>
    private let requests: Int
    private let beforeAnswering: @Sendable () async -> Void

    package init(
        baseURL: URL = URL(string: "https://countries.test")!,
        api: APIVersion = .v5,
        all: Result<[Country], any Error> = .success([]),
        country: Result<Country, any Error> = .failure(URLError(.badURL)),
        requests: Int = 4,
        beforeAnswering: @escaping @Sendable () async -> Void = {}
    ) {
        self.baseURL = baseURL
        self.api = api
        self.allResult = all
        self.countryResult = country
        self.requests = requests
        self.beforeAnswering = beforeAnswering
    }

    package var actions: [Action] {
        lock.withLock { recorded }
    }

    /// The countries given, each as a record whose text is `{}`.
    package func loadAllCountries(progress: @escaping @MainActor @Sendable (Int, Int) -> Void) async throws -> [CountryRecord] {
        lock.withLock { recorded.append(.loadAllCountries) }
        for answered in 0...requests {
            await progress(answered, requests)
        }
        // A test may wait here for what the progress caused (a render).
        await beforeAnswering()
        return try allResult.get().map { CountryRecord(country: $0, text: "{}") }
    }

    package func loadCountry(cca3: String) async throws -> CountryRecord {
        lock.withLock { recorded.append(.loadCountry(cca3: cca3)) }
        return CountryRecord(country: try countryResult.get(), text: "{}")
    }
}
