/// stdout could not take the result.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "cannot write the output: \(reason)" }
}
