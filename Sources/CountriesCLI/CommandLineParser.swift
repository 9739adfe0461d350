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
            error.command = arguments.lazy.compactMap(CommandName.init(commandLine:)).first
            throw error
        }
    }

    private static func parseStrictly(_ arguments: [String]) throws -> Invocation {
        var parsed = Parsed()
        var arguments = arguments[...]
        var optionsEnded = false
        while let argument = arguments.popFirst() {
            // A negative number (`at -33.86 151.21`) is a word, not an option.
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" || Self.isNegativeNumber(argument) {
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

    /// `-33.86`, `-.5`, `-33.86,151.21`: no option begins with a digit.
    static func isNegativeNumber(_ argument: String) -> Bool {
        let second = argument.utf8.dropFirst().first
        return second.map { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") } ?? false
    }

    struct Parsed {
        var options = GlobalOptions()
        var query = ListQuery()
        /// `map`'s own options.
        var map = MapQuery()
        /// `resolve`'s own options.
        var resolve = ResolveRequest()
        /// `time`'s own options.
        var time = TimeQuery()
        /// `at`'s own options.
        var points = PointRequest()
        var positionals: [String] = []
        var used: [OptionSpec] = []
        var wantsHelp = false
        var wantsVersion = false
        var wantsManual = false
        /// `--fields`, as given: whose fields they are depends on the
        /// command (`CommandFields`), which may come after.
        var fieldsText: String?
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
        var spec = CommandSpec.program
        if let first = positionals.first {
            // A word only browse takes (`quit`) is no command here.
            guard let name = CommandName(rawValue: first), case let named = name.spec, named.make != nil else {
                throw UsageError.unknownCommand(first, command: nil)
            }
            (command, spec) = (name, named)
            positionals.removeFirst()
        }
        if parsed.wantsHelp { return Invocation(command: .help(command)) }
        if parsed.wantsVersion { return Invocation(command: .version, options: parsed.options) }

        for option in parsed.used where !spec.acceptedOptions.contains(option) {
            if let refusal = spec.refusal(of: option) {
                throw UsageError(refusal.message(), command: command)
            }
            if let command, let owner = option.owner {
                throw UsageError("'\(option.name)' is an option of '\(owner.rawValue)', not of '\(command.rawValue)'", command: command)
            }
            if let command, !spec.usesGlobalOptions {
                throw UsageError("'\(option.name)' does not go with \(command.rawValue): it prints fixed text, and takes no option but its own", command: command)
            }
            throw UsageError("'\(option.name)' does not go with this command line", command: command)
        }
        try checkCount(of: Array(positionals), against: spec.arguments, command: command)
        var parsed = parsed
        if let text = parsed.fieldsText {
            try spec.fields(forWords: Array(positionals), route: parsed.options.route).apply(text, to: &parsed.options, command: command)
        }
        guard let make = spec.make else { throw UsageError.unknownCommand(command?.rawValue ?? "", command: nil) }
        let made = try make(Array(positionals), parsed)
        return Invocation(command: made, options: spec.usesGlobalOptions ? parsed.options : GlobalOptions())
    }

    /// Each argument, in order, takes as many words as it may while leaving
    /// enough for those after it; too few or too many is a usage error that
    /// names the argument.
    private static func checkCount(of words: [String], against arguments: [ArgumentSpec], command: CommandName?) throws {
        var rest = words[...]
        for (index, argument) in arguments.enumerated() {
            let wantedLater = arguments[(index + 1)...].reduce(0) { $0 + $1.count.lowerBound }
            let available = max(0, rest.count - wantedLater)
            let tooMany = index == arguments.count - 1 && available > argument.count.upperBound
            // A count the table gives (`exactly 2`, `2 to 5`) is said as it gives it.
            let counts = argument.count.lowerBound > 1 || argument.isVariadic && argument.count.upperBound < Int.max
            if counts, available < argument.count.lowerBound || tooMany {
                let counted = argument.arity.counted(argument.plural ?? argument.name)
                throw UsageError("'\(command?.rawValue ?? "countries")' takes \(counted), not \(available)", command: command)
            }
            if available < argument.count.lowerBound {
                let choices = if case let .oneOf(words) = argument.values { ": " + words.joined(separator: ", ") } else { "" }
                throw UsageError("Missing expected argument '\(argument.name)'\(choices)", command: command)
            }
            rest = rest.dropFirst(min(available, argument.count.upperBound))
        }
        if let extra = rest.first {
            throw UsageError("Unexpected argument \(quoted(extra))", command: command)
        }
    }
}
