import Foundation

/// The progress line shown on stderr while a refresh runs.
public enum ProgressView {
    public static func line(_ progress: RefreshProgress) -> String {
        "Fetching countries from \(progress.source): \(progress.answered) of \(progress.requests) requests answered"
    }
}

/// `--version`: the program, and which data it is showing and how old it is.
public enum AboutView {
    public static let version = "countries 0.1.0"

    public static func lines(_ countries: Loadable<CountryCatalog>, now: Date) -> [String] {
        let data: String
        switch countries {
        case let .loaded(catalog), let .isLoading(.some(catalog)):
            data = describe(catalog.source, count: catalog.countries.count, now: now)
        case let .failed(error):
            data = ErrorReport(error).message
        case .notRequested, .isLoading(nil):
            data = "not loaded"
        }
        return [version, "data: " + data]
    }

    static func describe(_ source: DataSource, count: Int, now: Date) -> String {
        switch source {
        case .snapshot:
            return "the built-in REST Countries v3.1 snapshot of 2026-02-25, \(count) countries"
        case let .cache(path, nil):
            return "\(path), \(count) countries, of unknown origin"
        case let .cache(path, .some(origin)):
            return "\(path), \(count) countries, fetched from \(origin.url) \(age(from: origin.fetchedAt, to: now)) (\(origin.fetchedAt.formatted(.iso8601)))"
        }
    }

    static func age(from then: Date, to now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(then))
        let (count, unit): (Int, String) = switch max(seconds, 0) {
        case ..<60: (seconds, "second")
        case ..<3600: (seconds / 60, "minute")
        case ..<86400: (seconds / 3600, "hour")
        default: (seconds / 86400, "day")
        }
        return count <= 0 ? "just now" : "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
}
