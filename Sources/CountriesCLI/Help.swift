import CountriesModel

/// `--help` and `help <command>`, laid out as swift-argument-parser does,
/// from the command table and the option table the parser reads.
package enum Help {
    package static func text(for command: CommandName?) -> String {
        guard let command else { return programText }
        let spec = command.spec
        var sections = ["OVERVIEW: \(spec.abstract)"]
        if let discussion = spec.discussion { sections.append(discussion) }
        sections.append("USAGE: \(usageLine(of: command))")
        if !spec.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + spec.arguments.map { row($0.title, $0.help) }.joined(separator: "\n"))
        }
        let options = spec.usesGlobalOptions ? spec.acceptedOptions : spec.options
        if !options.isEmpty { sections.append(optionsSection(options, for: command)) }
        return sections.joined(separator: "\n\n")
    }

    private static var programText: String {
        let program = CommandSpec.program
        return [
            "OVERVIEW: \(program.abstract)",
            program.discussion,
            "USAGE: \(usageLine(of: nil))",
            optionsSection(program.acceptedOptions.filter(OptionSpec.globalOptions.contains), withVersion: true),
            "SUBCOMMANDS:\n" + CommandName.commandLine.map { row($0.rawValue, $0.spec.abstract) }.joined(separator: "\n")
                + "\n\n  With no subcommand: browse when stdin and stdout are terminals, else list."
                + "\n  See 'countries help <subcommand>' for detailed help.",
        ].compactMap { $0 }.joined(separator: "\n\n")
    }

    /// The usage line shown under a usage error.
    package static func usage(of command: CommandName?) -> String {
        "Usage: \(usageLine(of: command))\n  See 'countries \(command.map { "help \($0.rawValue)" } ?? "--help")' for more information."
    }

    /// The command, its arguments, the options only it takes, then
    /// `[<options>]` for those every command takes.
    private static func usageLine(of command: CommandName?) -> String {
        guard let command else { return "countries [<options>] [<subcommand>]" }
        let spec = command.spec
        let head = "countries \(command.rawValue)"
        let pieces = spec.arguments.map(\.usage) + spec.options.map(\.usage) + (spec.usesGlobalOptions ? ["[<options>]"] : [])
        // Continuation lines start under the first piece, after "USAGE: " or "Usage: ".
        let indent = String(repeating: " ", count: "Usage: ".count + head.count + 1)
        return head + " " + TextWrap.lines(pieces, width: lineWidth - indent.count).joined(separator: "\n" + indent)
    }

    private static func optionsSection(_ options: [OptionSpec], for command: CommandName? = nil, withVersion: Bool = false) -> String {
        var rows = options.map { row([$0.name, $0.valueName].compactMap { $0 }.joined(separator: " "), $0.help(for: command)) }
        if withVersion { rows.append(row("--version", "Show the version, and which data is in use.")) }
        rows.append(row("-h, --help", "Show help information."))
        return "OPTIONS:\n" + rows.joined(separator: "\n")
    }

    private static let nameColumn = 20
    private static let lineWidth = 80

    /// A name and its help, the help wrapped in a column of its own.
    private static func row(_ name: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: nameColumn + 4)
        let lines = TextWrap.lines(help.split(separator: " ").map(String.init), width: lineWidth - indent.count)
        let first = "  " + name
        let opening = lines.first ?? ""
        let head = first.count + 2 <= indent.count
            ? first + String(repeating: " ", count: indent.count - first.count) + opening
            : first + "\n" + indent + opening
        return ([head] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }
}
