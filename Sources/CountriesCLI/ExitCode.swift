/// Exit statuses, from sysexits.h where one fits (the README's "Exit status").
package enum ExitCode: Int32, Sendable, CaseIterable {
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
    /// `browse` left with Ctrl-C: the runner ends as the signal would, 128 +
    /// its number, so another signal gives another status (143 for SIGTERM).
    case interrupted = 130
    /// Standard output's reader closed it (`| head -1`): the status a shell
    /// gives a program that SIGPIPE ended (128 + 13), as coreutils and git
    /// end, but quietly and on purpose.
    case outputClosed = 141
}

extension ExitCode {
    /// When a run ends with it, as the man page says.
    var meaning: String {
        switch self {
        case .success: "Success, also a list with no match."
        case .notFound:
            "\(listed(CommandName.commandLine.filter { CommandName.takingCountries.contains($0) || $0 == .city }.map(\.rawValue), or: true)) of a code or name that no single country (for city: no city) has; resolve when any name fits no single country."
        case .usage: "Usage error: unknown command or option, bad value, bad route."
        case .dataError: "The server's data could not be understood (malformed, wrong shape, incomplete); resolve input that is not UTF-8 text or not CSV."
        case .unavailable: "The server could not be reached, timed out, answered an HTTP error, limited the rate, or no longer serves that API version; or countries-fetch is missing."
        case .ioError: "The cache, or standard output, could not be read or written."
        case .noPermission: "The server refused the key (401, 403)."
        case .configuration: "A setting is missing or unsafe: v5 with no key in the environment, or the key about to go over plain http to another machine."
        case .interrupted: "browse left with Ctrl-C; 128 + n for another signal n (143 for SIGTERM)."
        case .outputClosed: "Standard output was closed by its reader (countries list | head -1): the program stops quietly, nothing on standard error, as SIGPIPE would end it (128 + 13)."
        }
    }
}
