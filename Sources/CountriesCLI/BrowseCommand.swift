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

    package init(_ line: String) {
        let text = line.trimmingWhitespace()
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        // A row number first: no command is one. Digits only: `+44` is a
        // calling code, which the navigation interactor reads as one.
        if words.count == 1, let word = words.first, word.allSatisfy({ $0.isASCII && $0.isNumber }), let row = Int(word) {
            self = .open(row)
            return
        }
        if let word = words.first?.lowercased(), let filter = Self.filter(word, value: words.count > 1 ? words[1] : nil) {
            self = filter
            return
        }
        switch (words.first?.lowercased(), words.count) {
        case (nil, _): self = .nothing
        case ("quit", 1), ("exit", 1), ("q", 1): self = .quit
        case ("back", 1), ("b", 1): self = .back
        case ("neighbors", 1), ("neighbours", 1), ("n", 1): self = .neighbors
        case ("refresh", 1): self = .refresh
        case ("time", 1): self = .time
        case ("help", 1), ("?", 1): self = .help
        case ("next", 1), ("more", 1): self = .next
        case ("prev", 1), ("previous", 1): self = .previous
        case ("locale", 2): self = .locale(words[1])
        // Not a search for "locale": the notice lists the languages.
        case ("locale", 1): self = .locale("")
        case let (word?, _) where word.hasPrefix("/") || word.hasPrefix("countries:"): self = .route(text)
        default: self = .text(text)
        }
    }

    /// The words that filter the list: `list`'s filter options without
    /// their dashes, read by the same table, so they take the same values.
    static let filterWords = ["region", "subregion", "capital", "currency", "language", "calling-code", "member", "independent", "landlocked"]

    private static func filter(_ word: String, value: String?) -> BrowseCommand? {
        guard filterWords.contains(word), let spec = OptionSpec.listOptions.first(where: { $0.name == "--" + word }) else { return nil }
        // A flag with words after it (`independent states`) is a search.
        guard spec.valueName != nil || value == nil else { return nil }
        var parsed = CommandLineParser.Parsed()
        do {
            try spec.apply(&parsed, value ?? "")
            return .narrow(parsed.query)
        } catch let error as UsageError {
            return .refused(error.message)
        } catch {
            return .refused(String(describing: error))
        }
    }
}
