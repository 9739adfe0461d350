/// A REST Countries API key, from the environment.
///
/// Its text is reachable only as `value`, for the one header that needs it:
/// every way of printing the key (`description`, string interpolation,
/// `dump`, a debugger) shows the masked form, so no message, log or file can
/// carry it whole by accident.
package struct APIKey: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    package let value: String
    /// The environment variable it came from, to name in messages.
    package let variable: String

    /// The variables read, in order: ours, then the one other clients use.
    package static let variables = ["COUNTRIES_API_KEY", "REST_COUNTRIES_API_KEY"]

    package init(value: String, variable: String) {
        self.value = value
        self.variable = variable
    }

    /// The first non-empty key among `variables`.
    package static func from(environment: [String: String]) -> APIKey? {
        for variable in variables {
            if let value = environment[variable]?.trimmingWhitespace(), !value.isEmpty {
                return APIKey(value: value, variable: variable)
            }
        }
        return nil
    }

    /// The key's kind, when it is one REST Countries gives, and its last four
    /// characters (`rc_live_…1a2b`); only its length when that would leave
    /// fewer than 12 characters hidden.
    package var masked: String {
        let kind = Self.kinds.first { value.hasPrefix($0) } ?? ""
        guard value.count - kind.count - 4 >= 12 else { return "…(\(value.count) characters)" }
        return kind + "…" + value.suffix(4)
    }

    private static let kinds = ["rc_live_", "rc_test_"]

    package var description: String { masked }
    package var debugDescription: String { "APIKey(\(variable): \(masked))" }
    package var customMirror: Mirror { Mirror(self, children: ["variable": variable, "masked": masked]) }
}
