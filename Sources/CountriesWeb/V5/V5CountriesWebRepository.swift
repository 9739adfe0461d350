import CountriesData
import CountriesJSON
import CountriesModel
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `CountriesWebRepository` of the REST Countries v5 API, the public
/// service since June 2026: a key on every request, the list in pages, and
/// records of a new shape, converted to v3.1 records (`V5CountryRecord`).
///
/// The key is sent in the `Authorization` header only, and never in clear
/// to another machine: both are checked before the first request.
package struct V5CountriesWebRepository: CountriesWebRepository, WebRepository {
    package let baseURL: URL
    package var server: String { baseURL.withoutCredentials }
    package let timeout: TimeInterval
    let key: APIKey?
    private let lazySession: LazySession
    package var api: APIVersion { .v5 }

    /// A page that says there is more after the total was reached may mean
    /// the list grew while it was read; past this many, the server is wrong.
    static let mostPagesPastTheTotal = 3
    /// Far more than the world has countries (about 254), far fewer than would
    /// keep a refresh busy for good: a larger total is a server's mistake.
    static let mostCountries = 50_000
    /// Requests in flight at once: the service allows about 20 in 10 s.
    static let mostRequestsAtOnce = 4

    /// `makeSession` (a test's, for its configuration) runs on the first
    /// request, not before.
    package init(baseURL: URL, timeout: TimeInterval, key: APIKey?, makeSession: (@Sendable () -> URLSession)? = nil) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.key = key
        self.lazySession = LazySession(redirects: .none, timeout: timeout, makeSession: makeSession)
    }

    var session: LazySession { lazySession }

    /// The first page gives the total and the step (what a page holds); the
    /// later pages are fetched a few at a time, then more one by one while the
    /// last still says there is more. A list with no `meta` is read on until
    /// a page comes back short.
    package func loadAllCountries(progress: @escaping @MainActor @Sendable (Int, Int) -> Void) async throws -> [CountryRecord] {
        let authorization = try authorization()
        // No progress before the first page: only it says how many there are.
        let first = try await page(at: 0, authorization)
        // What a page holds, as the server counts it, not the limit it
        // claims: pages follow each other with no gap and no overlap.
        let step = first.meta?.count ?? first.objects.count
        var pages = [(offset: 0, page: first)]
        if let meta = first.meta, meta.more {
            guard step > 0 else { throw dataError("the first page is empty but says there is more") }
            guard meta.total <= Self.mostCountries else { throw dataError("a total of \(meta.total) is not a list of countries") }
            let offsets = Array(stride(from: step, to: meta.total, by: step))
            await progress(1, 1 + offsets.count)
            pages += try await fetch(offsets, authorization, answered: 1, of: 1 + offsets.count, progress: progress)
        }
        var extraPages = 0
        while let last = pages.last, last.page.meta?.more ?? (first.meta == nil && last.page.objects.count >= CountriesV5API.pageSize) {
            extraPages += 1
            guard !last.page.objects.isEmpty else {
                throw dataError("the page at offset \(last.offset) is empty, yet says more follow")
            }
            guard extraPages <= (first.meta == nil ? Self.mostCountries / CountriesV5API.pageSize : Self.mostPagesPastTheTotal) else {
                throw dataError("the pages go on past the total of \(first.meta?.total ?? pages.reduce(0) { $0 + $1.page.objects.count })")
            }
            let offset = last.offset + (last.page.meta?.count ?? last.page.objects.count)
            pages.append((offset, try await page(at: offset, authorization)))
            await progress(pages.count, pages.count)
        }
        return try countries(from: pages.map(\.page))
    }

    /// The pages at `offsets`, at most `mostRequestsAtOnce` in flight, in order.
    private func fetch(
        _ offsets: [Int], _ authorization: String, answered: Int, of requests: Int,
        progress: @escaping @MainActor @Sendable (Int, Int) -> Void
    ) async throws -> [(offset: Int, page: V5Page)] {
        try await withThrowingTaskGroup(of: (Int, V5Page).self) { tasks in
            var waiting = offsets[...]
            func startNext() {
                guard let offset = waiting.popFirst() else { return }
                tasks.addTask { (offset, try await page(at: offset, authorization)) }
            }
            for _ in 0..<Self.mostRequestsAtOnce { startNext() }
            var pages: [(offset: Int, page: V5Page)] = []
            for try await (offset, page) in tasks {
                pages.append((offset, page))
                await progress(answered + pages.count, requests)
                startNext()
            }
            return pages.sorted { $0.offset < $1.offset }
        }
    }

    package func loadCountry(cca3: String) async throws -> CountryRecord {
        let endpoint = CountriesV5API.alpha3(code: cca3.uppercased())
        let page = try V5Page(try await call(endpoint, authorization: try authorization()), url: url(of: endpoint))
        guard page.objects.count == 1 else {
            throw APIError.unexpectedBody(url: url(of: endpoint), reason: page.objects.isEmpty ? "the server has no country \(cca3)" : "expected one country, got \(page.objects.count)")
        }
        let countries = try validated(try converted(page.objects, url: url(of: endpoint)), url: url(of: endpoint))
        guard countries.count == 1, countries[0].country.cca3.uppercased() == cca3.uppercased() else {
            throw APIError.unexpectedBody(url: url(of: endpoint), reason: "expected the record of \(cca3)")
        }
        return countries[0]
    }

    // MARK: - Pages

    private func page(at offset: Int, _ authorization: String) async throws -> V5Page {
        let endpoint = CountriesV5API.page(limit: CountriesV5API.pageSize, offset: offset)
        return try V5Page(try await call(endpoint, authorization: authorization), url: url(of: endpoint))
    }

    /// The pages must add up before anything is kept: each holds what it
    /// says, together they hold the total, no country comes twice, and there
    /// is at least one (an empty list would empty the cache).
    private func countries(from pages: [V5Page]) throws -> [CountryRecord] {
        for page in pages {
            if let meta = page.meta, page.objects.count != meta.count {
                throw dataError("the page at offset \(meta.offset) holds \(page.objects.count) countries but says \(meta.count)")
            }
        }
        let objects = pages.flatMap(\.objects)
        let total = pages.last?.meta?.total ?? objects.count
        guard objects.count == total else {
            throw dataError("the pages hold \(objects.count) countries, but the total is \(total)")
        }
        var seen = Set<String>()
        for object in objects {
            let identity = object["uuid"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? object["codes"]?["alpha_3"]?.stringValue ?? ""
            guard identity.isEmpty || seen.insert(identity).inserted else {
                throw dataError("\(Self.name(of: object)) comes twice")
            }
        }
        let countries = try validated(try converted(objects, url: listURL), url: listURL)
        guard !countries.isEmpty else { throw dataError("the server lists no country with a code") }
        var codes = Set<String>()
        for record in countries where !codes.insert(record.country.cca3).inserted {
            throw dataError("two countries have the code \(record.country.cca3)")
        }
        return countries.sorted { $0.country.cca3 < $1.country.cca3 }
    }

    private var listURL: String { url(of: CountriesV5API.page(limit: CountriesV5API.pageSize, offset: 0)) }

    private func dataError(_ reason: String) -> APIError {
        .unexpectedBody(url: listURL, reason: reason)
    }

    /// v3.1 records, in the snapshot's shape. Territories with no alpha-3
    /// code (Abkhazia, …) are left out: every lookup here is by code.
    private func converted(_ objects: [JSONValue], url: String) throws -> [JSONValue] {
        try objects.compactMap { object in
            let record: JSONValue
            do {
                record = try V5CountryRecord.v31Record(from: object)
            } catch {
                throw APIError.unexpectedBody(url: url, reason: String(describing: error))
            }
            guard case let .object(members) = record, record[CountryRecordShape.key]?.stringValue?.isEmpty == false else { return nil }
            return CountryRecordShape.normalised(members)
        }
    }

    private static func name(of object: JSONValue) -> String {
        PlainText.line(object["names"]?["common"]?.stringValue ?? object["codes"]?["alpha_3"]?.stringValue ?? "a country")
    }

    // MARK: - The key

    /// The header's value, or why no request may be made.
    private func authorization() throws -> String {
        if let refusal = KeyRequirement.refusal(key: key, scheme: baseURL.scheme ?? "", host: baseURL.host ?? "") { throw refusal }
        return "Bearer \(key?.value ?? "")"
    }

    /// This machine: plain http stays on it (`KeyRequirement`).
    static func isLoopback(_ host: String) -> Bool {
        KeyRequirement.isLoopback(host)
    }
}
