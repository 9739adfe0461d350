import CountriesCLI
import CountriesData
import CountriesModel
import CountriesUI

/// The one place that turns an error into the line the user reads and the
/// exit status a script sees.
package struct ErrorReport {
    /// Empty when there is nothing to say: a reader that closed the pipe.
    package let message: String
    package let exitCode: ExitCode

    package init(_ error: any Error) {
        let (message, exitCode) = Self.words(of: error)
        // Whatever the error carries from input or a server (a host decoded
        // from `%00`), the terminal sees it, never receives it.
        self.message = PlainText.visible(message)
        self.exitCode = exitCode
    }

    private static func words(of error: any Error) -> (message: String, exitCode: ExitCode) {
        let message: String, exitCode: ExitCode
        switch error {
        case let error as UsageError:
            (message, exitCode) = (error.message, .usage)
        case let error as RouteError:
            (message, exitCode) = (error.description, .usage)
        case let error as LookupError:
            (message, exitCode) = (error.description, .notFound)
        case let error as CacheError:
            (message, exitCode) = (error.description, .ioError)
        case let error as APIError:
            (message, exitCode) = (error.description, Self.exitCode(of: error))
        case let error as OutputError where error.readerClosed:
            (message, exitCode) = ("", .outputClosed)
        case let error as OutputError:
            (message, exitCode) = (error.description, .ioError)
        default:
            (message, exitCode) = (String(describing: error), .dataError)
        }
        return (message, exitCode)
    }

    private static func exitCode(of error: APIError) -> ExitCode {
        switch error {
        case .unexpectedBody: .dataError
        case .keyRefused, .quotaSpent: .noPermission
        case .missingKey, .unusableKey, .keyOverPlainHTTP: .configuration
        case .unreachable, .timedOut, .httpStatus, .rateLimited, .versionRetired, .serverError, .helperMissing, .helperFailed: .unavailable
        }
    }
}
