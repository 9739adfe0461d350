import Foundation

/// Faults the generators can make that are known and not yet fixed: the fast
/// suite and the soak skip them (counting them as skipped), so the suite is
/// green today. Remove an entry once its fix is in, and the fuzzing covers it
/// again. `COUNTRIES_FUZZ_KNOWN_OPEN=1` runs them anyway, to try a fix.
enum KnownOpenFaults {
    /// hostile_server.py modes. None today: status-line-only, which made
    /// FoundationNetworking stop the process (swift-corelibs-foundation
    /// #5285), now stops only the network client, `countries-fetch`, and
    /// the refresh fails in one line like any other.
    static let serverModes: Set<String> = []

    static let runAnyway = ProcessInfo.processInfo.environment["COUNTRIES_FUZZ_KNOWN_OPEN"] == "1"

    static func skips(mode: String) -> Bool {
        !runAnyway && serverModes.contains(mode)
    }
}
