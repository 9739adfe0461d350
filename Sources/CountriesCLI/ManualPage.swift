import CountriesModel

/// `countries help --man`: the manual page, in roff (man(7) macros), made
/// from the same command and option tables as `--help`, so `man countries`
/// cannot say other than the program does.
package enum ManualPage {
    package static var text: String {
        var lines = [
            ".TH COUNTRIES 1 \"\" \"\(escaped(ProgramVersion.text))\" \"User Commands\"",
            ".SH NAME",
            "countries \\- \(escaped(CommandSpec.program.abstract.lowercased().dropLast(1).description))",
            ".SH SYNOPSIS",
        ]
        for command in [nil] + CommandName.commandLine {
            lines += [".SY countries", synopsis(of: command), ".YS"]
        }
        lines += [".SH DESCRIPTION"] + paragraphs(CommandSpec.program.discussion ?? "")
        lines += ["", "With no command: \\fBbrowse\\fR when standard input and output are terminals, else \\fBlist\\fR."]
        lines.append(".SH COMMANDS")
        for command in CommandName.commandLine {
            let spec = command.spec
            let title = ["\\fB\(command.rawValue)\\fR"] + spec.arguments.map(argument)
            lines += [".TP", title.joined(separator: " "), escaped(spec.abstract)]
            if let discussion = spec.discussion { lines += paragraphs(discussion, indented: true) }
        }
        lines += [".SH OPTIONS", "Options may stand before or after the command; \\fB\\-\\-name value\\fR and \\fB\\-\\-name=value\\fR are the same; \\fB\\-\\-\\fR ends the options."]
        lines += options(OptionSpec.globalOptions)
        lines += [".TP", "\\fB\\-\\-version\\fR", "Show the version, and which data is in use.", ".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Show help information."]
        for group in ownOptions {
            let sharers = group.sharers.isEmpty ? "" : " (and \(group.sharers.map(\.rawValue).joined(separator: ", ")))"
            lines += [".SS \"Options of \(group.owner.rawValue)\(sharers)\""] + options(group.options)
        }
        lines.append(".SH ENVIRONMENT")
        for (name, meaning) in environment {
            lines += [".TP", "\\fB\(name)\\fR", escaped(meaning)]
        }
        lines.append(".SH EXIT STATUS")
        for code in ExitCode.allCases {
            lines += [".TP", "\\fB\(code.rawValue)\\fR", escaped(code.meaning)]
        }
        lines.append(".SH FILES")
        for (path, meaning) in files {
            lines += [".TP", "\\fI\(escaped(path))\\fR", escaped(meaning)]
        }
        lines.append(".SH EXAMPLES")
        for example in CommandName.commandLine.flatMap(\.spec.examples) {
            lines += [".PP", ".EX", escaped(example), ".EE"]
        }
        lines += [".SH SEE ALSO", "\\fBjq\\fR(1)"]
        return lines.joined(separator: "\n")
    }

    /// Every variable the program reads (`Configuration`, `APIKey`, the views).
    static let environment: [(String, String)] = [
        ("COUNTRIES_API_KEY", "The REST Countries v5 key that --refresh sends; read from the environment only, never shown whole or written to disk."),
        ("REST_COUNTRIES_API_KEY", "The key, when COUNTRIES_API_KEY is not set."),
        ("COUNTRIES_API", "The API --refresh speaks when --api is not given: v5 (the default) or v3.1."),
        ("COUNTRIES_API_URL", "The server's root when --base-url is not given."),
        ("COUNTRIES_CACHE_DIR", "Where the cache lives when --cache-dir is not given."),
        ("XDG_CACHE_HOME", "The cache is $XDG_CACHE_HOME/countries when that is absolute, else ~/.cache/countries."),
        ("COUNTRIES_HISTORY", "The file browse keeps the lines typed at its prompt in, as bash's HISTFILE; set but empty, or /dev/null, keeps none."),
        ("XDG_STATE_HOME", "The history is $XDG_STATE_HOME/countries/history when that is absolute, else ~/.local/state/countries/history."),
        ("LC_ALL, LANG", "The language of country names when --locale is not given."),
        ("NO_COLOR", "Set to anything but the empty string: no colour, unless --color always."),
        ("COLUMNS, LINES", "The size to fit when standard output is not a terminal that says its own."),
    ]

    static let files: [(String, String)] = [
        ("$XDG_CACHE_HOME/countries/countries.json", "The cache: full v3.1 records, written by --refresh; without it the data built into the program is used."),
        ("$XDG_CACHE_HOME/countries/countries.origin.json", "Where and when each part of the cache was fetched, as --version tells it."),
        ("$XDG_STATE_HOME/countries/history", "The last 1,000 lines typed at browse's prompt on a terminal (Up recalls them), readable by their owner only; a line that holds a key is never written."),
        ("countries-fetch", "The network client --refresh runs, found beside countries, else on PATH."),
    ]

    /// The commands that take options of their own, those that take the
    /// same ones together: list and browse share the list's.
    private static var ownOptions: [(owner: CommandName, sharers: [CommandName], options: [OptionSpec])] {
        var groups: [(owner: CommandName, sharers: [CommandName], options: [OptionSpec])] = []
        for command in CommandName.commandLine where !command.spec.options.isEmpty {
            let names = command.spec.options.map(\.name)
            if let index = groups.firstIndex(where: { $0.options.map(\.name) == names }) {
                groups[index].sharers.append(command)
            } else {
                groups.append((command, [], command.spec.options))
            }
        }
        return groups
    }

    private static func synopsis(of command: CommandName?) -> String {
        guard let command else { return "[\\fIoptions\\fR] [\\fIcommand\\fR]" }
        let spec = command.spec
        let pieces = ["\\fB\(command.rawValue)\\fR"] + spec.arguments.map(argument)
            + spec.options.map { "[" + optionName($0) + "]" } + (spec.usesGlobalOptions ? ["[\\fIoptions\\fR]"] : [])
        return pieces.joined(separator: " ")
    }

    /// `\fIcode\fR`, `\fIcode|name\fR ...`, `[\fIsubcommand\fR]`: a name in
    /// italics, or the very words it takes in bold.
    private static func argument(_ argument: ArgumentSpec) -> String {
        let written = if case let .oneOf(words) = argument.values {
            words.map { "\\fB\(escaped($0))\\fR" }.joined(separator: "|")
        } else {
            placeholder(argument.name)
        }
        let repeated = argument.words(written, more: " ...")
        return argument.count.lowerBound == 0 ? "[\(repeated)]" : repeated
    }

    private static func options(_ specs: [OptionSpec]) -> [String] {
        specs.flatMap { [".TP", optionName($0), escaped($0.help(for: nil))] }
    }

    private static func optionName(_ spec: OptionSpec) -> String {
        "\\fB\(escaped(spec.name))\\fR" + (spec.valueName.map { " " + placeholder($0) } ?? "")
    }

    /// `<code>` as `\fIcode\fR`: each `<name>` in italics, without its
    /// brackets, and what stands between them as it is (`<from>-<to>` is
    /// two names and a dash, not `from>-<to`).
    static func placeholder(_ text: String) -> String {
        var written = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            written += escaped(String(rest[..<open])) + "\\fI" + escaped(String(rest[rest.index(after: open)..<close])) + "\\fR"
            rest = rest[rest.index(after: close)...]
        }
        return written + escaped(String(rest))
    }

    /// Paragraphs of help text: a blank line starts another; lines that
    /// begin with spaces (commands to type) are kept as they are.
    private static func paragraphs(_ text: String, indented: Bool = false) -> [String] {
        var lines: [String] = []
        var verbatim = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                lines.append(indented ? ".IP" : ".PP")
            } else if line.hasPrefix(" ") {
                if !verbatim { lines += [".nf"] }
                verbatim = true
                lines.append(escaped(String(line)))
                continue
            } else {
                lines.append(escaped(String(line)))
            }
            if verbatim { lines.insert(".fi", at: lines.count - 1); verbatim = false }
        }
        if verbatim { lines.append(".fi") }
        return lines
    }

    /// Text as roff reads it literally: a backslash is `\e`, a hyphen a
    /// minus sign (options are typed with it), a character beyond ASCII its
    /// `\[uXXXX]` name (roff reads bytes as Latin-1 unless told otherwise),
    /// and a line that would begin with a control character starts with the
    /// zero-width `\&`.
    static func escaped(_ text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": body += "\\e"
            case "-": body += "\\-"
            case _ where scalar.isASCII: body.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                body += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }
}
