@testable import CountriesJSON
@testable import CountriesCLI
import CountriesModel
import Testing

/// Help, usage lines and the parser read one option table: what the help
/// lists, the parser takes, and a usage error shows its command's usage.
@Suite struct HelpTests {
    /// A value each kind of option takes.
    static let sampleValues = [
        "<text>": "x", "<name>": "europe", "<order>": "area", "<n>": "2", "<link>": "/countries", "<version>": "v5",
        "<url>": "http://127.0.0.1:9", "<seconds>": "2", "<code>": "de", "<when>": "never", "<dir>": "/tmp/c",
        "<code|name|symbol>": "eur", "<code|name>": "fra", "<organisation>": "eu", "<digits>": "+33", "<subregion>": "caribbean",
        "<format>": "csv", "<a,b,...>": "cca3,name.common",
    ]

    @Test(arguments: [CommandName.list, .browse, .show, .compare])
    func everyOptionTheHelpLists_isTakenByTheParser(_ command: CommandName) throws {
        for spec in OptionSpec.accepted(by: command) {
            #expect(Help.text(for: command).contains("  \(spec.name)"), "\(spec.name)")
            let value = try spec.valueName.map { try #require(Self.sampleValues[$0], "no sample for \($0)") }
            let arguments = [command.rawValue] + (command == .show ? ["fr"] : command == .compare ? ["fr", "de"] : []) + [spec.name] + (value.map { [$0] } ?? [])
            #expect(throws: Never.self, "\(arguments)") { try CommandLineParser.parse(arguments) }
        }
    }

    /// Nobody was told of the free plan's quota: `--refresh`'s help says what it costs.
    @Test(arguments: [CommandName.list, .show, .compare])
    func refreshHelp_tellsTheQuotaAndTheCost(_ command: CommandName) {
        let help = Help.text(for: command).split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(help.contains("500 requests a month"), "\(help)")
        #expect(help.contains("(3 requests on v5)") && help.contains("(1 request)"))
    }

    /// `help resolve` offered --api, --base-url and --timeout, which only
    /// --refresh uses: a command without --refresh neither lists nor takes them.
    @Test(arguments: [CommandName.resolve, .map, .subdivisions, .memberships, .time])
    func commandsWithoutRefresh_takeNoNetworkOption(_ command: CommandName) {
        let help = Help.text(for: command)
        for option in ["--refresh", "--api", "--base-url", "--timeout"] {
            #expect(!help.contains(option + " "), "\(command) \(option)")
            let value = option == "--refresh" ? [] : [Self.sampleValues[option == "--api" ? "<version>" : option == "--timeout" ? "<seconds>" : "<url>"] ?? ""]
            #expect(throws: UsageError.self, "\(command) \(option)") { try CommandLineParser.parse([command.rawValue, "fr", option] + value) }
        }
        #expect(Help.text(for: .list).contains("--api <version>") && Help.text(for: .show).contains("--timeout <seconds>"))
    }

    /// The service was called "the package REST Countries v5 API".
    @Test func programHelp_namesThePublicService() {
        let help = Help.text(for: nil).split(separator: "\n").joined(separator: " ")
        #expect(!help.contains("package"))
        #expect(help.contains("--refresh asks the public REST Countries service, which speaks v5"))
    }

    /// `help memberships` offered --json as "REST Countries v3.1 records".
    @Test func jsonHelp_doesNotPromiseRecords_toEveryCommand() {
        let help = Help.text(for: .memberships).split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(help.contains("for resolve, subdivisions, time, city, at and memberships, their own fields"), "\(help)")
    }

    /// The --json help left out time; made from the table, it names every
    /// command that takes --json, each once, in the help of each.
    @Test(arguments: [nil] + CommandName.commandLine)
    func jsonHelp_namesEveryCommandThatTakesIt(_ command: CommandName?) {
        let help = OptionSpec.json.help(for: command)
        for taker in OptionSpec.json.takers {
            #expect(help.contains(" \(taker.rawValue)"), "\(taker) in \(help)")
        }
        #expect(OptionSpec.json.takers.contains(.time))
    }

    /// `help time` and `help subdivisions` described --fields as v3.1's
    /// ("Such as cca3, name.common"), which both refuse: each command's
    /// help names the fields its parser takes.
    @Test func fieldsHelp_isEachCommandsOwn() throws {
        let flat = { (command: CommandName) in Help.text(for: command).split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ") }
        for (command, fields) in [(CommandName.time, TimeField.allCases.map(\.rawValue)), (.subdivisions, SubdivisionField.allCases.map(\.rawValue))] {
            let help = flat(command)
            let fieldsRow = try #require(help.range(of: "--fields <a,b,...>")).upperBound
            let row = help[fieldsRow...].firstRange(of: " --color").map { help[fieldsRow..<$0.lowerBound] } ?? help[fieldsRow...]
            #expect(!row.contains("v3.1") && !row.contains("name.common"), "\(command): \(row)")
            for field in fields { #expect(row.contains(field), "\(command) \(field)") }
            // time's hours field is the hours --hours asks for.
            let hours = command == .time ? ["--hours", "9-17"] : []
            #expect(throws: Never.self) { try CommandLineParser.parse([command.rawValue, "fr", "--fields", fields.joined(separator: ",")] + hours) }
        }
        #expect(flat(.list).contains("Only these v3.1 fields"))
        // show's --fields also says a subdivision's, which `show US-CA --fields` takes.
        #expect(flat(.show).contains("For a subdivision (show US-CA): code, name, type, parent, country and isoName."))
    }

    /// help and completion take no option but their own: they list none, and refuse the rest.
    @Test(arguments: [CommandName.help, .completion])
    func fixedTextCommands_listNoGlobalOption(_ command: CommandName) {
        let help = Help.text(for: command)
        for option in OptionSpec.globalOptions { #expect(!help.contains("  \(option.name) "), "\(command) \(option.name)") }
        #expect(OptionSpec.accepted(by: command) == command.spec.options)
    }

    @Test func optionsACommandRefuses_areNotInItsHelp() {
        #expect(!Help.text(for: .list).contains("--route"))
        #expect(!Help.text(for: .show).contains("--route"))
        #expect(!Help.text(for: .browse).contains("--json"))
        #expect(Help.text(for: nil).contains("--route"), "with no command, --route prints its screen")
    }

    @Test(arguments: [CommandName.list, .browse])
    func usageLines_nameEveryOptionOnlyThatCommandTakes(_ command: CommandName) {
        let usage = Help.usage(of: command)
        for spec in OptionSpec.listOptions {
            #expect(usage.contains(spec.usage), "\(spec.name)")
        }
        #expect(usage.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(arguments: [
        (["list", "--frob"], CommandName?.some(.list)),
        (["--frob", "show", "fr"], .show),
        (["browse", "--limit", "0"], .browse),
        (["--frob"], nil),
        (["browse", "--json"], .browse),
        (["show", "fr", "--route", "/countries"], .show),
    ])
    func aUsageError_showsTheUsageOfTheCommandItConcerns_evenFoundBeforeIt(_ arguments: [String], _ command: CommandName?) {
        let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments) }
        #expect(error?.command == command)
        #expect(error?.usage == Help.usage(of: command))
    }

    @Test func topLevelHelp_readsLikeArgumentParser_andNamesEveryCommandAndOption() {
        let help = Help.text(for: nil)
        for heading in ["OVERVIEW:", "USAGE: countries", "OPTIONS:", "SUBCOMMANDS:"] {
            #expect(help.contains(heading))
        }
        for word in ["list", "show", "browse", "help", "--json", "--locale", "--color", "--cache-dir", "--refresh", "--base-url", "--timeout", "--route", "--version", "-h, --help"] {
            #expect(help.contains(word), "missing \(word)")
        }
    }

    @Test func commandHelp_listsItsOwnOptions() {
        let list = Help.text(for: .list)
        for option in ["--search <text>", "--region <name>", "--sort <order>", "--reverse", "--limit <n>", "--json", "--format <format>", "--fields <a,b,...>"] {
            #expect(list.contains(option), "missing \(option)")
        }
        #expect(Help.text(for: .show).contains("ARGUMENTS:\n  <code>"))
        #expect(!Help.text(for: .show).contains("--search"))
        #expect(Help.text(for: .show).contains("--fields <a,b,...>") && Help.text(for: .show).contains("--format <format>"))
        #expect(!Help.text(for: .browse).contains("--format") && !Help.text(for: .browse).contains("--fields"))
    }

    @Test func helpLines_fitEightyColumns() {
        let lines = CommandName.commandLine.flatMap { Help.text(for: $0).split(separator: "\n") } + Help.text(for: nil).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
    }
}

/// The completion scripts are made from the option table: every command and
/// option the parser takes, and every value an option lists, is offered.
@Suite struct CompletionScriptTests {
    @Test(arguments: CompletionScript.Shell.allCases)
    func everyCommandOptionAndListedValue_isInTheScript(_ shell: CompletionScript.Shell) {
        let script = CompletionScript.text(for: shell)
        for command in CommandName.commandLine {
            #expect(script.contains(command.rawValue), "\(command)")
        }
        for spec in OptionSpec.all {
            #expect(script.contains(shell == .fish ? "-l \(spec.name.dropFirst(2))" : spec.name), "\(spec.name)")
            for value in spec.values {
                #expect(script.contains(value.replacing(" ", with: shell == .fish ? "\\ " : " ")), "\(spec.name) \(value)")
            }
        }
    }

    @Test func aValueWithAQuote_isQuotedForTheShell() {
        #expect(CompletionScript.shellQuoted("Côte d'Ivoire") == "'Côte d'\\''Ivoire'")
    }
}

/// The man page is made from the option table too: nothing the program takes
/// is missing from it.
@Suite struct ManualPageTests {
    private let page = ManualPage.text

    @Test func namesEveryCommandOptionVariableAndExitStatus() {
        #expect(page.hasPrefix(".TH COUNTRIES 1 "))
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "ENVIRONMENT", "EXIT STATUS", "FILES", "EXAMPLES"] {
            #expect(page.contains("\n.SH \(section)\n"), "\(section)")
        }
        for command in CommandName.commandLine {
            #expect(page.contains("\\fB\(command.rawValue)\\fR"), "\(command)")
        }
        for spec in OptionSpec.all {
            #expect(page.contains("\\fB\(ManualPage.escaped(spec.name))\\fR"), "\(spec.name)")
        }
        for code in ExitCode.allCases {
            #expect(page.contains(".TP\n\\fB\(code.rawValue)\\fR\n"), "\(code)")
        }
        for variable in ["COUNTRIES_API_KEY", "REST_COUNTRIES_API_KEY", "COUNTRIES_API", "COUNTRIES_API_URL", "COUNTRIES_CACHE_DIR", "XDG_CACHE_HOME", "NO_COLOR", "LANG"] {
            #expect(page.contains(ManualPage.escaped(variable)), "\(variable)")
        }
    }

    @Test func noLineEndsInASpace() {
        // mandoc -T lint flags whitespace at the end of an input line.
        let ragged = page.split(separator: "\n").filter { $0.hasSuffix(" ") }
        #expect(ragged.isEmpty, "\(ragged)")
    }

    @Test func textIsEscapedForRoff() {
        #expect(ManualPage.escaped("--json") == "\\-\\-json")
        #expect(ManualPage.escaped(".hidden 'x' a\\b") == "\\&.hidden 'x' a\\eb")
        #expect(ManualPage.escaped("côte €") == "c\\[u00F4]te \\[u20AC]")
        // groff reads bytes as Latin-1 unless told otherwise: nothing beyond ASCII.
        #expect(page.unicodeScalars.allSatisfy { $0.isASCII })
    }

    /// Found by a new user: the synopsis printed `[--hours from>-<to]`.
    @Test func aValueOfTwoNames_isTwoNamesInItalics() {
        #expect(ManualPage.placeholder("<from>-<to>") == "\\fIfrom\\fR\\-\\fIto\\fR")
        #expect(ManualPage.placeholder("<code|name>") == "\\fIcode|name\\fR")
        #expect(page.contains("[\\fB\\-\\-hours\\fR \\fIfrom\\fR\\-\\fIto\\fR]"))
        // No placeholder's bracket is left in the page's words.
        let brackets = page.split(separator: "\n").filter { $0.contains("\\fI") && ($0.contains(">\\") || $0.contains("\\-<")) }
        #expect(brackets.isEmpty, "\(brackets)")
    }
}
