/// The one place that turns an error into the line the user reads and the
/// exit status a script sees.
public struct ErrorReport {
    public let message: String
    public let exitCode: ExitCode

    public init(_ error: any Error) {
        switch error {
        case let error as UsageError:
            (message, exitCode) = (error.message, .usage)
        case let error as LookupError:
            (message, exitCode) = (error.description, .notFound)
        case let error as CacheError:
            (message, exitCode) = (error.description, .ioError)
        case let error as APIError:
            (message, exitCode) = (error.description, Self.exitCode(of: error))
        case let error as OutputError:
            (message, exitCode) = (error.description, .ioError)
        default:
            (message, exitCode) = (String(describing: error), .dataError)
        }
    }

    private static func exitCode(of error: APIError) -> ExitCode {
        switch error {
        case .unexpectedBody: .dataError
        case .keyRefused: .noPermission
        case .missingKey, .keyOverPlainHTTP: .configuration
        case .unreachable, .timedOut, .httpStatus, .rateLimited, .versionRetired: .unavailable
        }
    }
}

/// The command line asks for something that does not exist or does not fit.
public struct UsageError: Error, Equatable {
    public let message: String
    /// The usage line of the command it concerns, shown under the message.
    public let usage: String

    public init(_ message: String, usage: String = Help.usage(of: nil)) {
        self.message = message
        self.usage = usage
    }
}

/// `show` was given a code or name that picks out no single country.
public enum LookupError: Error, Equatable, CustomStringConvertible {
    case notFound(String)
    case ambiguous(String, candidates: [String])

    public var description: String {
        switch self {
        case let .notFound(query):
            "no country has the code or name \(quoted(query))"
        case let .ambiguous(query, candidates):
            "\(quoted(query)) fits \(candidates.count) countries: \(candidates.joined(separator: ", ")); give a code"
        }
    }
}
