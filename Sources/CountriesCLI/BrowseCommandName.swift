import CountriesModel

/// A command typed at `browse`'s prompt: a row of the one command table
/// (`CommandName`, `CommandTable.swift`) whose entry says how browse takes
/// it (`CommandSpec.browse`), in the order browse's help screen lists them.
/// The parser (`BrowseCommand`), the help screen (`BrowseHelpView`) and Tab
/// (`BrowseCompletion`) all read it; a new browse command is its entry in
/// the table, beside the command line's.
package struct BrowseCommandName: Hashable, Sendable, CustomStringConvertible {
    /// The table's row.
    package let name: CommandName
    /// How browse takes it: the row's `browse`.
    package let spec: BrowseCommandSpec

    private init?(_ name: CommandName) {
        guard let spec = name.spec.browse else { return nil }
        self.name = name
        self.spec = spec
    }

    /// Every command browse takes, in the table's order.
    package static var allCases: [BrowseCommandName] { CommandName.allCases.compactMap(Self.init) }

    /// The command a word names, by its name or an alias, in any case.
    package init?(word: String) {
        let word = word.lowercased()
        guard let name = Self.allCases.first(where: { $0.rawValue == word || $0.spec.aliases.contains(word) }) else { return nil }
        self = name
    }

    /// The command its own name (not an alias) names.
    package init?(rawValue: some StringProtocol) {
        guard let name = CommandName(rawValue: String(rawValue)) else { return nil }
        self.init(name)
    }

    package var rawValue: String { name.rawValue }
    package var description: String { rawValue }

    /// Its name and aliases: every word that types it.
    package var words: [String] { [rawValue] + spec.aliases }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// How one command is typed at browse's prompt: its entry's `browse`.
package struct BrowseCommandSpec: Sendable {
    /// Other words for it: `b`, `neighbours`. A help row shows the
    /// one-letter ones beside the name, the others after the help.
    package var aliases: [String] = []
    package var argument: Argument = .none
    /// The option of `countries` that reads its value, and whose values Tab
    /// offers after it, as the shell completion scripts do: a filter is the
    /// list's option of its name (`region europe` is `--region europe`);
    /// `locale` is `--locale`.
    var option: OptionSpec?
    /// The values Tab offers after it that the data holds (capitals,
    /// currencies...), where its option lists none.
    package var dataValues: FilterValues?
    /// What it does, on the help screen.
    package let help: String
    /// What the line makes of it: `value`, the rest of the line (nil: the
    /// word alone), as `CommandSpec.make` is for the command line.
    let make: @Sendable (_ value: String?) -> BrowseCommand

    package enum Argument: Equatable, Sendable {
        /// The word alone: with words after it, the line is a search
        /// (`independent states`, `quit now`).
        case none
        /// The rest of the line, shown as `name` (`<code>`); the word alone
        /// gives an empty value, which the command takes or refuses.
        case value(name: String)
    }

    /// A filter of the list: its option is one of `list`'s.
    package var filtersTheList: Bool { option.map(OptionSpec.listOptions.contains) ?? false }

    /// A filter, read as `list`'s `option` reads its value, and shown as
    /// the option shows its value.
    static func filter(_ option: OptionSpec, dataValues: FilterValues? = nil, help: String) -> BrowseCommandSpec {
        BrowseCommandSpec(argument: option.valueName.map { .value(name: $0) } ?? .none, option: option, dataValues: dataValues, help: help) { value in
            BrowseCommand.filter(option, value: value ?? "")
        }
    }
}
