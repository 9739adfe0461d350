import CountriesCLI
import CountriesModel
import CountriesStore
import CountriesSystem
import CountriesUI
#if canImport(Glibc)
import Glibc
#endif

/// Settings for one run, from the options, the environment and the terminal:
/// everything the composition root needs to build the real objects.
package struct Configuration: Sendable, Equatable {
    package var system: SystemState
    /// Absolute, with no trailing slash.
    package var cacheDirectory: String
    /// The dialect `--refresh` speaks.
    package var api: APIVersion
    /// The server's root; the repository adds the version's paths.
    package var baseURL: WebAddress
    /// From the environment only; nil when none is set.
    package var apiKey: APIKey?
    /// Seconds one request may take.
    package var timeout: Double
    /// Said once on stderr, before any output.
    package var warnings: [String]
    /// Whether a person is at a terminal, and what it can do.
    package var interaction: Interaction
    /// Where browse keeps the lines typed at its prompt; nil: nowhere.
    package var historyFile: String?
    /// Every key in the environment, whichever variable is read: what no
    /// line kept in the history may hold.
    package var secrets: [String]

    static let defaultTimeout = 15.0

    package static func resolve(
        _ options: GlobalOptions, environment: [String: String], terminal: TerminalProbe, now: Timestamp = .now()
    ) throws -> Configuration {
        var warnings: [String] = []
        // A language asked for replaces the environment's. Whether there are
        // names in it, the settings interactor judges (`--locale` is the
        // run's first intent), as it judges browse's `locale`: until then,
        // and if there are none, English.
        let locale = options.locale == nil ? NameLocale.fromEnvironment(environment) : .english
        // The server settings matter to --refresh alone: without it, a bad one
        // in the environment is a warning, and offline commands still work.
        let lenient = !options.refresh && options.baseURL == nil
        let api = try orWarning(lenient, into: &warnings, default: .v5) { try apiVersion(options, environment: environment) }
        let baseURL = try orWarning(lenient, into: &warnings, default: Self.baseURL(GlobalOptions(), api: api, environment: [:])) {
            try Self.baseURL(options, api: api, environment: environment)
        }
        let apiKey = APIKey.from(environment: environment)
        let system = SystemState(
            width: terminal.columns ?? size(environment["COLUMNS"]) ?? 80,
            height: terminal.lines ?? size(environment["LINES"]) ?? 24,
            isTerminal: terminal.stdoutIsTerminal,
            colorEnabled: colorEnabled(options.color, environment: environment, terminal: terminal),
            locale: locale,
            format: options.format ?? .text,
            fields: options.fields, subdivisionFields: options.subdivisionFields, timeFields: options.timeFields, cityFields: options.cityFields,
            pointFields: options.pointFields,
            showsProgress: terminal.stderrIsTerminal,
            startedAt: now,
            server: ServerSettings(api: api, baseURL: baseURL.withoutCredentials, key: apiKey.map { "\($0.variable) (\($0.masked))" })
        )
        var drawn = system
        drawn.stderrWidth = terminal.stderrIsTerminal ? terminal.stderrColumns ?? terminal.columns ?? size(environment["COLUMNS"]) ?? 80 : nil
        drawn.isDumbTerminal = terminal.stdoutIsTerminal && environment["TERM"] == "dumb"
        return Configuration(
            system: drawn,
            cacheDirectory: cacheDirectory(options, environment: environment),
            api: api,
            baseURL: baseURL,
            apiKey: apiKey,
            timeout: options.timeout ?? defaultTimeout,
            warnings: warnings,
            interaction: Interaction(terminal: terminal, environment: environment),
            historyFile: historyFile(environment: environment),
            secrets: APIKey.variables.compactMap { environment[$0]?.trimmingWhitespace() }.filter { !$0.isEmpty }
        )
    }

    /// `--color` wins; else colour only on a terminal, not a dumb one, and
    /// without NO_COLOR (no-color.org: set to anything but the empty string).
    static func colorEnabled(_ choice: ColorChoice, environment: [String: String], terminal: TerminalProbe) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        // A dumb terminal (TERM=dumb: Emacs shells, some CI logs) shows escapes as text.
        case .auto: terminal.stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }

    /// `--cache-dir`, then `COUNTRIES_CACHE_DIR`, then `$XDG_CACHE_HOME/countries`
    /// when that is absolute (the XDG spec ignores a relative one), then
    /// `~/.cache/countries`.
    static func cacheDirectory(_ options: GlobalOptions, environment: [String: String]) -> String {
        if let directory = options.cacheDirectory ?? nonEmpty(environment["COUNTRIES_CACHE_DIR"]) {
            return absolutePath(directory)
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return absolutePath(xdg + "/countries")
        }
        return absolutePath((homeDirectory(environment) ?? "/") + "/.cache/countries")
    }

    /// As bash's HISTFILE: `COUNTRIES_HISTORY` names the file, and set but
    /// empty, or to /dev/null (as zsh and fzf users turn theirs off), keeps
    /// none. Unset: `$XDG_STATE_HOME/countries/history` when that is
    /// absolute, else `~/.local/state/countries/history`, as the XDG spec
    /// keeps history; with no home at all, none.
    static func historyFile(environment: [String: String]) -> String? {
        if let file = environment["COUNTRIES_HISTORY"] {
            return file.isEmpty || file == "/dev/null" ? nil : absolutePath(file)
        }
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return absolutePath(xdg + "/countries/history")
        }
        guard let home = homeDirectory(environment) else { return nil }
        return absolutePath(home + "/.local/state/countries/history")
    }

    /// `HOME`, else the account's home in /etc/passwd; nil with neither.
    private static func homeDirectory(_ environment: [String: String]) -> String? {
        nonEmpty(environment["HOME"]) ?? PasswordFile.homeOfCurrentUser()
    }

    /// From the working directory when relative; without trailing slashes or
    /// doubled ones, which would show in every message that names a file.
    static func absolutePath(_ path: String) -> String {
        let base = path.hasPrefix("/") ? "" : (currentDirectory() ?? "")
        let parts = (base + "/" + path).split(separator: "/", omittingEmptySubsequences: true)
        return "/" + parts.joined(separator: "/")
    }

    private static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        return getcwd(&buffer, buffer.count).map { String(cString: $0) }
    }

    /// `--api`, then `COUNTRIES_API`, then v5: the only version the public
    /// service still serves.
    static func apiVersion(_ options: GlobalOptions, environment: [String: String]) throws -> APIVersion {
        if let api = options.api { return api }
        guard let text = nonEmpty(environment["COUNTRIES_API"]) else { return .v5 }
        guard let api = APIVersion(spelling: text) else {
            throw UsageError("COUNTRIES_API must be \(APIVersion.spellings), not \(quoted(text))")
        }
        return api
    }

    /// `--base-url`, then `COUNTRIES_API_URL`, then the package server of that
    /// version; an http or https URL with a host.
    static func baseURL(_ options: GlobalOptions, api: APIVersion, environment: [String: String]) throws -> WebAddress {
        let (text, origin) = options.baseURL.map { ($0, "--base-url") }
            ?? nonEmpty(environment["COUNTRIES_API_URL"]).map { ($0, "COUNTRIES_API_URL") }
            ?? (api.defaultBaseURL, "the default")
        guard let url = WebAddress(text), ["http", "https"].contains(url.scheme.lowercased()), !url.host.isEmpty else {
            throw UsageError("\(origin) must be an http or https URL such as \(api.defaultBaseURL), not \(quoted(text))")
        }
        return url
    }

    /// `read`'s value; when `lenient`, a usage error becomes a warning and `default`.
    private static func orWarning<Value>(
        _ lenient: Bool, into warnings: inout [String], default fallback: Value, _ read: () throws -> Value
    ) throws -> Value {
        do {
            return try read()
        } catch let error as UsageError where lenient {
            warnings.append("\(error.message); it is used only by --refresh")
            return fallback
        }
    }

    /// `COLUMNS` or `LINES` when it is a size a terminal can have: the views'
    /// arithmetic then cannot overflow, whatever the variable says.
    private static func size(_ text: String?) -> Int? {
        text.flatMap { Int($0) }.flatMap { (1...10_000).contains($0) ? $0 : nil }
    }

    private static func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }
}
