#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes: results to stdout, everything else to stderr.
public protocol Console: Sendable {
    /// Throws `OutputError` when the result could not be written: a full
    /// disk must not pass for success.
    func out(_ text: String) throws
    func err(_ text: String)
    /// A transient status line on stderr, replaced by the next; "" clears it.
    func progress(_ text: String)
}

/// stdout could not take the result.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { "cannot write the output: \(reason)" }
}

/// Writes straight to file descriptors 1 and 2, whole lines at once.
public struct StandardConsole: Console {
    public init() {}

    public func out(_ text: String) throws {
        if let errorNumber = write(text + "\n", to: STDOUT_FILENO) {
            throw OutputError(reason: String(cString: strerror(errorNumber)))
        }
    }

    public func err(_ text: String) {
        _ = write(text + "\n", to: STDERR_FILENO) // nowhere left to report a failure
    }

    public func progress(_ text: String) {
        _ = write("\r\u{1B}[K" + text, to: STDERR_FILENO)
    }

    /// nil, or the errno that stopped the write.
    private func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno != EINTR {
                    return errno
                }
            }
            return nil
        }
    }
}
