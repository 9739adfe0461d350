import CountriesStore

/// The progress line shown on stderr while a refresh runs.
package enum ProgressView {
    package static func line(_ progress: RefreshProgress) -> String {
        "Fetching countries from \(progress.source)" + (count(progress).map { ": \($0)" } ?? "…")
    }

    /// `1 of 4 requests answered`, once the number of requests is known.
    package static func count(_ progress: RefreshProgress) -> String? {
        progress.requests.map { "\(progress.answered) of \($0) requests answered" }
    }
}
