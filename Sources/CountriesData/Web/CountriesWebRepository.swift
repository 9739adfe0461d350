import CountriesModel

/// Fetches countries from a REST Countries server. Whatever the server's API
/// version, answers come back as v3.1 records in the snapshot's shape,
/// checked to decode, so nothing half-understood reaches the cache.
///
/// Two real implementations, one a dialect: `V5CountriesWebRepository` (the
/// package service) and `V31CountriesWebRepository` (self-hosted servers).
package protocol CountriesWebRepository: Sendable {
    /// The server, as messages and the cache's origin name it: without a
    /// user name or password.
    var server: String { get }
    /// The API version it speaks.
    var api: APIVersion { get }
    /// Every country, full records; `progress` hears (answers received, requests).
    func loadAllCountries(progress: @escaping @MainActor @Sendable (Int, Int) -> Void) async throws -> [CountryRecord]
    /// One country's full record.
    func loadCountry(cca3: String) async throws -> CountryRecord
}
