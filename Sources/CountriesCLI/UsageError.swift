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

    /// The usage lines shown under the message.
    package var usage: String { Help.usage(of: command) }
}
