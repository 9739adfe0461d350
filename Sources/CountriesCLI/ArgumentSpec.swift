/// One argument of a command: how many words it takes, and how usage lines,
/// help, the man page and completion show it.
struct ArgumentSpec: Sendable {
    /// `<code>`, as usage lines and help show it.
    let name: String
    let help: String
    /// How many words it takes: `1...1` one, `0...1` one or none, `2...5`
    /// two to five, `0...Int.max` any number.
    var count: ClosedRange<Int> = 1...1
    /// Several of it, for an error that counts them: `codes or names`.
    var plural: String?
    /// What shell completion offers for it.
    var values: Values = .anything

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

    /// Takes more than one word: `<code|name>...`.
    var isVariadic: Bool { count.upperBound > 1 }

    /// `<code|name>...` in help's ARGUMENTS.
    var title: String { name + (isVariadic ? "..." : "") }

    /// `<code>`, `[<subcommand>]`, `[<name>...]`: as a usage line shows it.
    var usage: String { count.lowerBound == 0 ? "[\(title)]" : title }
}
