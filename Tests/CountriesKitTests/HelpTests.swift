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
        "<format>": "csv", "<a,b,...>": "cca3,name.common", "<value>": "population", "<n|header>": "1",
        "<from>-<to>": "9-17", "<time|lat,lng>": "14:00",
    ]

    /// A word each kind of argument takes.
    static func sample(_ values: ArgumentSpec.Values) -> String {
        switch values {
        case .countries, .countriesAndZones: "fr"
        case .commands: "list"
        case let .oneOf(words): words.first ?? ""
        case .anything: "x"
        case .coordinates: "48.85"
        }
    }

    /// The fewest words the table says the command's arguments take, each a word of its kind.
    static func fewestWords(of command: CommandName) -> [String] {
        command.spec.arguments.flatMap { Array(repeating: sample($0.values), count: $0.count.lowerBound) }
    }

    /// The error that says a command does not take an option at all: its
    /// table's refusal, or the parser's for an option it does not know
    /// there. Any other error is the command's own about the value.
    static func refuses(_ command: CommandName, _ option: OptionSpec, _ error: UsageError) -> Bool {
        error.message == command.spec.refusal(of: option)?.message() || error.message.hasPrefix("Unknown option")
            || error.message.contains("is an option of") || error.message.contains("does not go with this command line")
            || error.message.contains("takes no option but its own")
    }

    /// Every option a command's help lists, its parser takes: walked over the table.
    @Test(arguments: CommandName.commandLine)
    func everyOptionTheHelpLists_isTakenByTheParser(_ command: CommandName) throws {
        for spec in OptionSpec.accepted(by: command) {
            #expect(Help.text(for: command).contains("  \(spec.name)"), "\(spec.name)")
            let value = try spec.valueName.map { try #require(Self.sampleValues[$0], "no sample for \($0)") }
            let arguments = [command.rawValue] + Self.fewestWords(of: command) + [spec.name] + (value.map { [$0] } ?? [])
            do {
                _ = try CommandLineParser.parse(arguments)
            } catch let error as UsageError {
                #expect(!Self.refuses(command, spec, error), "\(arguments): \(error.message)")
            }
        }
    }

    /// Nobody was told of the free plan's quota: `--refresh`'s help says
    /// what it costs, in the help of every command that takes it.
    @Test(arguments: CommandName.commandLine.filter { OptionSpec.accepted(by: $0).contains(.refresh) })
    func refreshHelp_tellsTheQuotaAndTheCost(_ command: CommandName) {
        let help = Help.text(for: command).split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(help.contains("500 requests a month"), "\(help)")
        #expect(help.contains("(3 requests on v5)") && help.contains("(1 request)"))
        #expect(help.contains("--api <version>") && help.contains("--timeout <seconds>") && help.contains("--base-url <url>"))
    }

    /// `help resolve` offered --api, --base-url and --timeout, which only
    /// --refresh uses: a command without --refresh neither lists nor takes them.
    @Test(arguments: CommandName.commandLine.filter { $0.spec.usesGlobalOptions && !OptionSpec.accepted(by: $0).contains(.refresh) })
    func commandsWithoutRefresh_takeNoNetworkOption(_ command: CommandName) {
        let help = Help.text(for: command)
        for option in [OptionSpec.refresh, .api, .baseURL, .timeout] {
            #expect(!help.contains(option.name + " "), "\(command) \(option.name)")
            let value = option.valueName.flatMap { Self.sampleValues[$0] }.map { [$0] } ?? []
            let error = #expect(throws: UsageError.self, "\(command) \(option.name)") {
                try CommandLineParser.parse([command.rawValue] + Self.fewestWords(of: command) + [option.name] + value)
            }
            #expect(error.map { Self.refuses(command, option, $0) } == true, "\(error?.message ?? "")")
        }
    }

    /// The service was called "the package REST Countries v5 API".
    @Test func programHelp_namesThePublicService() {
        let help = Help.text(for: nil).split(separator: "\n").joined(separator: " ")
        #expect(!help.contains("package"))
        #expect(help.contains("--refresh asks the public REST Countries service, which speaks v5"))
    }

    /// `help memberships` offered --json as "REST Countries v3.1 records":
    /// the help names the commands whose JSON is records, and those whose
    /// JSON is their own fields, as the table says of each.
    @Test func jsonHelp_doesNotPromiseRecords_toEveryCommand() throws {
        let help = Help.text(for: .memberships).split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ")
        let names = { (list: Substring) in list.replacing(" and ", with: ", ").split(separator: ", ").map(String.init) }
        let records = try #require(help.firstRange(of: "v3.1 records for ").flatMap { help[$0.upperBound...].split(separator: " (").first })
        let own = try #require(help.firstRange(of: "; for ").flatMap { help[$0.upperBound...].split(separator: ", their own fields").first })
        let takers = OptionSpec.json.takers
        #expect(names(records) == takers.filter { $0.spec.fields == .countryRecords }.map(\.rawValue))
        #expect(names(own) == takers.filter { $0.spec.fields != .countryRecords }.map(\.rawValue))
        #expect(names(own).contains("memberships") && !names(records).contains("memberships"))
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
    /// ("Such as cca3, name.common"), which both refuse: each command whose
    /// rows are its own names in its help the fields its parser takes.
    @Test(arguments: CommandName.commandLine.filter { $0.spec.fields != .countryRecords && OptionSpec.accepted(by: $0).contains(.fields) })
    func fieldsHelp_isEachCommandsOwn(_ command: CommandName) throws {
        let help = Help.text(for: command).split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ")
        let fields = command.spec.fields.names
        #expect(!fields.isEmpty)
        let fieldsRow = try #require(help.range(of: "--fields <a,b,...>")).upperBound
        let row = help[fieldsRow...].firstRange(of: " --color").map { help[fieldsRow..<$0.lowerBound] } ?? help[fieldsRow...]
        #expect(!row.contains("v3.1") && !row.contains("name.common"), "\(command): \(row)")
        for field in fields {
            #expect(row.contains(field), "\(command) \(field)")
            do {
                _ = try CommandLineParser.parse([command.rawValue] + Self.fewestWords(of: command) + ["--fields", field])
            } catch let error as UsageError {
                // A field may need another option (time's hours, --hours): never is it unknown.
                #expect(!error.message.hasPrefix("Unknown field"), "\(command) \(field): \(error.message)")
            }
        }
    }

    @Test func fieldsHelp_ofRecords_andOfAShownSubdivision() {
        let flat = { (command: CommandName) in Help.text(for: command).split(separator: "\n").joined(separator: " ").split(separator: " ").joined(separator: " ") }
        #expect(flat(.list).contains("Only these v3.1 fields"))
        // show's --fields also says a subdivision's, which `show US-CA --fields` takes.
        #expect(flat(.show).contains("For a subdivision (show US-CA): \(listed(CommandFields.subdivisionRows.names))."))
    }

    /// help and completion take no option but their own: they list none, and refuse the rest.
    @Test(arguments: CommandName.commandLine.filter { !$0.spec.usesGlobalOptions })
    func fixedTextCommands_listNoGlobalOption(_ command: CommandName) {
        let help = Help.text(for: command)
        for option in OptionSpec.globalOptions { #expect(!help.contains("  \(option.name) "), "\(command) \(option.name)") }
        #expect(OptionSpec.accepted(by: command) == command.spec.options)
    }

    /// An option a command refuses is not in its help; with no command,
    /// --route prints its screen.
    @Test(arguments: CommandName.commandLine)
    func optionsACommandRefuses_areNotInItsHelp(_ command: CommandName) {
        for refusal in command.spec.refuses {
            #expect(!Help.text(for: command).contains("  \(refusal.option.name) "), "\(command) \(refusal.option.name)")
        }
        #expect(Help.text(for: nil).contains("--route"), "with no command, --route prints its screen")
    }

    /// The usage line names the options only that command takes, and its arguments, within 80 columns.
    @Test(arguments: CommandName.commandLine)
    func usageLines_nameEveryOptionOnlyThatCommandTakes(_ command: CommandName) {
        let usage = Help.usage(of: command)
        for spec in command.spec.options {
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
        for word in CommandName.commandLine.map(\.rawValue) + OptionSpec.globalOptions.map(\.name) + ["--version", "-h, --help"] {
            #expect(help.contains(word), "missing \(word)")
        }
    }

    /// A command's help lists every option it takes, with its value's name,
    /// and its arguments; a command that takes none lists none.
    @Test(arguments: CommandName.commandLine)
    func commandHelp_listsItsOwnOptions(_ command: CommandName) {
        let help = Help.text(for: command)
        let accepted = command.spec.usesGlobalOptions ? command.spec.acceptedOptions : command.spec.options
        for option in accepted {
            #expect(help.contains("  " + option.name + (option.valueName.map { " " + $0 } ?? "")), "missing \(option.name)")
        }
        for option in OptionSpec.all where !accepted.contains(option) {
            #expect(!help.contains("  \(option.name) "), "\(command) lists \(option.name)")
        }
        #expect(help.contains("ARGUMENTS:\n") == !command.spec.arguments.isEmpty)
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
