/// One argument of a command: how many words it takes, and how usage lines,
/// help, the man page and completion show it.
struct ArgumentSpec: Sendable {
    /// `<code>`, as usage lines and help show it.
    let name: String
    let help: String
    /// How many words it takes.
    var arity: Arity = .exactly(1)
    /// Several of it, for an error that counts them: `codes or names`.
    var plural: String?
    /// What shell completion offers for it.
    var values: Values = .anything

    /// How many words an argument takes, as clap's and
    /// swift-argument-parser's arities say it: usage lines, help, the man
    /// page and the parser's errors read it, each in the same words.
    enum Arity: Equatable, Sendable {
        /// Just this many: `.exactly(1)` one word, `.exactly(2)` `<a> <a>`.
        case exactly(Int)
        /// One word or none.
        case optional
        /// This many or more: `.atLeast(0)` any number.
        case atLeast(Int)
        /// From the first to the second, both counted.
        case between(Int, Int)

        var range: ClosedRange<Int> {
            switch self {
            case let .exactly(count): count...count
            case .optional: 0...1
            case let .atLeast(count): count...Int.max
            case let .between(fewest, most): fewest...most
            }
        }

        /// `takes exactly 2 places`, `takes 2 to 5 codes or names`, `takes at least 2 names`.
        func counted(_ plural: String) -> String {
            switch self {
            case let .exactly(count): "exactly \(count) \(plural)"
            case .optional: "at most 1 \(plural)"
            case let .atLeast(count): "at least \(count) \(plural)"
            case let .between(fewest, most): "\(fewest) to \(most) \(plural)"
            }
        }
    }

    enum Values: Equatable, Sendable {
        case anything
        /// Country codes and names, asked of the program as the user types.
        case countries
        /// Those, and the time zones' names (`time`), asked the same way.
        case countriesAndZones
        /// The commands' names.
        case commands
        /// Numbers, a latitude and a longitude (`at`): nothing to complete.
        case coordinates
        /// Exactly these words, and the man page shows them as such.
        case oneOf([String])
    }

    /// How many words it takes, fewest to most.
    var count: ClosedRange<Int> { arity.range }

    /// Takes more words than it needs: `<code|name>...`.
    var isVariadic: Bool { count.upperBound > max(1, count.lowerBound) }

    /// `name` written once for each word it needs (at least once), the last
    /// followed by `...` where more may follow: `<code>`, `<place> <place>`,
    /// `<code|name> <code|name>...`. `written` spells the name (the man page's italics).
    func words(_ written: String, more: String = "...") -> String {
        let needed = max(1, count.lowerBound)
        return Array(repeating: written, count: needed).joined(separator: " ") + (isVariadic ? more : "")
    }

    /// `<code>`, `<code|name>...` in help's ARGUMENTS: the argument named
    /// once, and whether it takes more than one word.
    var title: String { name + (count.upperBound > 1 ? "..." : "") }

    /// `<code>`, `[<subcommand>]`, `[<name>...]`, `<place> <place>`: as a
    /// usage line shows it, each word it needs.
    var usage: String { count.lowerBound == 0 ? "[\(words(name))]" : words(name) }
}
