/// stdout could not take the result.
package struct OutputError: Error, Equatable, CustomStringConvertible {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }

    package var description: String { "cannot write the output: \(reason)" }
}
