import FoundationEssentials

/// The progress line shown on stderr while a refresh runs.
public enum ProgressView {
    public static func line(_ progress: RefreshProgress) -> String {
        "Fetching countries from \(progress.source): \(progress.answered) of \(progress.requests) requests answered"
    }
}
