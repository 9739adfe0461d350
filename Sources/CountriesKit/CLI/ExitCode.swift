/// Exit statuses, from sysexits.h where one fits (see CLI.md).
public enum ExitCode: Int32, Sendable {
    case success = 0
    /// `show` of a code or name no single country has.
    case notFound = 1
    case usage = 64
    case dataError = 65
    case unavailable = 69
    case ioError = 74
    /// The server refused the key (401, 403).
    case noPermission = 77
    /// A setting is missing or unsafe (the v5 API with no key).
    case configuration = 78
}
