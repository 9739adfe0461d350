/// A REST Countries API key, from the environment.
///
/// Its text is reachable only as `value`, for the one header that needs it:
/// every way of printing the key (`description`, string interpolation,
/// `dump`, a debugger) shows the masked form, so no message, log or file can
/// carry it whole by accident.
public struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let value: String
    /// The environment variable it came from, to name in messages.
    public let variable: String

    /// The variables read, in order: ours, then the one other clients use.
    public static let variables = ["COUNTRIES_API_KEY", "REST_COUNTRIES_API_KEY"]

    public init(value: String, variable: String) {
        self.value = value
        self.variable = variable
    }

    /// The first non-empty key among `variables`.
    public static func from(environment: [String: String]) -> APIKey? {
        for variable in variables {
            if let value = environment[variable]?.trimmingWhitespace(), !value.isEmpty {
                return APIKey(value: value, variable: variable)
            }
        }
        return nil
    }

    /// The key's kind and its last four characters (`rc_live_…1a2b`), or
    /// only its length when it is too short to show any of it safely.
    public var masked: String {
        guard value.count >= 16 else { return "…(\(value.count) characters)" }
        let kind = value.lastIndex(of: "_").map { String(value[...$0]) } ?? ""
        return kind.count <= 8 ? kind + "…" + value.suffix(4) : "…" + value.suffix(4)
    }

    public var description: String { masked }
    public var debugDescription: String { "APIKey(\(variable): \(masked))" }
    public var customMirror: Mirror { Mirror(self, children: ["variable": variable, "masked": masked]) }
}
