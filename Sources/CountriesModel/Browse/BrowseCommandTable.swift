/// The commands typed at `browse`'s prompt, in the order its help screen
/// lists them. Each has its one entry in `spec` below, which the parser
/// (`BrowseCommand`), the help screen (`BrowseHelpView`) and Tab completion
/// (`BrowseCompletion`) all read, as `CommandName` is for the command line:
/// a new browse command is its entry here, and the compiler finds each
/// switch that must say what it does.
package enum BrowseCommandName: String, CaseIterable, Sendable {
    case back, neighbors, time
    case region, subregion, capital, currency, language, callingCode = "calling-code", member, independent, landlocked
    case all, next, prev, refresh, locale, help, quit
}

/// One browse command, described once.
package struct BrowseCommandSpec: Sendable {
    /// Other words for it: `b`, `neighbours`. A help row shows the
    /// one-letter ones beside the name, the others after the help.
    package var aliases: [String] = []
    package var argument: Argument = .none
    /// A filter of the list, read as `list`'s option of the same name
    /// reads its value (`region europe` is `--region europe`).
    package var filtersTheList = false
    /// The values Tab offers after it that the data holds (capitals,
    /// currencies...), where its option lists none.
    package var dataValues: FilterValues?
    /// What it does, on the help screen.
    package let help: String

    package enum Argument: Equatable, Sendable {
        /// The word alone: with words after it, the line is a search
        /// (`independent states`, `quit now`).
        case none
        /// The rest of the line, shown as `name` (`<code>`); the word alone
        /// gives an empty value, which the command takes or refuses.
        case value(name: String)
    }
}

extension BrowseCommandName {
    package var spec: BrowseCommandSpec {
        switch self {
        case .back: BrowseCommandSpec(aliases: ["b"], help: "the screen before")
        case .neighbors: BrowseCommandSpec(aliases: ["neighbours", "n"], help: "the neighbours of the country open")
        case .time: BrowseCommandSpec(help: "the local time in each time zone of the country open, or of a subdivision's country")
        case .region:
            BrowseCommandSpec(argument: .value(name: "<name>"), filtersTheList: true, help: "only the countries of a region, on the list on screen")
        case .subregion:
            BrowseCommandSpec(argument: .value(name: "<subregion>"), filtersTheList: true, help: "only the countries of a subregion")
        case .capital: BrowseCommandSpec(argument: .value(name: "<name>"), filtersTheList: true, dataValues: .capitals, help: "only the countries with this capital")
        case .currency:
            BrowseCommandSpec(argument: .value(name: "<code|name|symbol>"), filtersTheList: true, dataValues: .currencies, help: "only the countries that use this currency")
        case .language:
            BrowseCommandSpec(argument: .value(name: "<code|name>"), filtersTheList: true, dataValues: .languages, help: "only the countries where this language is official")
        case .callingCode:
            BrowseCommandSpec(argument: .value(name: "<digits>"), filtersTheList: true, dataValues: .callingCodes, help: "only the countries whose calling code begins with this")
        case .member: BrowseCommandSpec(argument: .value(name: "<organisation>"), filtersTheList: true, help: "only the members of an organisation")
        case .independent: BrowseCommandSpec(filtersTheList: true, help: "only sovereign countries")
        case .landlocked: BrowseCommandSpec(filtersTheList: true, help: "only countries without a coast")
        case .all: BrowseCommandSpec(aliases: ["clear"], help: "the whole list again: the filters and the search dropped")
        case .next: BrowseCommandSpec(aliases: ["more"], help: "the next page of a list, or of a screen taller than the window")
        case .prev: BrowseCommandSpec(aliases: ["previous"], help: "the previous page")
        case .refresh: BrowseCommandSpec(help: "fetch fresh data (needs a key: countries --help)")
        case .locale: BrowseCommandSpec(argument: .value(name: "<code>"), help: "names in another language: de, fr, ja")
        case .help: BrowseCommandSpec(aliases: ["?"], help: "this screen")
        case .quit: BrowseCommandSpec(aliases: ["q", "exit"], help: "leave, as Ctrl-D does")
        }
    }

    /// The command a word names, by its name or an alias, in any case.
    package init?(word: String) {
        let word = word.lowercased()
        guard let name = Self.allCases.first(where: { $0.rawValue == word || $0.spec.aliases.contains(word) }) else { return nil }
        self = name
    }

    /// Its name and aliases: every word that types it.
    package var words: [String] { [rawValue] + spec.aliases }
}
