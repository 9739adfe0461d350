/// An option every command takes that one command refuses, and the error
/// that says why. The message is made when the error is, from the table:
/// one that names the commands taking the option (`'--json' is for list,
/// show, ...`) reads them from their entries, so it cannot forget one.
struct Refusal: Sendable {
    let option: OptionSpec
    let message: @Sendable () -> String

    /// `'--json' is for list, show, compare, resolve and subdivisions: <reason>`.
    static func takenElsewhere(_ option: OptionSpec, _ reason: String) -> Refusal {
        Refusal(option: option) { "'\(option.name)' is for \(listed(option.takers.map(\.rawValue))): \(reason)" }
    }

    /// `'--json' does not go with map: <reason>`, for each of `options`.
    static func each(_ options: [OptionSpec], notWith command: CommandName, _ reason: String) -> [Refusal] {
        options.map { option in Refusal(option: option) { "'\(option.name)' does not go with \(command.rawValue): \(reason)" } }
    }

    /// `--api`, `--base-url` and `--timeout` only say where and how
    /// `--refresh` asks: a command that refuses `--refresh` takes none of
    /// them, and its help does not offer them (`help resolve` did).
    static func refreshOnly(notWith command: CommandName) -> [Refusal] {
        [OptionSpec.api, .baseURL, .timeout].map { option in
            takenElsewhere(option, "it tells --refresh where and how to ask, and \(command.rawValue) uses no network")
        }
    }

    /// `--route` opens a screen of its own, which a command that prints one
    /// screen cannot also show.
    static func route(refusedBy command: CommandName) -> Refusal {
        let option = OptionSpec.route
        return Refusal(option: option) {
            "'\(option.name)' starts a screen of its own: use it with \(listed(option.takers.map(\.rawValue), or: true)) or with no command, not with '\(command.rawValue)'"
        }
    }
}

extension OptionSpec {
    /// The commands whose line keeps this option, as the table says, in
    /// its order: those that take it and use it.
    var takers: [CommandName] {
        CommandName.commandLine.filter { $0.spec.usesGlobalOptions && $0.spec.acceptedOptions.contains(self) }
    }
}
