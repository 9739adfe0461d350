/// Where the records of the cache came from: what it started as (the last
/// refresh of every country, or the snapshot), and the countries refreshed
/// one at a time since.
package struct CacheOrigin: Sendable, Equatable {
    package enum Base: Sendable, Equatable {
        /// The built-in snapshot, before any full refresh.
        case snapshot
        /// A cache with no record of its origin (deleted, or hand-made).
        case unknown
        case fetched(Fetch)
    }

    package var base: Base
    /// One-country refreshes since the base, oldest first, a country once.
    package var updates: [CountryFetch]

    package init(base: Base, updates: [CountryFetch] = []) {
        self.base = base
        self.updates = updates
    }

    /// The latest refresh, of every country or of one. Times are kept to
    /// the second, so a tie goes to the later in order (updates come after
    /// the base, oldest first): a show --refresh in the second of a full one.
    package var lastFetch: Fetch? {
        var latest: Fetch? = if case let .fetched(fetch) = base { fetch } else { nil }
        for update in updates where latest.map({ !(update.fetch.fetchedAt < $0.fetchedAt) }) ?? true {
            latest = update.fetch
        }
        return latest
    }

    /// After a refresh of every country: nothing else is left.
    package static func everyCountry(_ fetch: Fetch) -> CacheOrigin {
        CacheOrigin(base: .fetched(fetch))
    }

    /// After a refresh of one country: the base stays, and an earlier update
    /// of the same country gives way to this one.
    package func updating(_ cca3: String, with fetch: Fetch) -> CacheOrigin {
        CacheOrigin(base: base, updates: updates.filter { $0.cca3 != cca3 } + [CountryFetch(cca3: cca3, fetch: fetch)])
    }
}

/// One refresh's answer: which server, speaking which API, when, and how
/// many requests it cost (the free v5 plan has 500 a month); nil when not
/// recorded (caches written before the count was kept).
package struct Fetch: Sendable, Equatable {
    package var server: String
    package var api: APIVersion
    package var fetchedAt: Timestamp
    package var requests: Int?

    package init(server: String, api: APIVersion, fetchedAt: Timestamp, requests: Int? = nil) {
        self.server = server
        self.api = api
        self.fetchedAt = fetchedAt
        self.requests = requests
    }
}

package struct CountryFetch: Sendable, Equatable {
    package var cca3: String
    package var fetch: Fetch

    package init(cca3: String, fetch: Fetch) {
        self.cca3 = cca3
        self.fetch = fetch
    }
}
