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
public struct V5CountriesWebRepository: CountriesWebRepository, WebRepository {
    public let baseURL: URL
    public let timeout: TimeInterval
    private let key: APIKey?
    private let lazySession: LazySession
    public var api: APIVersion { .v5 }
    var keyVariable: String? { key?.variable }

    /// A page that says there is more after the total was reached may mean
    /// the list grew while it was read; past this many, the server is wrong.
    static let mostPagesPastTheTotal = 3

    /// `makeSession` runs on the first request, not before.
    public init(baseURL: URL, timeout: TimeInterval, key: APIKey?, makeSession: (@Sendable () -> URLSession)? = nil) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.key = key
        self.lazySession = LazySession(make: makeSession ?? { LazySession.uncachedSession(timeout: timeout, followsRedirects: false) })
    }

    var session: URLSession { lazySession.session }

    /// The first page gives the total; the later pages are fetched at once,
    /// then more one by one while the last still says there is more.
    public func loadAllCountries(progress: @escaping @MainActor @Sendable (Int, Int) -> Void) async throws -> [Country] {
        let authorization = try authorization()
        await progress(0, 1)
        let first = try await page(at: 0, authorization)
        guard let meta = first.meta, meta.more else {
            await progress(1, 1)
            return try countries(from: [first])
        }
        let offsets = Array(stride(from: first.nextOffset, to: meta.total, by: max(meta.limit, 1)))
        var requests = 1 + offsets.count
        await progress(1, requests)
        var pages = try await withThrowingTaskGroup(of: V5Page.self) { tasks in
            for offset in offsets {
                tasks.addTask { try await page(at: offset, authorization) }
            }
            var pages = [first]
            for try await page in tasks {
                pages.append(page)
                await progress(pages.count, requests)
            }
            return pages.sorted { ($0.meta?.offset ?? 0) < ($1.meta?.offset ?? 0) }
        }
        while let last = pages.last, last.meta?.more == true {
            guard requests - 1 - offsets.count < Self.mostPagesPastTheTotal, !last.objects.isEmpty else {
                throw APIError.unexpectedBody(url: url(of: CountriesV5API.page(limit: CountriesV5API.pageSize, offset: last.nextOffset)), reason: "the pages go on past the total of \(meta.total)")
            }
            requests += 1
            pages.append(try await page(at: last.nextOffset, authorization))
            await progress(pages.count, requests)
        }
        return try countries(from: pages)
    }

    public func loadCountry(cca3: String) async throws -> Country {
        let endpoint = CountriesV5API.alpha3(code: cca3.uppercased())
        let page = try V5Page(try await call(endpoint, authorization: try authorization()), url: url(of: endpoint))
        guard page.objects.count == 1 else {
            throw APIError.unexpectedBody(url: url(of: endpoint), reason: page.objects.isEmpty ? "the server has no country \(cca3)" : "expected one country, got \(page.objects.count)")
        }
        let countries = try validated(try converted(page.objects, url: url(of: endpoint)), url: url(of: endpoint))
        guard countries.count == 1, countries[0].cca3.uppercased() == cca3.uppercased() else {
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
    /// says, together they hold the total, and no country comes twice.
    private func countries(from pages: [V5Page]) throws -> [Country] {
        let listURL = url(of: CountriesV5API.page(limit: CountriesV5API.pageSize, offset: 0))
        for page in pages {
            if let meta = page.meta, page.objects.count != meta.count {
                throw APIError.unexpectedBody(url: url(of: CountriesV5API.page(limit: CountriesV5API.pageSize, offset: meta.offset)), reason: "the page at offset \(meta.offset) holds \(page.objects.count) countries but says \(meta.count)")
            }
        }
        let objects = pages.flatMap(\.objects)
        let total = pages.last?.meta?.total ?? objects.count
        guard objects.count == total else {
            throw APIError.unexpectedBody(url: listURL, reason: "the pages hold \(objects.count) countries, but the total is \(total)")
        }
        var seen = Set<String>()
        for object in objects {
            let identity = object["uuid"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } ?? object["codes"]?["alpha_3"]?.stringValue ?? ""
            guard identity.isEmpty || seen.insert(identity).inserted else {
                throw APIError.unexpectedBody(url: listURL, reason: "\(Self.name(of: object)) comes twice")
            }
        }
        let countries = try validated(try converted(objects, url: listURL), url: listURL)
        var codes = Set<String>()
        for country in countries where !codes.insert(country.cca3).inserted {
            throw APIError.unexpectedBody(url: listURL, reason: "two countries have the code \(country.cca3)")
        }
        return countries.sorted { $0.cca3 < $1.cca3 }
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
        guard let key else { throw APIError.missingKey }
        let host = baseURL.host ?? ""
        guard baseURL.scheme?.lowercased() == "https" || Self.isLoopback(host) else {
            throw APIError.keyOverPlainHTTP(host: host)
        }
        return "Bearer \(key.value)"
    }

    /// This machine: plain http stays on it. Only `localhost`, `::1` and an
    /// IPv4 address in 127.0.0.0/8, never a name that merely starts with 127.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let octets = host.split(separator: ".", omittingEmptySubsequences: false).map { UInt8($0) }
        let isIPv4Loopback = octets.count == 4 && octets.allSatisfy { $0 != nil } && octets[0] == 127
        return host == "localhost" || host == "::1" || isIPv4Loopback
    }
}
