import CountriesModel
import CountriesStore

/// `--version`: the program, which data it is showing and where each part
/// of it came from (the world data's sources and their releases too), and
/// which server `--refresh` would ask.
package enum AboutView {

    /// `timeZones`: the tz database's release, where read.
    package static func lines(_ countries: Loadable<ShownCountries>, server: ServerSettings, now: Timestamp, timeZones: String? = nil) -> [String] {
        let data: String
        switch countries {
        case let .loaded(shown), let .isLoading(.some(shown)):
            data = describe(shown.source, count: shown.count ?? 0, now: now)
        case let .failed(error):
            data = String(describing: error)
        case .notRequested, .isLoading(nil):
            data = "not loaded"
        }
        // The origin file may have been edited by hand: its text is printed plain.
        let zones = timeZones.map { ["time zones: the built-in IANA tz database " + PlainText.of($0)] } ?? []
        return [ProgramVersion.text, "data: " + PlainText.of(data), WorldDataSources.text] + lastRefresh(countries.value) + zones + [CitySources.text] + ["api: " + describe(server)]
    }

    /// When the last refresh ran and what it cost, against the free plan's
    /// monthly quota: "last refresh: 2026-11-25 10:12 UTC, 3 requests".
    private static func lastRefresh(_ shown: ShownCountries?) -> [String] {
        guard case let .cache(_, origin)? = shown?.source, let fetch = origin.lastFetch else { return [] }
        let cost = fetch.requests.map { ", \($0) request" + ($0 == 1 ? "" : "s") } ?? ""
        // "2026-11-25T10:12:07Z" to the minute: "2026-11-25 10:12".
        let minute = String(fetch.fetchedAt.iso8601.prefix(16).map { $0 == "T" ? " " : $0 })
        return ["last refresh: \(minute) UTC\(cost)"]
    }

    static func describe(_ source: DataSource, count: Int, now: Timestamp) -> String {
        switch source {
        case .snapshot:
            return "the built-in \(snapshot), \(count) countries"
        case let .cache(path, origin) where origin.updates.isEmpty:
            return "\(path), \(count) countries, \(describe(origin.base, now: now))"
        case let .cache(path, origin):
            let parts = ["\(count - origin.updates.count) \(describe(origin.base, now: now))"]
                + groups(of: origin.updates).map { describe($0, now: now) }
            return "\(path), \(count) countries: " + parts.joined(separator: "; ")
        }
    }

    static let snapshot = "REST Countries v3.1 snapshot of 2026-02-25"

    private static func describe(_ base: CacheOrigin.Base, now: Timestamp) -> String {
        switch base {
        case .snapshot: "from the built-in \(snapshot)"
        case .unknown: "of unknown origin"
        case let .fetched(fetch): "fetched from \(describe(fetch, now: now))"
        }
    }

    private static func describe(_ fetch: Fetch, now: Timestamp) -> String {
        "\(fetch.server) (\(fetch.api.title)) \(age(from: fetch.fetchedAt, to: now)) (\(fetch.fetchedAt.iso8601))"
    }

    /// Countries refreshed one by one from the same server and API, told together.
    private static func groups(of updates: [CountryFetch]) -> [[CountryFetch]] {
        var groups: [[CountryFetch]] = []
        for update in updates {
            if let index = groups.firstIndex(where: { $0[0].fetch.server == update.fetch.server && $0[0].fetch.api == update.fetch.api }) {
                groups[index].append(update)
            } else {
                groups.append([update])
            }
        }
        return groups
    }

    private static func describe(_ group: [CountryFetch], now: Timestamp) -> String {
        let codes = group.map(\.cca3).joined(separator: ", ")
        guard let last = group.max(by: { $0.fetch.fetchedAt < $1.fetch.fetchedAt })?.fetch else { return "" }
        let when = group.count == 1 ? "" : ", the last"
        return "\(group.count) (\(codes)) refreshed from \(last.server) (\(last.api.title))\(when) \(age(from: last.fetchedAt, to: now)) (\(last.fetchedAt.iso8601))"
    }

    private static func describe(_ server: ServerSettings) -> String {
        let key: String = switch server.api {
        case .v31: "no key is sent"
        case .v5: server.key.map { "key from \($0)" } ?? "no key: set \(APIKey.variables[0]) to use --refresh"
        }
        return "\(server.api.title) at \(server.baseURL), used only by --refresh; \(key)"
    }

    static func age(from then: Timestamp, to now: Timestamp) -> String {
        let seconds = Int(now.seconds(since: then))
        let (count, unit): (Int, String) = switch max(seconds, 0) {
        case ..<60: (seconds, "second")
        case ..<3600: (seconds / 60, "minute")
        case ..<86400: (seconds / 3600, "hour")
        default: (seconds / 86400, "day")
        }
        return count <= 0 ? "just now" : "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}
