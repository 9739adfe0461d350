@testable import CountriesData
import CountriesJSON
import CountriesModel
import CountriesStore
@testable import CountriesUI
import CountriesMocks
import Foundation
import Testing

/// Where the cache's records came from: written and read back whole, the
/// format of 0.1.0 still read, and told truthfully by `--version`.
@Suite struct CacheOriginTests {
    static let then = Timestamp(secondsSince1970: 1_800_000_000)
    static let v5 = Fetch(server: "https://api.restcountries.com", api: .v5, fetchedAt: then)
    static let v31 = Fetch(server: "http://127.0.0.1:8080", api: .v31, fetchedAt: then.advanced(by: -86_400 * 3))

    @Test(arguments: [
        CacheOrigin.everyCountry(v5),
        CacheOrigin(base: .snapshot, updates: [CountryFetch(cca3: "FRA", fetch: v5)]),
        CacheOrigin(base: .unknown, updates: [CountryFetch(cca3: "FRA", fetch: v31), CountryFetch(cca3: "DEU", fetch: v5)]),
        CacheOrigin(base: .fetched(v31), updates: [CountryFetch(cca3: "JPN", fetch: v5)]),
        CacheOrigin(base: .fetched(costing(3)), updates: [CountryFetch(cca3: "JPN", fetch: costing(1))]),
    ])
    func theOriginFile_readsBackWhatItWrote(_ origin: CacheOrigin) throws {
        let text = CacheOriginFile.json(origin, dataInode: 4_242).written()
        #expect(CacheOriginFile.origin(from: try JSONValue.parse(Array(text.utf8)), dataInode: 4_242) == origin)
    }

    /// A refresh killed between its two renames leaves new data beside the
    /// old origin: that origin describes another file, so it is not believed.
    @Test func anOriginWrittenForOtherData_isUnknown() throws {
        let text = CacheOriginFile.json(.everyCountry(Self.v5), dataInode: 4_242).written()
        let json = try JSONValue.parse(Array(text.utf8))
        #expect(CacheOriginFile.origin(from: json, dataInode: 9_999) == CacheOrigin(base: .unknown))
        #expect(CacheOriginFile.origin(from: json, dataInode: nil) == CacheOrigin(base: .unknown))
        // Past 2^53, where a double no longer tells inodes apart.
        let big: UInt64 = 9_007_199_254_740_993
        let bigText = CacheOriginFile.json(.everyCountry(Self.v5), dataInode: big).written()
        let bigJSON = try JSONValue.parse(Array(bigText.utf8))
        #expect(CacheOriginFile.origin(from: bigJSON, dataInode: big) == .everyCountry(Self.v5))
        #expect(CacheOriginFile.origin(from: bigJSON, dataInode: big - 1) == CacheOrigin(base: .unknown))
        // As 0.2's first builds wrote it: a number.
        let numbered = try JSONValue.parse(Array(bigText.replacing("\"\(big)\"", with: "4242").utf8))
        #expect(CacheOriginFile.origin(from: numbered, dataInode: 4_242) == .everyCountry(Self.v5))
        #expect(CacheOriginFile.origin(from: numbered, dataInode: 4_243) == CacheOrigin(base: .unknown))
    }

    @Test func theFormatOfVersion0_1_0_readsAsAFullV31Refresh() throws {
        let old = try JSONValue.parse(Array(#"{"source": "https://restcountries.com", "fetchedAt": "2026-11-01T10:00:00Z"}"#.utf8))
        let fetchedAt = try #require(Timestamp(iso8601: "2026-11-01T10:00:00Z"))
        #expect(CacheOriginFile.origin(from: old, dataInode: 1) == .everyCountry(Fetch(server: "https://restcountries.com", api: .v31, fetchedAt: fetchedAt)))
        #expect(CacheOriginFile.origin(from: .string("nonsense"), dataInode: 1) == CacheOrigin(base: .unknown))
    }

    @Test func updatingACountryTwice_keepsItsLatestFetchOnly() {
        let origin = CacheOrigin(base: .snapshot).updating("FRA", with: Self.v31).updating("DEU", with: Self.v5).updating("FRA", with: Self.v5)
        #expect(origin.updates.map(\.cca3) == ["DEU", "FRA"])
        #expect(origin.updates.last?.fetch == Self.v5)
    }

    // MARK: - As --version tells it

    private func data(_ origin: CacheOrigin, count: Int = 250) -> String {
        AboutView.describe(.cache(path: "/c/countries.json", origin: origin), count: count, now: Self.then.advanced(by: 120))
    }

    @Test func aFullRefresh_isOneSource() {
        #expect(data(.everyCountry(Self.v5)) == "/c/countries.json, 250 countries, fetched from https://api.restcountries.com (REST Countries v5) 2 minutes ago (2027-01-15T08:00:00Z)")
    }

    @Test func aOneCountryRefresh_countsOnlyThatCountry_asFetched() {
        let origin = CacheOrigin(base: .snapshot, updates: [CountryFetch(cca3: "FRA", fetch: Self.v5)])
        #expect(data(origin) == "/c/countries.json, 250 countries: 249 from the built-in REST Countries v3.1 snapshot of 2026-02-25; "
            + "1 (FRA) refreshed from https://api.restcountries.com (REST Countries v5) 2 minutes ago (2027-01-15T08:00:00Z)")
    }

    @Test func updatesFromTwoServers_areToldApart() {
        let origin = CacheOrigin(base: .fetched(Self.v31), updates: [
            CountryFetch(cca3: "FRA", fetch: Self.v5), CountryFetch(cca3: "DEU", fetch: Self.v5), CountryFetch(cca3: "JPN", fetch: Self.v31),
        ])
        #expect(data(origin) == "/c/countries.json, 250 countries: 247 fetched from http://127.0.0.1:8080 (REST Countries v3.1) 3 days ago (2027-01-12T08:00:00Z); "
            + "2 (FRA, DEU) refreshed from https://api.restcountries.com (REST Countries v5), the last 2 minutes ago (2027-01-15T08:00:00Z); "
            + "1 (JPN) refreshed from http://127.0.0.1:8080 (REST Countries v3.1) 3 days ago (2027-01-12T08:00:00Z)")
    }

    static func costing(_ requests: Int, at time: Timestamp = then) -> Fetch {
        Fetch(server: "https://api.restcountries.com", api: .v5, fetchedAt: time, requests: requests)
    }

    private func lastRefreshLine(_ origin: CacheOrigin) -> String? {
        let shown = ShownCountries(source: .cache(path: "/c/countries.json", origin: origin), count: 0)
        return AboutView.lines(.loaded(shown), server: ServerSettings(api: .v5, baseURL: "https://api.restcountries.com"), now: Self.then)
            .first { $0.hasPrefix("last refresh: ") }
    }

    /// The free plan has 500 requests a month: `--version` says what the
    /// last refresh cost, full or of one country, whichever ran last.
    @Test func version_saysWhenTheLastRefreshRan_andWhatItCost() {
        #expect(lastRefreshLine(.everyCountry(Self.costing(3))) == "last refresh: 2027-01-15 08:00 UTC, 3 requests")
        let later = CacheOrigin(base: .fetched(Self.costing(3)), updates: [CountryFetch(cca3: "FRA", fetch: Self.costing(1, at: Self.then.advanced(by: 3_600)))])
        #expect(lastRefreshLine(later) == "last refresh: 2027-01-15 09:00 UTC, 1 request")
        // Found trying it: a show --refresh in the same second as the list's was told as the list's.
        let sameSecond = CacheOrigin(base: .fetched(Self.costing(3)), updates: [CountryFetch(cca3: "BOL", fetch: Self.costing(1))])
        #expect(lastRefreshLine(sameSecond) == "last refresh: 2027-01-15 08:00 UTC, 1 request")
        #expect(lastRefreshLine(.everyCountry(Self.v5)) == "last refresh: 2027-01-15 08:00 UTC", "a cache of 0.2 kept no count")
        #expect(lastRefreshLine(CacheOrigin(base: .snapshot)) == nil)
        #expect(lastRefreshLine(CacheOrigin(base: .unknown)) == nil)
    }

    /// A hand-edited count that is no whole number of requests is left out.
    @Test(arguments: [#""3""#, "-1", "2.5", "null"])
    func aCountThatIsNoCount_isNotBelieved(_ value: String) throws {
        let text = #"{"base":{"source":"https://a.example","api":"v5","fetchedAt":"2027-01-15T08:00:00Z","requests":\#(value)},"updates":[]}"#
        let origin = CacheOriginFile.origin(from: try JSONValue.parse(Array(text.utf8)), dataInode: nil)
        #expect(origin.lastFetch?.requests == nil)
        #expect(origin.lastFetch?.server == "https://a.example")
    }

    @Test func aCacheWithNoOriginFile_saysSo() {
        #expect(data(CacheOrigin(base: .unknown)) == "/c/countries.json, 250 countries, of unknown origin")
    }

    @Test func theAPILine_namesTheServer_andTheKeyOnlyMasked() {
        let withKey = AboutView.lines(.loaded(ShownCountries(count: 250)), server: ServerSettings(api: .v5, baseURL: "https://api.restcountries.com", key: "COUNTRIES_API_KEY (rc_live_…1a2b)"), now: Self.then)
        #expect(withKey.last == "api: REST Countries v5 at https://api.restcountries.com, used only by --refresh; key from COUNTRIES_API_KEY (rc_live_…1a2b)")
        let v31 = AboutView.lines(.loaded(ShownCountries(count: 250)), server: ServerSettings(api: .v31, baseURL: "http://127.0.0.1:8080"), now: Self.then)
        #expect(v31.last == "api: REST Countries v3.1 at http://127.0.0.1:8080, used only by --refresh; no key is sent")
    }
}
