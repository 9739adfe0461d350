/// Turns arguments into an `Invocation`, or a `UsageError` that says what is
/// wrong. Options may stand before or after the command; `--name value` and
/// `--name=value` both work; `--` ends the options.
public enum CommandLineParser {
    public static func parse(_ arguments: [String]) throws -> Invocation {
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
    }

    private static func parseOption(_ argument: String, rest: inout ArraySlice<String>, into parsed: inout Parsed) throws {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
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

        let effective = command ?? .list
        for spec in parsed.used {
            // The list's options also say what `browse` starts on.
            if let owner = spec.command, owner != effective, !(owner == .list && effective == .browse) {
                throw UsageError("'\(spec.name)' is an option of '\(owner.rawValue)', not of '\(effective.rawValue)'", usage: Help.usage(of: effective))
            }
        }
        if parsed.options.route != nil, let command, command != .browse {
            throw UsageError("'--route' starts a screen of its own: use it with browse or with no command, not with '\(command.rawValue)'", usage: Help.usage(of: command))
        }
        switch effective {
        case .list:
            try expectNoMore(positionals, command: .list)
            return Invocation(command: command == nil ? .automatic(parsed.query) : .list(parsed.query), options: parsed.options)
        case .browse:
            try expectNoMore(positionals, command: .browse)
            if parsed.options.json {
                throw UsageError("'--json' is for list and show: browse is read by a person", usage: Help.usage(of: .browse))
            }
            return Invocation(command: .browse(parsed.query), options: parsed.options)
        case .show:
            guard let query = positionals.popFirst() else {
                throw UsageError("Missing expected argument '<code>'", usage: Help.usage(of: .show))
            }
            try expectNoMore(positionals, command: .show)
            return Invocation(command: .show(query), options: parsed.options)
        case .help:
            let topic = try positionals.popFirst().map { name in
                guard let topic = CommandName(rawValue: name) else { throw UsageError("Unknown command \(quoted(name))", usage: Help.usage(of: .help)) }
                return topic
            }
            try expectNoMore(positionals, command: .help)
            return Invocation(command: .help(topic))
        }
    }

    private static func expectNoMore(_ positionals: ArraySlice<String>, command: CommandName) throws {
        if let extra = positionals.first {
            throw UsageError("Unexpected argument \(quoted(extra))", usage: Help.usage(of: command))
        }
    }
}
