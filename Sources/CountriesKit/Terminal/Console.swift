#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes: results to stdout, everything else to stderr.
public protocol Console: Sendable {
    func out(_ text: String)
    func err(_ text: String)
}

/// Writes straight to file descriptors 1 and 2, whole lines at once.
public struct StandardConsole: Console {
    public init() {}

    public func out(_ text: String) { write(text + "\n", to: STDOUT_FILENO) }
    public func err(_ text: String) { write(text + "\n", to: STDERR_FILENO) }

    private func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return // the reader has gone (EPIPE): nobody is left to tell
                }
            }
        }
    }
}
