/// stdout could not take the result.
package struct OutputError: Error, Equatable, CustomStringConvertible {
    package let reason: String
    /// The reader went away (`countries list | head -1`, EPIPE): it has all
    /// it wanted, so this is the end of the run, not a failure to report.
    package let readerClosed: Bool

    package init(reason: String, readerClosed: Bool = false) {
        self.reason = reason
        self.readerClosed = readerClosed
    }

    package var description: String { "cannot write the output: \(reason)" }
}
