import CountriesModel

/// The command line asks for something that does not exist or does not fit.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    package let message: String
    /// The command it concerns, whose usage is shown under the message; nil:
    /// the program's own.
    package var command: CommandName?

    package init(_ message: String, command: CommandName? = nil) {
        self.message = message
        self.command = command
    }

    package var description: String { message }

    /// A word that names no command, where one was expected (`countries lst`,
    /// `countries help nothing`): every command, and first the nearest in
    /// spelling, or one begun or begun with (`subdiv`, `timezone`), where
    /// one is, so the line says what would be right.
    static func unknownCommand(_ word: String, command: CommandName?) -> UsageError {
        let names = CommandName.commandLine.map(\.rawValue)
        let typed = word.lowercased()
        let distances = names.map { NameSuggestions.editDistance(typed, $0, atMost: 2) }
        let near = distances.min().flatMap { best in best <= (typed.count < 4 ? 1 : 2) ? names[distances.firstIndex(of: best) ?? 0] : nil }
        let nearest = near ?? names.first { typed.count >= 2 && ($0.hasPrefix(typed) || typed.hasPrefix($0)) }
        let all = "the commands are \(names.joined(separator: ", "))"
        let message = nearest.map { "did you mean \(quoted($0))? The" + all.dropFirst(3) } ?? all
        return UsageError("Unknown command \(quoted(word)); \(message)", command: command)
    }

    /// The usage lines shown under the message.
    package var usage: String { Help.usage(of: command) }
}
