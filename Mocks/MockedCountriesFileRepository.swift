import CountriesKit
import Foundation

/// A file repository that answers what the test gave it and records every
/// call, so a test can compare the whole list of calls with what it expects.
public final class MockedCountriesFileRepository: CountriesFileRepository, @unchecked Sendable {
    public enum Action: Equatable, Sendable {
        case loadCountries
    }

    private let lock = NSLock()
    private var recorded: [Action] = []
    private let result: Result<CountryCatalog, any Error>

    public init(result: Result<CountryCatalog, any Error>) {
        self.result = result
    }

    /// The calls received, in order.
    public var actions: [Action] {
        lock.withLock { recorded }
    }

    public func loadCountries() throws -> CountryCatalog {
        lock.withLock { recorded.append(.loadCountries) }
        return try result.get()
    }
}
