/// The command line asks for something that does not exist or does not fit.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String
    /// The command it concerns, whose usage is shown under the message; nil:
    /// the program's own.
    public var command: CommandName?

    public init(_ message: String, command: CommandName? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }

    /// The usage lines shown under the message.
    public var usage: String { Help.usage(of: command) }
}
