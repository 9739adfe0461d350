import CountriesModel

/// Turns arguments into an `Invocation`, or a `UsageError` that says what is
/// wrong. Options may stand before or after the command; `--name value` and
/// `--name=value` both work; `--` ends the options.
package enum CommandLineParser {
    package static func parse(_ arguments: [String]) throws -> Invocation {
        do {
            return try parseStrictly(arguments)
        } catch var error as UsageError where error.command == nil {
            // Found before the command was: its usage is still the one to show.
            error.command = arguments.lazy.compactMap(CommandName.init(rawValue:)).first
            throw error
        }
    }

    private static func parseStrictly(_ arguments: [String]) throws -> Invocation {
        var parsed = Parsed()
        var arguments = arguments[...]
        var optionsEnded = false
        while let argument = arguments.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "-h" || argument == "--help" {
                parsed.wantsHelp = true
            } else if argument == "--version" {
                parsed.wantsVersion = true
            } else {
                try parseOption(argument, rest: &arguments, into: &parsed)
            }
        }
        return try invocation(from: parsed)
    }

    struct Parsed {
        var options = GlobalOptions()
        var query = ListQuery()
        var positionals: [String] = []
        var used: [OptionSpec] = []
        var wantsHelp = false
        var wantsVersion = false
        var wantsManual = false
    }

    private static func parseOption(_ argument: String, rest: inout ArraySlice<String>, into parsed: inout Parsed) throws {
        // `--search=` is an empty value, not a missing one.
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        guard let spec = OptionSpec.all.first(where: { $0.name == name }) else {
            throw UsageError("Unknown option \(quoted(name))")
        }
        let value: String
        switch (spec.valueName, parts.count == 2 ? parts[1] : nil) {
        case (nil, nil): value = ""
        case (nil, .some): throw UsageError("'\(name)' takes no value")
        case let (.some, .some(inline)): value = inline
        case let (.some(valueName), nil):
            guard let next = rest.popFirst() else { throw UsageError("Missing value for '\(name) \(valueName)'") }
            value = next
        }
        try spec.apply(&parsed, value)
        parsed.used.append(spec)
    }

    private static func invocation(from parsed: Parsed) throws -> Invocation {
        var positionals = parsed.positionals[...]
        var command: CommandName?
        if let first = positionals.first {
            guard let name = CommandName(rawValue: first) else {
                throw UsageError("Unknown command \(quoted(first)); the commands are \(CommandName.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            command = name
            positionals.removeFirst()
        }
        if parsed.wantsHelp { return Invocation(command: .help(command)) }
        if parsed.wantsVersion { return Invocation(command: .version, options: parsed.options) }

        for spec in parsed.used where !OptionSpec.accepted(by: command).contains(where: { $0.name == spec.name }) {
            switch (command, spec.command) {
            case let (command?, _) where spec.refusedBy[command] != nil:
                throw UsageError(spec.refusedBy[command] ?? "", command: command)
            case let (command?, owner?):
                throw UsageError("'\(spec.name)' is an option of '\(owner.rawValue)', not of '\(command.rawValue)'", command: command)
            default:
                throw UsageError("'\(spec.name)' does not go with this command line", command: command)
            }
        }
        let effective = command ?? .list
        switch effective {
        case .list:
            try expectNoMore(positionals, command: .list)
            return Invocation(command: command == nil ? .automatic(parsed.query) : .list(parsed.query), options: parsed.options)
        case .browse:
            try expectNoMore(positionals, command: .browse)
            return Invocation(command: .browse(parsed.query), options: parsed.options)
        case .show:
            guard let query = positionals.popFirst() else {
                throw UsageError("Missing expected argument '<code>'", command: .show)
            }
            try expectNoMore(positionals, command: .show)
            return Invocation(command: .show(query), options: parsed.options)
        case .compare:
            let queries = Array(positionals)
            guard Self.comparable.contains(queries.count) else {
                throw UsageError("'compare' takes \(Self.comparable.lowerBound) to \(Self.comparable.upperBound) codes or names, not \(queries.count)", command: .compare)
            }
            return Invocation(command: .compare(queries), options: parsed.options)
        case .completion:
            guard let name = positionals.popFirst() else {
                throw UsageError("Missing expected argument '<shell>': \(CompletionScript.Shell.names)", command: .completion)
            }
            guard let shell = CompletionScript.Shell(rawValue: name) else {
                throw UsageError("No completion for \(quoted(name)); the shells are \(CompletionScript.Shell.names)", command: .completion)
            }
            try expectNoMore(positionals, command: .completion)
            return Invocation(command: .completion(shell))
        case .help:
            let topic = try positionals.popFirst().map { name in
                guard let topic = CommandName(rawValue: name) else { throw UsageError("Unknown command \(quoted(name))", command: .help) }
                return topic
            }
            try expectNoMore(positionals, command: .help)
            if parsed.wantsManual {
                guard topic == nil else { throw UsageError("'--man' is the whole program's page: give no subcommand", command: .help) }
                return Invocation(command: .manual)
            }
            return Invocation(command: .help(topic))
        }
    }

    /// Side by side, more than five no longer fit eighty columns.
    static let comparable = 2...5

    private static func expectNoMore(_ positionals: ArraySlice<String>, command: CommandName) throws {
        if let extra = positionals.first {
            throw UsageError("Unexpected argument \(quoted(extra))", command: command)
        }
    }
}
