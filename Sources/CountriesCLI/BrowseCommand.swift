import CountriesModel

/// One line typed in `browse`.
package enum BrowseCommand: Equatable, Sendable {
    case quit, back, neighbors, refresh, help, next, previous
    /// The clocks of the country open's time zones.
    case time
    case locale(String)
    /// A row number of the list on screen.
    case open(Int)
    /// A deep link, as `--route` takes it.
    case route(String)
    /// A code or a name opens that country; other text searches the list.
    case text(String)
    /// An empty line: nothing to do.
    case nothing
    /// A list filter (`region europe`, `capital city`, `landlocked`): the
    /// options of `list`, spelt without their dashes, narrowing the list.
    case narrow(ListQuery)
    /// A filter with a value it cannot take, and why.
    case refused(String)
    /// `all` (or `clear`): the whole list, its filters and search dropped.
    case clearFilters

    package init(_ line: String) {
        let text = line.trimmingWhitespace()
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        // A row number first: no command is one. Digits only: `+44` is a
        // calling code, which the navigation interactor reads as one.
        if words.count == 1, let word = words.first, word.allSatisfy({ $0.isASCII && $0.isNumber }), let row = Int(word) {
            self = .open(row)
            return
        }
        guard let word = words.first else {
            self = .nothing
            return
        }
        let value = words.count > 1 ? words[1] : nil
        if let name = BrowseCommandName(word: word), let command = Self.command(name, value: value) {
            self = command
        } else if word.hasPrefix("/") || word.lowercased().hasPrefix("countries:") {
            self = .route(text)
        } else {
            self = .text(text)
        }
    }

    /// What the table's command makes of the rest of the line (its entry's
    /// `make`); nil: words after one that takes none, a search.
    private static func command(_ name: BrowseCommandName, value: String?) -> BrowseCommand? {
        if case .none = name.spec.argument, value != nil { return nil }
        return name.spec.make(value)
    }

    /// A filter read by `list`'s option of its name, so it takes the same
    /// values, and says the same of one it cannot take.
    static func filter(_ option: OptionSpec, value: String) -> BrowseCommand {
        var parsed = CommandLineParser.Parsed()
        do {
            try option.apply(&parsed, value)
            return .narrow(parsed.query)
        } catch let error as UsageError {
            return .refused(error.message)
        } catch {
            return .refused(String(describing: error))
        }
    }
}
