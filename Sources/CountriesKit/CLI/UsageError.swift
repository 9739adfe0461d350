/// The command line asks for something that does not exist or does not fit.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String
    /// The usage line of the command it concerns, shown under the message.
    public let usage: String

    public var description: String { message }

    public init(_ message: String, usage: String = Help.usage(of: nil)) {
        self.message = message
        self.usage = usage
    }
}
