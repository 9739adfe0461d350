/// What the command line asks for.
public struct Invocation: Equatable, Sendable {
    public var command: Command
    public var options: GlobalOptions

    public init(command: Command, options: GlobalOptions = GlobalOptions()) {
        self.command = command
        self.options = options
    }
}
