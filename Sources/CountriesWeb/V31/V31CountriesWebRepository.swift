import CountriesData
import CountriesJSON
import CountriesModel
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `CountriesWebRepository` of a REST Countries v3.1 server: every
/// country in four field groups fetched at once and merged by cca3 (the
/// server serves at most 10 fields a request), answers normalised to the
/// snapshot's shape.
package struct V31CountriesWebRepository: CountriesWebRepository, WebRepository {
    package let baseURL: URL
    package var server: String { baseURL.withoutCredentials }
    package let timeout: TimeInterval
    private let lazySession: LazySession
    package var api: APIVersion { .v31 }
    /// v3.1 servers take no key: none is ever sent to one.
    var key: APIKey? { nil }

    /// `makeSession` (a test's, for its configuration) runs on the first
    /// request, not before.
    package init(baseURL: URL, timeout: TimeInterval, makeSession: (@Sendable () -> URLSession)? = nil) {
        self.baseURL = baseURL
        self.timeout = timeout
        self.lazySession = LazySession(redirects: .withinOrigin, timeout: timeout, makeSession: makeSession)
    }

    var session: LazySession { lazySession }

    package func loadAllCountries(progress: @escaping @MainActor @Sendable (Int, Int) -> Void) async throws -> [CountryRecord] {
        let groups = CountryRecordShape.fieldGroups
        await progress(0, groups.count)
        // The groups are fetched at once; each answer is checked on arrival.
        let answers = try await withThrowingTaskGroup(of: (Int, [String: [JSONValue.Member]]).self) { tasks in
            for (index, fields) in groups.enumerated() {
                tasks.addTask {
                    let endpoint = CountriesV31API.all(fields: fields)
                    return (index, try recordsByKey(try await call(endpoint), fields: fields, url: url(of: endpoint)))
                }
            }
            var answers = [[String: [JSONValue.Member]]](repeating: [:], count: groups.count)
            for try await (index, records) in tasks {
                answers[index] = records
                await progress(answers.filter { !$0.isEmpty }.count, groups.count)
            }
            return answers
        }
        return try merged(answers, groups: groups)
    }

    package func loadCountry(cca3: String) async throws -> CountryRecord {
        let endpoint = CountriesV31API.alpha(code: cca3)
        // The server answers an array of one without `fields`, a bare object with them.
        let answer = try await call(endpoint)
        let record: JSONValue? = switch answer {
        case let .array(elements) where elements.count == 1: elements[0]
        case .object: answer
        default: nil
        }
        guard case let .object(members)? = record else {
            throw APIError.unexpectedBody(url: url(of: endpoint), reason: "expected one country")
        }
        let countries = try validated([CountryRecordShape.normalised(members)], url: url(of: endpoint))
        guard countries.count == 1, countries[0].country.cca3.uppercased() == cca3.uppercased() else {
            throw APIError.unexpectedBody(url: url(of: endpoint), reason: "expected the record of \(cca3)")
        }
        return countries[0]
    }

    // MARK: - Merging

    /// One field group's answer: an array of objects, each with every field asked for.
    private func recordsByKey(_ answer: JSONValue, fields: [String], url: String) throws -> [String: [JSONValue.Member]] {
        guard case let .array(elements) = answer, !elements.isEmpty else {
            // A retired or misconfigured server may answer 200 with its reason.
            let says = answer["message"]?.stringValue.map { "; the server says: \(PlainText.line($0))" } ?? ""
            throw APIError.unexpectedBody(url: url, reason: "expected an array of countries" + says)
        }
        var records: [String: [JSONValue.Member]] = [:]
        for element in elements {
            guard case let .object(members) = element, let key = element[CountryRecordShape.key]?.stringValue, !key.isEmpty else {
                throw APIError.unexpectedBody(url: url, reason: "a record has no \(CountryRecordShape.key)")
            }
            let present = Set(members.map(\.key))
            if let missing = fields.first(where: { !present.contains($0) }) {
                throw APIError.unexpectedBody(url: url, reason: "\(key) has no '\(missing)'")
            }
            records[key] = members
        }
        return records
    }

    /// Every group must hold the same countries; their fields make one record each.
    private func merged(_ answers: [[String: [JSONValue.Member]]], groups: [[String]]) throws -> [CountryRecord] {
        let keys = Set(answers[0].keys)
        for (index, answer) in answers.enumerated() where Set(answer.keys) != keys {
            let missing = keys.symmetricDifference(answer.keys).sorted().prefix(5).joined(separator: ", ")
            throw APIError.unexpectedBody(url: url(of: CountriesV31API.all(fields: groups[index])), reason: "the field groups disagree on the countries (\(missing))")
        }
        let records = keys.sorted().map { key in
            CountryRecordShape.normalised(answers.flatMap { $0[key] ?? [] }.uniqued())
        }
        return try validated(records, url: url(of: CountriesV31API.all(fields: groups[0])))
    }
}

private extension Array where Element == JSONValue.Member {
    /// The merge key comes once from every group; keep its first.
    func uniqued() -> [JSONValue.Member] {
        var seen = Set<String>()
        return filter { seen.insert($0.key).inserted }
    }
}
