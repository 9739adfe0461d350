/// What the command line asks for.
package struct Invocation: Equatable, Sendable {
    package var command: Command
    package var options: GlobalOptions

    package init(command: Command, options: GlobalOptions = GlobalOptions()) {
        self.command = command
        self.options = options
    }
}
