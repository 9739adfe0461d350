import CountriesModel

/// `--help` and `help <command>`, laid out as swift-argument-parser does,
/// from the same option table the parser reads.
package enum Help {
    package static func text(for command: CommandName?) -> String {
        var sections = ["OVERVIEW: \(overview(of: command))"]
        if let discussion = discussion(of: command) { sections.append(discussion) }
        sections.append("USAGE: \(usageLine(of: command))")
        switch command {
        case .list, .browse:
            sections.append(optionsSection(OptionSpec.accepted(by: command)))
        case .compare:
            sections.append("ARGUMENTS:\n" + row("<code|name>...", "Two to five countries, each as show takes it."))
            sections.append(optionsSection(OptionSpec.accepted(by: .compare)))
        case .show:
            sections.append("ARGUMENTS:\n" + row("<code>", "A cca2 (fr), cca3 (FRA), ccn3 (250) or cioc (GER) code in any case, or a name that fits one country (france, côte d'ivoire, Deutschland)."))
            sections.append(optionsSection(OptionSpec.accepted(by: .show)))
        case .help:
            sections.append("ARGUMENTS:\n" + row("<subcommand>", "The subcommand to explain."))
            sections.append(optionsSection(OptionSpec.helpOptions))
        case .completion:
            sections.append("ARGUMENTS:\n" + row("<shell>", CompletionScript.Shell.names + "."))
        case nil:
            sections.append(optionsSection(OptionSpec.accepted(by: nil).filter { $0.command == nil }, withVersion: true))
            sections.append("SUBCOMMANDS:\n" + CommandName.allCases.map { row($0.rawValue, overview(of: $0)) }.joined(separator: "\n")
                + "\n\n  With no subcommand: browse when stdin and stdout are terminals, else list."
                + "\n  See 'countries help <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n")
    }

    /// The usage line shown under a usage error.
    package static func usage(of command: CommandName?) -> String {
        "Usage: \(usageLine(of: command))\n  See 'countries \(command.map { "help \($0.rawValue)" } ?? "--help")' for more information."
    }

    /// From the option table: the command, its arguments, the options only
    /// it takes, then `[<options>]` for those every command takes.
    private static func usageLine(of command: CommandName?) -> String {
        guard let command else { return "countries [<options>] [<subcommand>]" }
        let head = "countries \(command.rawValue)"
        var pieces: [String]
        switch command {
        case .show: pieces = ["<code>"]
        case .compare: pieces = ["<code|name>..."]
        case .help: pieces = ["[<subcommand>]", "[--man]"]
        case .completion: pieces = ["<shell>"]
        case .list, .browse: pieces = []
        }
        if command != .help, command != .completion {
            pieces += OptionSpec.accepted(by: command).filter { $0.command != nil }.map(\.usage) + ["[<options>]"]
        }
        // Continuation lines start under the first piece, after "USAGE: " or "Usage: ".
        let indent = String(repeating: " ", count: "Usage: ".count + head.count + 1)
        return head + " " + TextWrap.lines(pieces, width: lineWidth - indent.count).joined(separator: "\n" + indent)
    }

    static func overview(of command: CommandName?) -> String {
        switch command {
        case nil: "Facts about the world's countries, in a terminal or a script."
        case .list: "List countries, one line each."
        case .show: "Show one country's details."
        case .compare: "Compare two to five countries side by side."
        case .browse: "Browse interactively: search, open, walk to neighbours."
        case .help: "Show help for a subcommand."
        case .completion: "Print a completion script for bash, zsh or fish."
        }
    }

    static func discussion(of command: CommandName?) -> String? {
        switch command {
        case nil:
            """
            The data is the REST Countries v3.1 data set, built into the program, or
            the local cache where one exists. Only --refresh uses the network; it
            writes what it fetched to the cache, and leaves the cache as it was when
            anything fails. --version tells which data is in use and its age.

            --refresh asks the package REST Countries v5 API, which needs a key: set
            COUNTRIES_API_KEY (or REST_COUNTRIES_API_KEY) in the environment; it is
            never taken from the command line, shown whole or written to disk. For a
            self-hosted v3.1 server: --api v3.1 --base-url <its root>.
            """
        case .list:
            """
            On a terminal: aligned columns that fit its width, digits grouped. In a
            pipe: one country a line, tab-separated: flag, name, cca3, population,
            region. With --json: one array of v3.1 records, in the order shown.
            A search that matches nothing prints nothing and exits 0.
            """
        case .show:
            """
            Names, codes, capital, region, population, area, languages, currencies,
            timezones, calling code, top-level domain, driving side and neighbours;
            with data refreshed from v5, also government and memberships. Exits 1
            when no country, or more than one, fits <code>. With --json: one v3.1
            record.
            """
        case .compare:
            """
            One row a fact, one column a country, fitted to the terminal's width
            (--format table in a pipe: $COLUMNS, else 80); in a pipe, tab-separated,
            nothing cut. Each country is found as show finds it: one that fits no
            single country exits 1. With --json: the v3.1 records, in that order.
            """
        case .browse:
            """
            Reads one command a line from stdin and shows the screen again after
            every change: a search (any text), a row number, a code or a name to
            open a country, back, neighbors, next and prev (pages), refresh,
            locale <code>, help, quit (or end of input). A line such as
            /countries/jp follows that link. On a terminal the screen is redrawn in
            place and fits the window, and the prompt edits the line: arrows,
            Home/End, Ctrl-A/E/K/U/W, Up/Down for earlier lines, Tab completes a
            command, a name or a code; Ctrl-C abandons the line (on an empty one,
            ends), Ctrl-D ends. From a pipe each screen is printed in turn, so
            `printf 'fra\\nneighbors\\nquit\\n' | countries browse` is a transcript.
            """
        case .completion:
            """
            Completes commands, options, their values (regions, sort orders,
            formats, locales, fields, ...) and, for show and compare, country codes
            and names, which it asks this program for as you type (so they follow
            the cache). Install it where the shell looks:
              bash  countries completion bash \\
                      > ~/.local/share/bash-completion/completions/countries
              zsh   countries completion zsh > ~/.zfunc/_countries  (~/.zfunc in fpath)
              fish  countries completion fish \\
                      > ~/.config/fish/completions/countries.fish
            """
        case .help:
            nil
        }
    }

    private static func optionsSection(_ options: [OptionSpec], withVersion: Bool = false) -> String {
        var rows = options.map { row([$0.name, $0.valueName].compactMap { $0 }.joined(separator: " "), $0.help) }
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
        let head = first.count + 2 <= indent.count
            ? first + String(repeating: " ", count: indent.count - first.count) + lines[0]
            : first + "\n" + indent + lines[0]
        return ([head] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }
}
