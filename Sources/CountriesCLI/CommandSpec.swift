/// One command, described once: the parser, `--help`, usage lines, the man
/// page and the completion scripts all read it (as swift-argument-parser's
/// `CommandConfiguration`), and so do browse's parser, help screen and Tab
/// for a command typed at its prompt, so they cannot disagree. A new command
/// is its entry in `CommandTable.swift` (beside its name), and the `Command`
/// it makes for the app to run.
package struct CommandSpec: Sendable {
    /// One line: help's OVERVIEW, its row under SUBCOMMANDS, the man page's
    /// COMMANDS, fish's description of the word.
    let abstract: String
    /// Its words (browse: its typed lines) are places as people name them,
    /// each read by the one lookup (`PlaceLookup`): the entry-point test
    /// runs every such command over the name corpus (`EntryPointTests`).
    var readsPlaces = false
    /// Paragraphs under the overview; a line that begins with spaces is a
    /// command to type and is kept as it is.
    var discussion: String?
    /// The words after the command, in order.
    var arguments: [ArgumentSpec] = []
    /// The options it takes beside those every command takes.
    var options: [OptionSpec] = []
    /// Options every command takes that this one refuses, each with the
    /// error that says why.
    var refuses: [Refusal] = []
    /// Whose fields its `--fields` names and its JSON holds.
    var fields: CommandFields = .countryRecords
    /// Its word may be a subdivision's code (`show US-CA`), which shows that
    /// subdivision, and whose `--fields` are a subdivision's.
    var showsSubdivisionCodes = false
    /// False for a command that prints fixed text (help, completion): it
    /// takes no option but its own, and refuses the others (`completion
    /// bash --json` would otherwise look as if it meant something).
    var usesGlobalOptions = true
    /// Whole command lines that show it at work, for the man page's
    /// EXAMPLES; a test parses each back to this command.
    var examples: [String] = []
    /// How browse takes it, typed at its prompt (`time`, `help`, `back`,
    /// `region <name>`); nil: browse does not.
    package var browse: BrowseCommandSpec?
    /// Its words, once their number is checked against `arguments`, and the
    /// options parsed become what the program runs. One word is read as
    /// `words.joined()`, which cannot trap as `words[0]` could. Nil: a
    /// command only browse takes, which the command line does not know.
    let make: (@Sendable (_ words: [String], _ parsed: CommandLineParser.Parsed) throws -> Command)?

    /// A command only typed at browse's prompt: its help is its abstract.
    static func browseOnly(_ browse: BrowseCommandSpec) -> CommandSpec {
        CommandSpec(abstract: browse.help, browse: browse, make: nil)
    }

    /// Every option it takes, in the option table's order.
    var acceptedOptions: [OptionSpec] {
        OptionSpec.all.filter { option in
            (usesGlobalOptions && OptionSpec.globalOptions.contains(option) || options.contains(option)) && refusal(of: option) == nil
        }
    }

    /// Why it refuses `option`, if it does.
    func refusal(of option: OptionSpec) -> Refusal? {
        refuses.first { $0.option == option }
    }
}
