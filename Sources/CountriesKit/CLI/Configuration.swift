import Foundation

/// Settings for one run, from the options, the environment and the terminal:
/// everything the composition root needs to build the real objects.
public struct Configuration: Sendable, Equatable {
    public var system: SystemState
    public var cacheDirectory: URL
    /// Said once on stderr, before any output.
    public var warnings: [String]

    public static func resolve(_ options: GlobalOptions, environment: [String: String], terminal: TerminalProbe) -> Configuration {
        var warnings: [String] = []
        let locale: NameLocale
        if let code = options.locale {
            if let chosen = NameLocale(code: code) {
                locale = chosen
            } else {
                locale = .english
                warnings.append("no country names in \(quoted(code)); showing English. Languages: \(NameLocale.supportedCodes.joined(separator: ", "))")
            }
        } else {
            locale = NameLocale.fromEnvironment(environment)
        }
        let system = SystemState(
            width: terminal.columns ?? environment["COLUMNS"].flatMap { Int($0) } ?? 80,
            isTerminal: terminal.stdoutIsTerminal,
            colorEnabled: colorEnabled(options.color, environment: environment, terminal: terminal),
            locale: locale,
            format: options.json ? .json : .text
        )
        return Configuration(
            system: system,
            cacheDirectory: cacheDirectory(options, environment: environment),
            warnings: warnings
        )
    }

    /// `--color` wins; else colour only on a terminal and without NO_COLOR
    /// (no-color.org: set to anything but the empty string).
    static func colorEnabled(_ choice: ColorChoice, environment: [String: String], terminal: TerminalProbe) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: terminal.stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }

    /// `--cache-dir`, then `COUNTRIES_CACHE_DIR`, then `$XDG_CACHE_HOME/countries`
    /// when that is absolute (the XDG spec ignores a relative one), then
    /// `~/.cache/countries`.
    static func cacheDirectory(_ options: GlobalOptions, environment: [String: String]) -> URL {
        if let directory = options.cacheDirectory ?? environment["COUNTRIES_CACHE_DIR"].flatMap({ $0.isEmpty ? nil : $0 }) {
            return URL(fileURLWithPath: directory, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("countries", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/countries", isDirectory: true)
    }
}
