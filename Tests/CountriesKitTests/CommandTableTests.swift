@testable import CountriesCLI
import Testing

/// The command table is the one description of each command: the help, the
/// usage lines, the man page, the three completion scripts and the parser
/// all say what its entry says, so a new command is one entry.
@Suite struct CommandTableTests {
    @Test(arguments: CommandName.commandLine)
    func everyCommand_isInTheHelp_withItsAbstract(_ command: CommandName) throws {
        let spec = command.spec
        let subcommands = try #require(Help.text(for: nil).split(separator: "SUBCOMMANDS:\n").last)
        let row = subcommands.split(separator: "\n").first { $0.hasPrefix("  \(command.rawValue) ") }
        #expect(row.map { $0.dropFirst(2 + command.rawValue.count).trimmingPrefix(while: \.isWhitespace) == spec.abstract } == true)
        let help = Help.text(for: command)
        #expect(help.hasPrefix("OVERVIEW: \(spec.abstract)\n"))
        #expect(spec.discussion.map { help.contains("\n\n\($0)\n\n") } ?? true)
    }

    @Test(arguments: CommandName.commandLine)
    func everyArgument_isInTheUsage_theHelp_andTheManPageSynopsis(_ command: CommandName) throws {
        let synopsis = try #require(Self.manSynopsis(of: command))
        for argument in command.spec.arguments {
            #expect(Help.usage(of: command).contains(" \(argument.usage)"), "\(argument.name)")
            #expect(Help.text(for: command).contains("ARGUMENTS:\n") && Help.text(for: command).contains("\n  \(argument.title) "), "\(argument.name)")
            let written = switch argument.values {
            case let .oneOf(words): words.map { "\\fB\($0)\\fR" }.joined(separator: "|")
            default: "\\fI\(argument.name.dropFirst().dropLast())\\fR"
            }
            let repeated = argument.words(written, more: " ...")
            let expected = argument.count.lowerBound == 0 ? "[\(repeated)]" : repeated
            #expect(synopsis.contains(" \(expected)"), "\(synopsis) lacks \(expected)")
        }
    }

    @Test(arguments: CommandName.commandLine)
    func everyCommand_isInTheManPage_withItsAbstract(_ command: CommandName) throws {
        let page = ManualPage.text
        let commands = try #require(page.split(separator: "\n.SH COMMANDS\n").last?.split(separator: "\n.SH OPTIONS\n").first)
        let entry = commands.split(separator: ".TP\n").first { $0.hasPrefix("\\fB\(command.rawValue)\\fR") }
        #expect(entry?.split(separator: "\n").dropFirst().first.map(String.init) == ManualPage.escaped(command.spec.abstract))
        for example in command.spec.examples {
            #expect(page.contains(".EX\n\(ManualPage.escaped(example))\n.EE"), "\(example)")
        }
    }

    @Test(arguments: CompletionScript.Shell.allCases, CommandName.commandLine)
    func everyCommand_andWhatItsArgumentTakes_isInEachCompletionScript(_ shell: CompletionScript.Shell, _ command: CommandName) {
        let script = CompletionScript.text(for: shell)
        let names = CommandName.commandLine.map(\.rawValue).joined(separator: " ")
        let values = command.spec.arguments.first?.values ?? .anything
        let expected: String? = switch values {
        case .anything, .coordinates: nil
        case .countries: shell == .fish ? "'(__countries_countries)'" : "_countries_countries \"$cur\""
        case .countriesAndZones: shell == .fish ? "'(__countries_countries; __countries_zones)'" : "_countries_countries \"$cur\"; _countries_zones \"$cur\""
        case .commands: "'\(names)'"
        case let .oneOf(words): "'\(words.joined(separator: " "))'"
        }
        if shell == .fish {
            #expect(script.contains("-n '__fish_use_subcommand' -a \(command.rawValue) -d \(CompletionScript.shellQuoted(command.spec.abstract))"))
            let argumentLines = script.split(separator: "\n").filter { $0.contains("-n '__fish_seen_subcommand_from ") && !$0.contains(" -l ") }
            let line = argumentLines.first { $0.split(separator: "'")[1].split(separator: " ").contains(Substring(command.rawValue)) }
            #expect(line.map { $0.hasSuffix(" -a \(expected ?? "")") } ?? (expected == nil), "\(line ?? "no line")")
        } else {
            // The words that name a command, and what follows each.
            #expect(script.contains("\n            \(names.replacing(" ", with: "|"))) command=\"$word\"; break ;;\n"))
            let cases = script.split(separator: "\n").compactMap { line -> (commands: [Substring], action: Substring)? in
                guard let close = line.firstIndex(of: ")"), line.hasSuffix(" ;;"), !line.contains("opts="), !line.contains(" fields=(") else { return nil }
                let pattern = line[..<close].trimmingPrefix(while: \.isWhitespace)
                guard pattern.allSatisfy({ $0.isLetter || $0 == "|" }) else { return nil }
                return (pattern.split(separator: "|"), line[line.index(close, offsetBy: 2)...].dropLast(3))
            }
            let action = cases.first { $0.commands.contains(Substring(command.rawValue)) && !$0.action.hasPrefix("command=") }?.action
            #expect(action.map { $0.contains(expected ?? "") } ?? (expected == nil), "\(action ?? "no case")")
        }
    }

    @Test(arguments: CommandName.commandLine)
    func everyExample_parsesBackToItsCommand(_ command: CommandName) throws {
        #expect(!command.spec.examples.isEmpty, "the man page shows each command at work")
        for example in command.spec.examples {
            let words = example.split(separator: " ").map(String.init)
            let start = try #require(words.firstIndex(of: "countries"))
            let arguments = words[(start + 1)...].prefix { $0 != "|" && $0 != ">" }
            let invocation = try CommandLineParser.parse(Array(arguments))
            #expect(invocation.command.name == command, "\(example)")
        }
    }

    @Test(arguments: CommandName.commandLine)
    func theArgumentCounts_inTheTable_areTheOnesTheParserTakes(_ command: CommandName) throws {
        for argument in command.spec.arguments {
            let sample = HelpTests.sample(argument.values)
            let fewest = Array(repeating: sample, count: argument.count.lowerBound)
            #expect(try CommandLineParser.parse([command.rawValue] + fewest).command.name == command)
            if argument.count.lowerBound > 0 {
                let error = #expect(throws: UsageError.self) { try CommandLineParser.parse([command.rawValue] + fewest.dropLast()) }
                #expect(error?.command == command)
            }
            if argument.count.upperBound < 10 {
                let most = Array(repeating: sample, count: argument.count.upperBound)
                #expect(try CommandLineParser.parse([command.rawValue] + most).command.name == command)
                let error = #expect(throws: UsageError.self) { try CommandLineParser.parse([command.rawValue] + most + [sample]) }
                #expect(error?.command == command)
            }
        }
    }

    @Test(arguments: CommandName.commandLine)
    func anOptionACommandRefuses_isAnErrorInTheTablesWords_andOfferedNowhere(_ command: CommandName) throws {
        let script = CompletionScript.text(for: .bash)
        let offered = try #require(script.split(separator: "\n").first { $0.hasPrefix("        \(command.rawValue)) opts=") })
        for refusal in command.spec.refuses {
            let (spec, message) = (refusal.option, refusal.message())
            let option = spec.name
            #expect(OptionSpec.all.contains(spec), "\(option) is no option")
            let value = try spec.valueName.map { try #require(HelpTests.sampleValues[$0]) }
            let arguments = [command.rawValue] + command.spec.arguments.flatMap { Array(repeating: HelpTests.sample($0.values), count: $0.count.lowerBound) }
            let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments + [option] + (value.map { [$0] } ?? [])) }
            #expect(error?.message == message)
            #expect(!Help.text(for: command).contains("  \(option) "), "\(option)")
            #expect(!offered.split(separator: " ").contains(Substring(option)) && !offered.contains("'\(option) "), "\(option)")
        }
    }

    /// A message that names the commands taking an option (`'--json' is
    /// for list, show, ...`, `use it with browse`) names exactly those whose
    /// line keeps it: made from the table, it forgets none (written by hand,
    /// `--json`'s once forgot subdivisions and resolve).
    @Test(arguments: CommandName.commandLine)
    func aRefusalNamingTheCommandsThatTakeAnOption_namesExactlyThose(_ command: CommandName) throws {
        for refusal in command.spec.refuses {
            let (option, message) = (refusal.option, refusal.message())
            let list: Substring
            if message.hasPrefix("'\(option.name)' is for "), let named = message.dropFirst("'\(option.name)' is for ".count).split(separator: ":").first {
                list = named
            } else if let start = message.range(of: "use it with "), let end = message.range(of: " or with no command") {
                list = message[start.upperBound..<end.lowerBound]
            } else {
                continue
            }
            let named = list.replacing(" and ", with: ", ").replacing(" or ", with: ", ").split(separator: ", ").map(String.init)
            let value = try option.valueName.map { try #require(HelpTests.sampleValues[$0]) }
            let keeping = CommandName.commandLine.filter { taker in
                let arguments = [taker.rawValue] + taker.spec.arguments.flatMap { Array(repeating: HelpTests.sample($0.values), count: $0.count.lowerBound) }
                // A subdivision's fields are its own.
                let given = taker == .subdivisions && option == .fields ? "code" : taker == .time && option == .fields ? "zone"
                    : (taker == .city || taker == .at) && option == .fields ? "zone" : value
                let invocation = try? CommandLineParser.parse(arguments + [option.name] + (given.map { [$0] } ?? []))
                return invocation.map { $0.options != GlobalOptions() } ?? false
            }
            #expect(named == keeping.map(\.rawValue), "\(message)")
        }
    }

    /// One table: every row is a command of the command line, of browse's
    /// prompt, or of both (`time`, `help`); a word only browse takes is no
    /// command of the command line, in the parser, the help or `help <word>`.
    @Test(arguments: CommandName.allCases)
    func everyRow_isTheCommandLinesOrBrowsesOrBoth(_ command: CommandName) throws {
        let spec = command.spec
        #expect(spec.make != nil || spec.browse != nil)
        #expect(CommandName.commandLine.contains(command) == (spec.make != nil))
        #expect(BrowseCommandName(word: command.rawValue)?.name == (spec.browse == nil ? nil : command))
        guard spec.make == nil else { return }
        let error = #expect(throws: UsageError.self) { try CommandLineParser.parse([command.rawValue]) }
        #expect(error?.message.hasPrefix("Unknown command '\(command.rawValue)'") == true, "\(error?.message ?? "")")
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["help", command.rawValue]) }
        let subcommands = try #require(Help.text(for: nil).split(separator: "SUBCOMMANDS:\n").last)
        #expect(!subcommands.split(separator: "\n").contains { $0.hasPrefix("  \(command.rawValue) ") })
    }

    /// The table says how many words an argument takes as clap does, and
    /// usage, help and the man page say it back: two exactly is `<a> <a>`,
    /// two to five `<a> <a>...`, none or more `[<a>...]`.
    @Test(arguments: [
        (ArgumentSpec.Arity.exactly(1), "<a>", "exactly 1 as"),
        (.exactly(2), "<a> <a>", "exactly 2 as"),
        (.optional, "[<a>]", "at most 1 as"),
        (.atLeast(0), "[<a>...]", "at least 0 as"),
        (.atLeast(1), "<a>...", "at least 1 as"),
        (.between(2, 5), "<a> <a>...", "2 to 5 as"),
        (.between(0, 2), "[<a>...]", "0 to 2 as"),
    ])
    func anArity_isSaidAsTheTableGivesIt(_ arity: ArgumentSpec.Arity, _ usage: String, _ counted: String) {
        let argument = ArgumentSpec(name: "<a>", help: "", arity: arity)
        #expect(argument.usage == usage)
        #expect(arity.counted("as") == counted)
    }

    /// `compare` takes two to five: its usage says two, then more.
    @Test func compareUsage_saysTwoThenMore() {
        #expect(Help.usage(of: .compare).hasPrefix("Usage: countries compare <code|name> <code|name>... "))
        #expect(ManualPage.text.contains("\\fBcompare\\fR \\fIcode|name\\fR \\fIcode|name\\fR ..."))
    }

    // MARK: - Helpers

    /// The command's line under the man page's SYNOPSIS.
    private static func manSynopsis(of command: CommandName) -> String? {
        let lines = ManualPage.text.split(separator: "\n")
        return lines.indices.dropLast().first { lines[$0] == ".SY countries" && lines[$0 + 1].hasPrefix("\\fB\(command.rawValue)\\fR") }
            .map { String(lines[$0 + 1]) }
    }
}
